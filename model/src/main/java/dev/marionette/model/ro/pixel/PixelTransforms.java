package dev.marionette.model.ro.pixel;

/**
 * Whole-buffer transforms: mirror left-right or top-bottom, a quarter turn either way (width and height swap),
 * and a new canvas size with the picture anchored at one of nine places (cut where the canvas shrinks,
 * transparent where it grows). Each returns a new buffer.
 */
public final class PixelTransforms {

    /** The largest canvas side the editor makes (SPR stores sizes as 16-bit values). */
    public static final int MAX_SIDE = 0xFFFF;

    private PixelTransforms() {
    }

    /** Mirrored left to right. */
    public static PixelBuffer flipHorizontal(PixelBuffer b) {
        PixelBuffer out = new PixelBuffer(b.width(), b.height(), b.indexed());
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                out.set(b.width() - 1 - x, y, b.get(x, y));
            }
        }
        return out;
    }

    /** Mirrored top to bottom. */
    public static PixelBuffer flipVertical(PixelBuffer b) {
        PixelBuffer out = new PixelBuffer(b.width(), b.height(), b.indexed());
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                out.set(x, b.height() - 1 - y, b.get(x, y));
            }
        }
        return out;
    }

    /** Turned a quarter clockwise: the top row becomes the right column. */
    public static PixelBuffer rotateClockwise(PixelBuffer b) {
        PixelBuffer out = new PixelBuffer(b.height(), b.width(), b.indexed());
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                out.set(b.height() - 1 - y, x, b.get(x, y));
            }
        }
        return out;
    }

    /** Turned a quarter anticlockwise: the top row becomes the left column. */
    public static PixelBuffer rotateAnticlockwise(PixelBuffer b) {
        PixelBuffer out = new PixelBuffer(b.height(), b.width(), b.indexed());
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                out.set(y, b.width() - 1 - x, b.get(x, y));
            }
        }
        return out;
    }

    /**
     * The picture on a canvas of {@code width} &times; {@code height}, placed by the anchor: {@code anchorX} 0
     * keeps the left edge, 1 the centre (an odd leftover goes right), 2 the right edge; {@code anchorY} alike
     * for top, middle, bottom.
     */
    public static PixelBuffer resizeCanvas(PixelBuffer b, int width, int height, int anchorX, int anchorY) {
        if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
            throw new IllegalArgumentException("a canvas is 1 to " + MAX_SIDE + " pixels a side, not " + width + "x"
                    + height);
        }
        if (anchorX < 0 || anchorX > 2 || anchorY < 0 || anchorY > 2) {
            throw new IllegalArgumentException("anchor " + anchorX + "," + anchorY + " is not in 0..2");
        }
        int dx = anchorOffset(width - b.width(), anchorX);
        int dy = anchorOffset(height - b.height(), anchorY);
        PixelBuffer out = new PixelBuffer(width, height, b.indexed());
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                out.set(x + dx, y + dy, b.get(x, y));
            }
        }
        return out;
    }

    /**
     * Where the old picture's left (or top) edge lands on the new canvas for an anchor (0, 1, 2), given the room
     * the canvas gained (negative when it shrank).
     */
    public static int anchorOffset(int room, int anchor) {
        return anchor == 0 ? 0 : anchor == 2 ? room : Math.floorDiv(room, 2);
    }
}
