package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.image.IcoReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentTrayIcon;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A sample character's tray icon, written as the {@code SystemTray.ico} of its ACD project, read back as a picture
 * and made into a tray icon again, gives the stored bitmaps byte for byte: importing an icon picture stores what
 * Microsoft's compiler stores.
 */
class TrayIconPictureSampleTest {

    @ParameterizedTest
    @ValueSource(strings = {"Genie.acs", "Peedy.acs"})
    void anIconPictureBecomesTheSameBitmaps(String name) throws Exception {
        Path file = Samples.folder("acs").resolve(name);
        AgentCharacter c = AcsReader.read(file);
        AgentTrayIcon stored = c.trayIcon();
        BufferedImage picture = IcoReader.read(IconCodec.toIco(stored), name, AgentTrayIcon.SIZE);
        int[] argb = picture.getRGB(0, 0, 16, 16, null, 0, 16);
        AgentTrayIcon imported = AgentTrayIcon.fromArgb(argb);
        assertThat(imported.maskBitmap()).isEqualTo(stored.maskBitmap());
        assertThat(imported.colorBitmap()).isEqualTo(stored.colorBitmap());
    }
}
