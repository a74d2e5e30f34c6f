package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The export writes the text and, beside it, images as 8-bit BMPs other programs read with the same indices and
 * colours, the palette, the icon and the sounds as they are stored.
 */
class AcdExportTest {

    @TempDir
    Path dir;

    @Test
    void imagesBecomePaletteBitmapsWithTheSameIndicesAndSoundsAreCopied() throws Exception {
        AgentCharacter c = AgentFixtures.character();
        Path acd = dir.resolve("fixture.acd");
        AcdSaver.Saved saved = AcdSaver.export(c, acd);

        String text = new String(Files.readAllBytes(acd), StandardCharsets.ISO_8859_1);
        assertThat(text).contains("\r\n").contains("SoundEffect = \"Audio\\0000.wav\"")
                .contains("Filename = \"Images\\0005.bmp\"").contains("Icon = \"Images\\SystemTray.ico\"");
        assertThat(Files.readAllBytes(dir.resolve("Audio/0000.wav"))).isEqualTo(c.sounds().get(0).data());
        for (int i = 0; i < c.images().size(); i++) {
            AgentImage image = c.images().get(i);
            if (!image.isPresent()) {
                continue;
            }
            BufferedImage bmp = ImageIO.read(dir.resolve(String.format("Images/%04d.bmp", i)).toFile());
            assertThat(bmp.getColorModel()).isInstanceOf(IndexColorModel.class);
            assertThat(bmp.getWidth()).isEqualTo(image.width());
            assertThat(bmp.getHeight()).isEqualTo(image.height());
            for (int y = 0; y < image.height(); y++) {
                for (int x = 0; x < image.width(); x++) {
                    assertThat(bmp.getRaster().getSample(x, y, 0)).as("image %d (%d,%d)", i, x, y)
                            .isEqualTo(image.pixel(x, y));
                }
            }
            IndexColorModel cm = (IndexColorModel) bmp.getColorModel();
            assertThat(cm.getRGB(7) & 0xFFFFFF).isEqualTo(c.palette()[7]);
        }
        BufferedImage table = ImageIO.read(dir.resolve("Images/ColorTable.bmp").toFile());
        assertThat(((IndexColorModel) table.getColorModel()).getMapSize()).isEqualTo(256);
        assertThat(dir.resolve("Images/SystemTray.ico")).exists();
        assertThat(saved.written()).last().isEqualTo(acd.toAbsolutePath().normalize());
        assertThat(saved.images()).hasSize(c.images().size()).first().isEqualTo("Images\\0000.bmp");
    }

    @Test
    void eachLanguageIsWrittenInItsCodePage() {
        String text = "\tDefineInfo 0x0419\n\t\tName = \"\u0416\"\n\tEndInfo\n\tName = \"\u00e9\"\n";
        byte[] bytes = AcdWriter.encode(text);
        String back = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(back).isEqualTo("\tDefineInfo 0x0419\r\n\t\tName = \"\u00c6\"\r\n\tEndInfo\r\n\tName = \"\u00e9\"\r\n");
    }
}
