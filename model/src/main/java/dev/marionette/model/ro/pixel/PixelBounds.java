package dev.marionette.model.ro.pixel;

/** The smallest box around the pixels of a picture that pass a test (selected, visible). */
public final class PixelBounds {

    /** Whether the pixel at (x, y) counts. */
    @FunctionalInterface
    public interface PixelTest {

        boolean test(int x, int y);
    }

    private PixelBounds() {
    }

    /**
     * {x, y, width, height} of the smallest box holding every pixel of a {@code width} &times; {@code height}
     * picture that passes {@code test}, or null when none does.
     */
    public static int[] of(int width, int height, PixelTest test) {
        int x0 = width;
        int y0 = height;
        int x1 = -1;
        int y1 = -1;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (test.test(x, y)) {
                    x0 = Math.min(x0, x);
                    y0 = Math.min(y0, y);
                    x1 = Math.max(x1, x);
                    y1 = Math.max(y1, y);
                }
            }
        }
        return x1 < 0 ? null : new int[] {x0, y0, x1 - x0 + 1, y1 - y0 + 1};
    }
}
