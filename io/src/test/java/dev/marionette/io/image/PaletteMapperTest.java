package dev.marionette.io.image;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** True-colour pictures onto a palette: nearest colours, transparency by alpha or key colour, dithering. */
class PaletteMapperTest {

    /** Index 0 black, 1 magenta (transparent), 2 white, 3 red, 4 mid grey. */
    private static final int[] PALETTE = {0x000000, 0xFF00FF, 0xFFFFFF, 0xFF0000, 0x808080};
    private final PaletteMapper mapper = new PaletteMapper(PALETTE, 1);

    private static BufferedImage picture(int w, int h, int... argb) {
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, w, h, argb, 0, w);
        return image;
    }

    @Test
    void eachOpaquePixelTakesTheNearestColourButNeverTheTransparentOne() {
        byte[] out = mapper.map(picture(5, 1, 0xFF101010, 0xFFF0F0F0, 0xFFE01010, 0xFF7A8088, 0xFFFF00FF),
                PaletteMapper.Options.DEFAULT);
        assertThat(out).as("magenta is nearer grey than red").containsExactly(0, 2, 3, 4, 4);
    }

    @Test
    void seeThroughPixelsBecomeTheTransparentIndex() {
        byte[] out = mapper.map(picture(3, 1, 0x00FFFFFF, 0x7F000000, 0x80000000), PaletteMapper.Options.DEFAULT);
        assertThat(out).containsExactly(1, 1, 0);
    }

    @Test
    void aChosenColourBecomesTheTransparentIndex() {
        PaletteMapper.Options key = new PaletteMapper.Options(false, PaletteMapper.Transparency.COLOR, 0x00FF00);
        byte[] out = mapper.map(picture(3, 1, 0xFF00FF00, 0xFF00FE00, 0x00000000), key);
        assertThat(out).containsExactly(1, 4, 1);
    }

    @Test
    void ditheringKeepsTheAverageOfAFlatGrey() {
        int w = 32;
        int[] grey = new int[w * w];
        java.util.Arrays.fill(grey, 0xFF404040);
        PaletteMapper bw = new PaletteMapper(new int[] {0x000000, 0xFF00FF, 0xFFFFFF}, 1);
        byte[] plain = bw.map(picture(w, w, grey), PaletteMapper.Options.DEFAULT);
        byte[] dithered = bw.map(picture(w, w, grey), new PaletteMapper.Options(true, PaletteMapper.Transparency.ALPHA,
                0));
        assertThat(whiteShare(plain)).as("nearest colour: all black").isZero();
        assertThat(whiteShare(dithered)).as("0x40 is a quarter of white").isBetween(0.22, 0.28);
    }

    private static double whiteShare(byte[] px) {
        int white = 0;
        for (byte b : px) {
            white += b == 2 ? 1 : 0;
        }
        return white / (double) px.length;
    }
}
