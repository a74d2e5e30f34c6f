package dev.marionette.model.acs;

/**
 * Builds the two bitmaps of a tray icon from 16x16 ARGB pixels, as Microsoft's compiler stores them (acs.md 4.2,
 * and the icons of Genie and Peedy): a 1-bit mask DIB (BITMAPINFOHEADER with the image size filled in, the colour
 * table black, white, bottom-up rows padded to 4 bytes; 112 bytes) and a 4-bit colour DIB with the standard
 * Windows 16-colour table (232 bytes). A pixel with alpha below 128 is transparent: mask bit 1 and colour index 0
 * (black), so Windows' AND then XOR leaves the screen as it is there. Every other pixel takes the nearest colour of
 * the table (squared distance in RGB, the first on a tie).
 */
final class TrayIconEncoder {

    /** The side of a tray icon in pixels. */
    static final int SIZE = 16;

    /** The Windows 16-colour table in Microsoft's order, {@code 0xRRGGBB}. */
    static final int[] STANDARD_COLOURS = {
        0x000000, 0x800000, 0x008000, 0x808000, 0x000080, 0x800080, 0x008080, 0x808080,
        0xC0C0C0, 0xFF0000, 0x00FF00, 0xFFFF00, 0x0000FF, 0xFF00FF, 0x00FFFF, 0xFFFFFF};

    private static final int HEADER = 40;

    private TrayIconEncoder() {
    }

    static AgentTrayIcon encode(int[] argb) {
        if (argb.length != SIZE * SIZE) {
            throw new IllegalArgumentException("a tray icon is " + SIZE + "x" + SIZE + " pixels, not " + argb.length
                    + " pixels");
        }
        int maskStride = 4;
        int colourStride = 8;
        byte[] mask = header(1, maskStride * SIZE, 2);
        putRgbQuad(mask, HEADER, 0x000000);
        putRgbQuad(mask, HEADER + 4, 0xFFFFFF);
        byte[] colour = header(4, colourStride * SIZE, 16);
        for (int i = 0; i < STANDARD_COLOURS.length; i++) {
            putRgbQuad(colour, HEADER + 4 * i, STANDARD_COLOURS[i]);
        }
        int maskPixels = HEADER + 4 * 2;
        int colourPixels = HEADER + 4 * 16;
        for (int y = 0; y < SIZE; y++) {
            int row = SIZE - 1 - y; // DIB rows are stored bottom-up
            for (int x = 0; x < SIZE; x++) {
                int p = argb[y * SIZE + x];
                if (p >>> 24 < 128) {
                    mask[maskPixels + row * maskStride + x / 8] |= (byte) (0x80 >>> (x % 8));
                } else {
                    int index = nearest(p & 0xFF_FFFF);
                    colour[colourPixels + row * colourStride + x / 2] |= (byte) (x % 2 == 0 ? index << 4 : index);
                }
            }
        }
        return new AgentTrayIcon(mask, colour);
    }

    /** The index of the table colour nearest to {@code rgb}. */
    static int nearest(int rgb) {
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < STANDARD_COLOURS.length; i++) {
            int c = STANDARD_COLOURS[i];
            long dr = ((rgb >> 16) & 0xFF) - ((c >> 16) & 0xFF);
            long dg = ((rgb >> 8) & 0xFF) - ((c >> 8) & 0xFF);
            long db = (rgb & 0xFF) - (c & 0xFF);
            long d = dr * dr + dg * dg + db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
    }

    /** A BITMAPINFOHEADER for a 16x16 bitmap followed by room for the colour table and the pixels. */
    private static byte[] header(int bits, int imageSize, int colours) {
        byte[] b = new byte[HEADER + 4 * colours + imageSize];
        putU32(b, 0, HEADER);
        putU32(b, 4, SIZE);
        putU32(b, 8, SIZE);
        b[12] = 1; // planes
        b[14] = (byte) bits;
        putU32(b, 20, imageSize); // compression (16) stays 0; resolutions and colour counts stay 0
        return b;
    }

    /** RGBQUAD: blue, green, red, reserved 0. */
    private static void putRgbQuad(byte[] b, int at, int rgb) {
        b[at] = (byte) rgb;
        b[at + 1] = (byte) (rgb >> 8);
        b[at + 2] = (byte) (rgb >> 16);
    }

    private static void putU32(byte[] b, int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >> 8);
        b[at + 2] = (byte) (v >> 16);
        b[at + 3] = (byte) (v >> 24);
    }
}
