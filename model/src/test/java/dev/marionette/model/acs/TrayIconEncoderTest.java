package dev.marionette.model.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Tray icons made from pixels: the layout of Microsoft's compiler (the headers written out here by hand from
 * Genie's icon), transparency through the mask, nearest standard colours, and a decode that gives the pixels back.
 */
class TrayIconEncoderTest {

    /** Genie's mask header: 40-byte header, 16x16, 1 plane, 1 bit, image size 64; black and white table. */
    private static final byte[] MASK_HEADER = bytes(
            "28 00 00 00 10 00 00 00 10 00 00 00 01 00 01 00 00 00 00 00 40 00 00 00 00 00 00 00 00 00 00 00"
            + " 00 00 00 00 00 00 00 00 00 00 00 00 ff ff ff 00");

    /** Genie's colour header: 4 bits, image size 128, then the Windows 16-colour table as RGBQUADs. */
    private static final byte[] COLOUR_HEADER = bytes(
            "28 00 00 00 10 00 00 00 10 00 00 00 01 00 04 00 00 00 00 00 80 00 00 00 00 00 00 00 00 00 00 00"
            + " 00 00 00 00 00 00 00 00 00 00 00 00 00 00 80 00 00 80 00 00 00 80 80 00 80 00 00 00 80 00 80 00"
            + " 80 80 00 00 80 80 80 00 c0 c0 c0 00 00 00 ff 00 00 ff 00 00 00 ff ff 00 ff 00 00 00 ff 00 ff 00"
            + " ff ff 00 00 ff ff ff 00");

    @Test
    void bitmapsHaveTheLayoutOfMicrosoftsCompiler() {
        AgentTrayIcon icon = AgentTrayIcon.fromArgb(pattern());
        assertThat(icon.maskBitmap()).hasSize(112);
        assertThat(icon.colorBitmap()).hasSize(232);
        assertThat(Arrays.copyOf(icon.maskBitmap(), MASK_HEADER.length)).isEqualTo(MASK_HEADER);
        assertThat(Arrays.copyOf(icon.colorBitmap(), COLOUR_HEADER.length)).isEqualTo(COLOUR_HEADER);
    }

    @Test
    void standardColoursAndTransparencyComeBackExactly() {
        int[] argb = pattern();
        AgentTrayIcon.Pixels back = AgentTrayIcon.fromArgb(argb).toArgb();
        assertThat(back.width()).isEqualTo(16);
        assertThat(back.height()).isEqualTo(16);
        assertThat(back.argb()).isEqualTo(argb);
    }

    @Test
    void rowsAreStoredBottomUpAndMaskedPixelsAreBlack() {
        int[] argb = new int[256];
        argb[0] = 0xFFFF0000; // top-left red (index 9); everything else transparent
        AgentTrayIcon icon = AgentTrayIcon.fromArgb(argb);
        byte[] colour = icon.colorBitmap();
        byte[] mask = icon.maskBitmap();
        int topRowColour = 40 + 64 + 15 * 8;
        int topRowMask = 40 + 8 + 15 * 4;
        assertThat(colour[topRowColour] & 0xFF).isEqualTo(0x90);
        assertThat(mask[topRowMask] & 0xFF).isEqualTo(0x7F);
        assertThat(mask[topRowMask + 1] & 0xFF).isEqualTo(0xFF);
        assertThat(mask[topRowMask + 2]).as("row padding").isZero();
        for (int i = 40 + 64; i < colour.length; i++) {
            if (i != topRowColour) {
                assertThat(colour[i]).as("byte %d of the colour bits", i).isZero();
            }
        }
    }

    @Test
    void otherColoursTakeTheNearestTableColourAndHalfTransparentIsAThreshold() {
        int[] argb = new int[256];
        Arrays.fill(argb, 0xFF000000);
        argb[1] = 0xFFF0E010; // near yellow FFFF00
        argb[2] = 0xFF7A7F85; // near grey 808080
        argb[3] = 0x80123456; // alpha 128: opaque
        argb[4] = 0x7FFFFFFF; // alpha 127: transparent
        int[] back = AgentTrayIcon.fromArgb(argb).toArgb().argb();
        assertThat(back[1]).isEqualTo(0xFFFFFF00);
        assertThat(back[2]).isEqualTo(0xFF808080);
        assertThat(back[3] >>> 24).isEqualTo(0xFF);
        assertThat(back[4]).isZero();
    }

    @Test
    void onlySixteenBySixteen() {
        assertThatThrownBy(() -> AgentTrayIcon.fromArgb(new int[32 * 32])).isInstanceOf(
                IllegalArgumentException.class).hasMessageContaining("16x16");
    }

    /** Every standard colour in some place, and a transparent border. */
    private static int[] pattern() {
        int[] argb = new int[256];
        for (int y = 1; y < 15; y++) {
            for (int x = 1; x < 15; x++) {
                argb[y * 16 + x] = 0xFF00_0000 | TrayIconEncoder.STANDARD_COLOURS[(x + 3 * y) % 16];
            }
        }
        return argb;
    }

    private static byte[] bytes(String hex) {
        String[] parts = hex.trim().split(" +");
        byte[] b = new byte[parts.length];
        for (int i = 0; i < parts.length; i++) {
            b[i] = (byte) Integer.parseInt(parts[i], 16);
        }
        return b;
    }
}
