package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentPalettes;
import dev.marionette.model.acs.AgentTrayIcon;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The picture, icon and file-name codecs of ACD projects. */
class AcdFilesCodecTest {

    private static final int[] PALETTE = AgentPalettes.standard();

    @Test
    void an8BitBmpKeepsItsRowsByteForByteIncludingPadding() throws Exception {
        byte[] px = new byte[8 * 3];
        for (int i = 0; i < px.length; i++) {
            px[i] = (byte) (i * 7);
        }
        AgentImage image = AgentImage.of(5, 3, px);
        BmpCodec.Decoded back = BmpCodec.read(BmpCodec.write(image, PALETTE, 10), PALETTE, 10);
        assertThat(back.warning()).isNull();
        assertThat(back.image().pixels()).isEqualTo(px);
    }

    @Test
    void aTopDownBmpIsTurnedTheRightWayUp() throws Exception {
        AgentImage image = AgentImage.fromTopDown(2, 2, new byte[] {1, 2, 3, 4});
        byte[] bmp = BmpCodec.write(image, PALETTE, 10);
        // Flip to top-down: negative height, rows reversed.
        byte[] flipped = bmp.clone();
        int off = bmp.length - 8;
        System.arraycopy(bmp, off, flipped, off + 4, 4);
        System.arraycopy(bmp, off + 4, flipped, off, 4);
        LittleEndianWriter h = new LittleEndianWriter();
        h.i32(-2);
        System.arraycopy(h.toByteArray(), 0, flipped, 22, 4);
        assertThat(BmpCodec.read(flipped, PALETTE, 10).image().pixel(1, 0)).isEqualTo(2);
    }

    @Test
    void otherPicturesAreMappedOntoThePaletteWithAWarning() throws Exception {
        BufferedImage rgb = new BufferedImage(3, 1, BufferedImage.TYPE_INT_RGB);
        rgb.setRGB(0, 0, 0xFF00FF);
        rgb.setRGB(1, 0, 0xFE0000);
        rgb.setRGB(2, 0, 0x000000);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(rgb, "bmp", out);
        BmpCodec.Decoded d = BmpCodec.read(out.toByteArray(), PALETTE, 10);
        assertThat(d.warning()).contains("24-bit");
        assertThat(d.image().pixel(0, 0)).as("the transparent colour").isEqualTo(10);
        assertThat(PALETTE[d.image().pixel(1, 0)]).isEqualTo(0xFF0000);
        assertThat(d.image().pixel(2, 0)).isZero();

        IndexColorModel other = new IndexColorModel(8, 2, new byte[] {0, (byte) 255}, new byte[] {0, 0},
                new byte[] {0, 0});
        BufferedImage indexed = new BufferedImage(1, 1, BufferedImage.TYPE_BYTE_INDEXED, other);
        indexed.getRaster().setSample(0, 0, 0, 1);
        out.reset();
        ImageIO.write(indexed, "gif", out);
        BmpCodec.Decoded gif = BmpCodec.read(out.toByteArray(), PALETTE, 10);
        assertThat(gif.warning()).contains("own palette");
        assertThat(PALETTE[gif.image().pixel(0, 0)]).isEqualTo(0xFF0000);
    }

    @Test
    void garbageIsABadFile() {
        assertThatThrownBy(() -> BmpCodec.read(new byte[] {'B', 'M', 1, 2}, PALETTE, 10))
                .isInstanceOf(BadFileException.class);
        assertThatThrownBy(() -> BmpCodec.read(new byte[100], PALETTE, 10)).isInstanceOf(BadFileException.class)
                .hasMessageContaining("not a BMP or GIF");
        assertThatThrownBy(() -> BmpCodec.colourTable(new byte[3])).isInstanceOf(BadFileException.class);
    }

    @Test
    void theColourTableFileHoldsEveryEntryWithItsReservedByte() throws Exception {
        int[] palette = PALETTE.clone();
        palette[3] |= 0x7F000000;
        int[] short255 = java.util.Arrays.copyOf(palette, 255);
        assertThat(BmpCodec.colourTable(BmpCodec.colourTableFile(palette))).isEqualTo(palette);
        assertThat(BmpCodec.colourTable(BmpCodec.colourTableFile(short255))).isEqualTo(short255);
    }

    @Test
    void realTrayIconsGoThroughAnIcoFileUnchanged() throws Exception {
        for (Path file : Samples.withExtension("acs", "acs")) {
            AgentCharacter c = AcsReader.read(file);
            AgentTrayIcon icon = c.trayIcon();
            if (icon != null) {
                assertThat(IconCodec.fromIco(IconCodec.toIco(icon))).as(file.getFileName().toString()).isEqualTo(icon);
                BufferedImage shown = ImageIO.read(new java.io.ByteArrayInputStream(IconCodec.toIco(icon)));
                assertThat(shown == null || shown.getWidth() == 16).isTrue();
            }
        }
        assertThatThrownBy(() -> IconCodec.fromIco(new byte[22])).isInstanceOf(BadFileException.class);
    }

    @Test
    void fileNamesAreComparedAsWindowsDoesAndNeverLeaveTheFolderUnnoticed() {
        assertThat(AcdPaths.key("Images\\0001.BMP")).isEqualTo(AcdPaths.key("./images/0001.bmp"));
        assertThat(AcdPaths.isInside("Images\\0001.bmp")).isTrue();
        assertThat(AcdPaths.isInside("Images\\..\\x.bmp")).isTrue();
        for (String outside : List.of("..\\x.bmp", "Images\\..\\..\\x.bmp", "C:\\Chars\\x.bmp", "\\\\server\\x.bmp",
                "/tmp/x.bmp", "")) {
            assertThat(AcdPaths.isInside(outside)).as(outside).isFalse();
        }
    }
}
