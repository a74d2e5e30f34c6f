package dev.marionette.editor.agent.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentTestCharacters;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The export writes the text and, beside it, images as palette BMPs and sounds as they are stored. */
class AcdExportTest {

    @TempDir
    Path dir;

    @Test
    void imagesBecomePaletteBitmapsWithTheSameIndicesAndSoundsAreCopied() throws Exception {
        AgentCharacter c = AgentTestCharacters.wave();
        byte[] wav = "RIFF....WAVEfmt ".getBytes(StandardCharsets.US_ASCII);
        c.sounds().add(AgentSound.of(wav));
        c.animations().get(0).frames().get(0).setSoundIndex(0);
        Path acd = dir.resolve("wave.acd");
        AcdExport.export(c, acd, p -> { });

        String text = new String(Files.readAllBytes(acd), StandardCharsets.ISO_8859_1);
        assertThat(text).contains("\r\n").contains("SoundEffect = \"Audio\\0000.wav\"")
                .contains("Filename = \"Images\\0003.bmp\"");
        assertThat(Files.readAllBytes(dir.resolve("Audio/0000.wav"))).isEqualTo(wav);
        for (int i = 0; i < c.images().size(); i++) {
            BufferedImage bmp = ImageIO.read(dir.resolve(String.format("Images/%04d.bmp", i)).toFile());
            AgentImage image = c.images().get(i);
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
            assertThat(cm.getRGB(2) & 0xFFFFFF).isEqualTo(AgentTestCharacters.PALETTE[2]);
        }
        assertThat(dir.resolve("Images/ColorTable.bmp")).exists();
        assertThat(dir.resolve("Images/SystemTray.ico")).doesNotExist();
    }

    @Test
    void eachLanguageIsWrittenInItsCodePage() {
        String text = "\tDefineInfo 0x0419\n\t\tName = \"\u0416\"\n\tEndInfo\n\tName = \"\u00e9\"\n";
        byte[] bytes = AcdExport.encode(text);
        String back = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(back).isEqualTo("\tDefineInfo 0x0419\r\n\t\tName = \"\u00c6\"\r\n\tEndInfo\r\n\tName = \"\u00e9\"\r\n");
    }
}
