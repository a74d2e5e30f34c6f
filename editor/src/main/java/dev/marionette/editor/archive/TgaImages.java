package dev.marionette.editor.archive;

import java.awt.image.BufferedImage;

/**
 * Decodes the TGA images Ragnarok clients hold (true colour, 24 or 32 bits, plain or run-length encoded, either
 * row order) for the browser's preview; Java's image I/O reads no TGA. Anything else is refused with null.
 */
final class TgaImages {

    private static final int MAX_PIXELS = 16 << 20;

    private TgaImages() {
    }

    /** The image, or null when the bytes are not a TGA this decodes (the preview then says so). */
    static BufferedImage decode(byte[] b) {
        if (b.length < 18) {
            return null;
        }
        int idLength = b[0] & 0xFF;
        int colourMapType = b[1] & 0xFF;
        int type = b[2] & 0xFF;
        int width = (b[12] & 0xFF) | (b[13] & 0xFF) << 8;
        int height = (b[14] & 0xFF) | (b[15] & 0xFF) << 8;
        int bits = b[16] & 0xFF;
        boolean topDown = (b[17] & 0x20) != 0;
        if (colourMapType != 0 || (type != 2 && type != 10) || (bits != 24 && bits != 32) || width == 0
                || height == 0 || (long) width * height > MAX_PIXELS) {
            return null;
        }
        int bytesPerPixel = bits / 8;
        int at = 18 + idLength;
        int[] argb = new int[width * height];
        int p = 0;
        while (p < argb.length) {
            int run = 1;
            boolean repeat = false;
            if (type == 10) {
                if (at >= b.length) {
                    return null;
                }
                int header = b[at++] & 0xFF;
                run = (header & 0x7F) + 1;
                repeat = (header & 0x80) != 0;
            }
            for (int k = 0; k < run && p < argb.length; k++) {
                if (at + bytesPerPixel > b.length) {
                    return null;
                }
                int blue = b[at] & 0xFF;
                int green = b[at + 1] & 0xFF;
                int red = b[at + 2] & 0xFF;
                int alpha = bytesPerPixel == 4 ? b[at + 3] & 0xFF : 0xFF;
                argb[p++] = alpha << 24 | red << 16 | green << 8 | blue;
                if (!repeat || k == run - 1) {
                    at += bytesPerPixel;
                }
            }
        }
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < height; y++) {
            int row = topDown ? y : height - 1 - y;
            image.setRGB(0, row, width, 1, argb, y * width, width);
        }
        return image;
    }
}
