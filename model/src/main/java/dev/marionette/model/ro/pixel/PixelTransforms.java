package dev.marionette.model.ro.pixel;

import java.util.function.IntBinaryOperator;

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
        return moved(b, b.width(), b.height(), (x, y) -> b.width() - 1 - x, (x, y) -> y);
    }

    /** Mirrored top to bottom. */
    public static PixelBuffer flipVertical(PixelBuffer b) {
        return moved(b, b.width(), b.height(), (x, y) -> x, (x, y) -> b.height() - 1 - y);
    }

    /** Turned a quarter clockwise: the top row becomes the right column. */
    public static PixelBuffer rotateClockwise(PixelBuffer b) {
        return moved(b, b.height(), b.width(), (x, y) -> b.height() - 1 - y, (x, y) -> x);
    }

    /** Turned a quarter anticlockwise: the top row becomes the left column. */
    public static PixelBuffer rotateAnticlockwise(PixelBuffer b) {
        return moved(b, b.height(), b.width(), (x, y) -> y, (x, y) -> b.width() - 1 - x);
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
        return moved(b, width, height, (x, y) -> x + dx, (x, y) -> y + dy);
    }

    /**
     * A {@code width} &times; {@code height} buffer with every pixel (x, y) of {@code b} at ({@code newX(x, y)},
     * {@code newY(x, y)}); places outside it are cut, places nothing lands on stay transparent.
     */
    private static PixelBuffer moved(PixelBuffer b, int width, int height, IntBinaryOperator newX,
            IntBinaryOperator newY) {
        PixelBuffer out = new PixelBuffer(width, height, b.indexed());
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                out.set(newX.applyAsInt(x, y), newY.applyAsInt(x, y), b.get(x, y));
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
