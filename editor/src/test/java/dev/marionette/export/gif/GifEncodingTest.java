package dev.marionette.export.gif;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.export.Background;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** GIF timing, colour reduction and the writer, checked by reading the files back with ImageIO. */
class GifEncodingTest {

    @Test
    void delaysCarryTheRoundingSoTheTotalStaysExact() {
        // 1.5 ticks of 25 ms = 37.5 ms: 8 frames last 300 ms.
        int[] delays = GifTiming.centiseconds(8, 37.5);
        assertThat(delays).containsExactly(4, 4, 3, 4, 4, 4, 3, 4);
        assertThat(Arrays.stream(delays).sum()).isEqualTo(30);
        // 25 ms frames alternate 3 and 2 (rounding halves up), never drifting.
        int[] quick = GifTiming.centiseconds(100, 25);
        assertThat(Arrays.stream(quick).sum()).isEqualTo(250);
        assertThat(GifTiming.shortDelayNote(quick)).isNull();
        assertThat(GifTiming.shortDelayNote(GifTiming.centiseconds(4, 12.5))).contains("100 ms");
        assertThat(GifTiming.centiseconds(new double[] {100, 150, 0})).containsExactly(10, 15, 0);
    }

    @Test
    void fewColoursAreKeptExactlyWithTransparency() throws IOException {
        int[] a = {0, 0xFFFF0000, 0x80FF0000, 0x7F00FF00, 0xFF0000FF, 0};
        int[] b = {0xFF0000FF, 0xFF0000FF, 0, 0, 0xFF123456, 0xFFFF0000};
        ColorReducer.Result r = ColorReducer.reduce(List.of(a, b), 3, 2, new int[] {10, 20}, Background.TRANSPARENT,
                null, false);
        assertThat(r.notes()).containsExactly("2 partly transparent pixels (all frames together): a GIF has no"
                + " partial transparency, so 1 under half opaque were left out and 1 at least half opaque were made"
                + " opaque; a background colour blends them instead");
        assertThat(r.colors()).isEqualTo("3 colours, exact");
        DecodedGif gif = DecodedGif.read(AnimatedGifWriter.write(r.frames()));
        assertThat(gif.loops()).isTrue();
        assertThat(gif.frames()).hasSize(2);
        assertThat(gif.frames().get(0).delay()).isEqualTo(10);
        assertThat(gif.frames().get(1).delay()).isEqualTo(20);
        assertThat(gif.frames().get(0).transparent()).isTrue();
        assertThat(gif.frames().get(0).disposal()).isEqualTo("restoreToBackgroundColor");
        // Alpha 128 and up is opaque in its own colour; below is transparent.
        assertThat(gif.frames().get(0).argb()).containsExactly(0, 0xFFFF0000, 0xFFFF0000, 0, 0xFF0000FF, 0);
        assertThat(gif.frames().get(1).argb()).containsExactly(b);
    }

    @Test
    void aBackgroundColourIsBlendedIntoOpaqueFrames() throws IOException {
        int[] a = {0, 0x80FFFFFF, 0xFF000000};
        ColorReducer.Result r = ColorReducer.reduce(List.<int[]>of(a), 3, 1, new int[] {5},
                Background.of(0x000080), null, false);
        DecodedGif gif = DecodedGif.read(AnimatedGifWriter.write(r.frames()));
        assertThat(gif.frames().get(0).transparent()).isFalse();
        assertThat(gif.frames().get(0).argb()).containsExactly(0xFF000080, 0xFF8080C0, 0xFF000000);
    }

