package dev.marionette.model.acs;

import java.util.Arrays;
import java.util.Objects;

/**
 * The system tray icon (acs.md 4.2): two device-independent bitmaps, each a BITMAPINFOHEADER, its colour
 * table and its bits, kept exactly as stored. In real files the first is a 16x16 1-bit mask (112 bytes) and
 * the second a 16x16 4-bit colour bitmap (232 bytes). Windows draws the icon by AND-ing the mask onto the
 * screen and XOR-ing the colour bitmap; {@link #toArgb()} turns that into plain ARGB for display. Immutable.
 */
public final class AgentTrayIcon {

    /** The side, in pixels, of the icons {@link #fromArgb} makes (Agent's tray icon size). */
    public static final int SIZE = TrayIconEncoder.SIZE;

    private final byte[] maskBitmap;
    private final byte[] colorBitmap;

    /** An icon from its two stored bitmaps (copied). */
    public AgentTrayIcon(byte[] maskBitmap, byte[] colorBitmap) {
        this.maskBitmap = Objects.requireNonNull(maskBitmap, "maskBitmap").clone();
        this.colorBitmap = Objects.requireNonNull(colorBitmap, "colorBitmap").clone();
    }

    /**
     * An icon as Microsoft's compiler stores one, from 16x16 ARGB pixels ({@code argb[y * 16 + x]}, top row
     * first): pixels with alpha below 128 are transparent, the others take the nearest of the standard Windows 16
     * colours (the table of every sample icon). {@link #toArgb()} gives back such an icon's pixels when they are
     * table colours.
     *
     * @throws IllegalArgumentException when there are not 256 pixels
     */
    public static AgentTrayIcon fromArgb(int[] argb) {
        return TrayIconEncoder.encode(argb);
    }

    /** The monochrome mask bitmap as stored (a copy). */
    public byte[] maskBitmap() {
        return maskBitmap.clone();
    }

    /** The colour bitmap as stored (a copy). */
    public byte[] colorBitmap() {
        return colorBitmap.clone();
    }

    /** Icon pixels for display: {@code argb[y * width + x]}, top row first. */
    public record Pixels(int width, int height, int[] argb) {
    }

    /**
     * Decodes the icon for display. A pixel whose mask bit is 1 is transparent (where the colour bitmap is not
     * black Windows would invert the screen there; that cannot be shown as a colour, so it is transparent too);
     * any other pixel takes its colour-table colour, opaque.
     *
     * @throws IllegalArgumentException when a bitmap is malformed or the two sizes differ
     */
    public Pixels toArgb() {
        Dib color = Dib.parse(colorBitmap, "colour bitmap");
        Dib mask = Dib.parse(maskBitmap, "mask bitmap");
        if (mask.width() != color.width() || mask.height() < color.height()) {
            throw new IllegalArgumentException("mask " + mask.width() + "x" + mask.height() + " does not cover the "
                    + color.width() + "x" + color.height() + " colour bitmap");
        }
        int[] out = new int[color.width() * color.height()];
        for (int y = 0; y < color.height(); y++) {
            for (int x = 0; x < color.width(); x++) {
                boolean clear = mask.index(x, y) != 0;
                out[y * color.width() + x] = clear ? 0 : 0xFF00_0000 | color.rgb(x, y);
            }
        }
        return new Pixels(color.width(), color.height(), out);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AgentTrayIcon t && Arrays.equals(maskBitmap, t.maskBitmap)
                && Arrays.equals(colorBitmap, t.colorBitmap);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(maskBitmap) + Arrays.hashCode(colorBitmap);
    }

    @Override
    public String toString() {
        return "AgentTrayIcon[mask " + maskBitmap.length + " bytes, colour " + colorBitmap.length + " bytes]";
    }

    /** A parsed uncompressed 1/4/8-bit DIB: BITMAPINFOHEADER, RGBQUAD colour table, rows padded to 4 bytes. */
    private record Dib(int width, int height, boolean topDown, int bits, int[] table, byte[] data, int pixelOffset) {

        static Dib parse(byte[] b, String what) {
            if (b.length < 40) {
                throw new IllegalArgumentException(what + ": " + b.length + " bytes, too short for a header");
            }
            long headerSize = u32(b, 0);
            int width = (int) u32(b, 4);
            int rawHeight = (int) u32(b, 8);
            int bits = u16(b, 14);
            long compression = u32(b, 16);
            long used = u32(b, 32);
            if (headerSize < 40 || headerSize > b.length) {
                throw new IllegalArgumentException(what + ": header size " + headerSize);
            }
            if (bits != 1 && bits != 4 && bits != 8) {
                throw new IllegalArgumentException(what + ": " + bits + " bits per pixel (1, 4 or 8 expected)");
            }
            if (compression != 0) {
                throw new IllegalArgumentException(what + ": compressed bitmap (type " + compression + ")");
            }
            int height = rawHeight == Integer.MIN_VALUE ? 0 : Math.abs(rawHeight);
            if (width <= 0 || width > 256 || height == 0 || height > 512) {
                throw new IllegalArgumentException(what + ": size " + width + "x" + rawHeight);
            }
            int colors = used == 0 ? 1 << bits : (int) Math.min(used, 1 << bits);
            long tableEnd = headerSize + 4L * colors;
            long stride = ((long) width * bits + 31) / 32 * 4;
            if (tableEnd + stride * height > b.length) {
                throw new IllegalArgumentException(what + ": " + b.length + " bytes, too short for a " + width + "x"
                        + height + " " + bits + "-bit bitmap");
            }
            int[] table = new int[colors];
            for (int i = 0; i < colors; i++) {
                table[i] = (int) u32(b, (int) headerSize + 4 * i) & 0xFF_FFFF;
            }
            return new Dib(width, height, rawHeight < 0, bits, table, b, (int) tableEnd);
        }

        int index(int x, int y) {
            int stride = (width * bits + 31) / 32 * 4;
            int row = topDown ? y : height - 1 - y;
            int bit = x * bits;
            int v = data[pixelOffset + row * stride + bit / 8] & 0xFF;
            return (v >>> (8 - bits - bit % 8)) & ((1 << bits) - 1);
        }

        /** The colour of a pixel as 0xRRGGBB (RGBQUAD is stored B, G, R, 0). */
        int rgb(int x, int y) {
            int i = index(x, y);
            return i < table.length ? table[i] : 0;
        }

        private static int u16(byte[] b, int at) {
            return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8;
        }

        private static long u32(byte[] b, int at) {
            return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
        }
    }
}
