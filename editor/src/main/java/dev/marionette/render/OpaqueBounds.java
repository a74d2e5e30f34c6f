package dev.marionette.render;

import java.awt.Rectangle;

/** Where a picture has pixels that are not fully transparent: what a trimmed or cropped frame keeps. */
public final class OpaqueBounds {

    private OpaqueBounds() {
    }

    /**
     * The smallest rectangle holding every pixel of {@code argb} ({@code width} x {@code height}, row by row) whose
     * alpha is not 0, or null when every pixel is fully transparent.
     */
    public static Rectangle of(int[] argb, int width, int height) {
        int minX = width;
        int minY = height;
        int maxX = -1;
        int maxY = -1;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (argb[y * width + x] >>> 24 != 0) {
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        return maxX < 0 ? null : new Rectangle(minX, minY, maxX - minX + 1, maxY - minY + 1);
    }
}