    @Test
    void aPreferredPaletteIsKeptWhenItHoldsEveryColour() throws IOException {
        int[] spr = new int[256];
        for (int i = 0; i < 256; i++) {
            spr[i] = i * 0x010101;
        }
        spr[0] = 0xFF00FF;
        int[] frame = {0, 0xFF050505, 0xFF070707};
        ColorReducer.Result kept = ColorReducer.reduce(List.<int[]>of(frame), 3, 1, new int[] {1},
                Background.TRANSPARENT, spr, false);
        assertThat(kept.colors()).endsWith("the sprite's own palette");
        GifFrame f = kept.frames().get(0);
        assertThat(f.palette().rgb()).containsExactly(spr);
        assertThat(f.indices()).containsExactly(0, 5, 7);
        // A colour outside it: an exact palette of its own instead.
        int[] other = {0, 0xFF050506};
        assertThat(ColorReducer.reduce(List.<int[]>of(other), 2, 1, new int[] {1}, Background.TRANSPARENT, spr, false)
                .colors()).isEqualTo("1 colours, exact");
    }

    @Test
    void framesWithMoreColoursThanAGifHoldsAreReducedByMedianCut() throws IOException {
        Random random = new Random(5);
        int w = 64;
        int h = 64;
        int[] noisy = new int[w * h];
        for (int i = 0; i < noisy.length; i++) {
            // A smooth gradient with noise: thousands of colours.
            int x = i % w;
            int y = i / w;
            noisy[i] = 0xFF00_0000 | clamp(x * 4 + random.nextInt(9)) << 16 | clamp(y * 4 + random.nextInt(9)) << 8
                    | clamp(128 + random.nextInt(9));
        }
        // The baseline a reduction must beat: a uniform 6x6x6 cube of 216 colours, nearest level per channel.
        double uniform = 0;
        for (int px : noisy) {
            for (int shift = 0; shift <= 16; shift += 8) {
                int v = px >>> shift & 0xFF;
                uniform += Math.abs(v - Math.round(v / 51.0) * 51);
            }
        }
        uniform /= noisy.length;
        int[] few = new int[w * h];
        Arrays.fill(few, 0xFF102030);
        for (boolean dither : new boolean[] {false, true}) {
            ColorReducer.Result r = ColorReducer.reduce(List.of(noisy, few), w, h, new int[] {3, 3},
                    Background.TRANSPARENT, null, dither);
            assertThat(r.notes()).singleElement().asString().startsWith("1 of 2 frames have more than 256 colours");
            DecodedGif gif = DecodedGif.read(AnimatedGifWriter.write(r.frames()));
            int[] out = gif.frames().get(0).argb();
            double error = 0;
            for (int i = 0; i < out.length; i++) {
                error += Math.abs((out[i] >>> 16 & 0xFF) - (noisy[i] >>> 16 & 0xFF))
                        + Math.abs((out[i] >>> 8 & 0xFF) - (noisy[i] >>> 8 & 0xFF))
                        + Math.abs((out[i] & 0xFF) - (noisy[i] & 0xFF));
            }
            // Median cut puts its colours where the picture's colours are: well under the uniform cube's error.
            assertThat(error / out.length).isLessThan(uniform * (dither ? 0.9 : 0.75));
            assertThat(gif.frames().get(1).argb()).containsOnly(0xFF102030);
        }
    }

    @Test
    void scalingRepeatsEachPixel() {
        GifFrame f = new GifFrame(2, 1, new byte[] {1, 2}, new GifPalette(new int[] {0, 0xFF, 0xFF00}, 0), 7);
        GifFrame big = f.scaled(3);
        assertThat(big.width()).isEqualTo(6);
        assertThat(big.height()).isEqualTo(3);
        List<Byte> row = new ArrayList<>();
        for (byte b : big.indices()) {
            row.add(b);
        }
        assertThat(row).containsExactly((byte) 1, (byte) 1, (byte) 1, (byte) 2, (byte) 2, (byte) 2,
                (byte) 1, (byte) 1, (byte) 1, (byte) 2, (byte) 2, (byte) 2,
                (byte) 1, (byte) 1, (byte) 1, (byte) 2, (byte) 2, (byte) 2);
        assertThat(big.delay()).isEqualTo(7);
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }
}
