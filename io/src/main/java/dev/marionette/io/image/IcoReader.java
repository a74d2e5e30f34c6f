package dev.marionette.io.image;

import dev.marionette.io.FormatException;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * Reads one image of a Windows icon ({@code .ico}) or cursor ({@code .cur}) file as ARGB, the one nearest a wanted
 * size. Layout (Microsoft's "Icons" article): ICONDIR {@code u16 reserved 0, u16 type (1 icon, 2 cursor), u16 count}
 * at offset 0; then {@code count} ICONDIRENTRYs of 16 bytes ({@code u8 width (0 = 256), u8 height, u8 colours,
 * u8 reserved, u16 planes or hotspot x, u16 bits or hotspot y, u32 size, u32 offset}); each image is a PNG file or a
 * DIB: BITMAPINFOHEADER with the height doubled, colour table (1, 4, 8 bits), XOR pixels (1, 4, 8, 24 or 32 bits,
 * rows bottom-up padded to 4 bytes), then the 1-bit AND mask (1 = transparent). A 32-bit image whose alpha bytes are
 * all 0 takes its transparency from the mask, as Windows does.
 */
public final class IcoReader {

    /** More images than any real icon holds; a cap against corrupt counts. */
    private static final int MAX_IMAGES = 512;
    private static final int DIR_SIZE = 6;
    private static final int ENTRY_SIZE = 16;

    private IcoReader() {
    }

    /** True when {@code data} starts like an icon or cursor file. */
    public static boolean looksLikeIcon(byte[] data) {
        return data.length >= DIR_SIZE && u16(data, 0) == 0 && (u16(data, 2) == 1 || u16(data, 2) == 2)
                && u16(data, 4) > 0;
    }

    /**
     * The image whose size is nearest {@code wanted} pixels square (the exact size first, then the smallest larger
     * one, then the largest smaller one; the most bits per pixel among equals), as {@code TYPE_INT_ARGB}.
     *
     * @param source names the file in errors
     */
    public static BufferedImage read(byte[] data, String source, int wanted) throws FormatException {
        if (!looksLikeIcon(data)) {
            throw FormatException.of(source, 0, "icon header", "not a Windows icon (reserved 0, type 1 or 2, at least"
                    + " one image)");
        }
        int count = u16(data, 4);
        if (count > MAX_IMAGES) {
            throw new FormatException(source, 4, "image count", "at most " + MAX_IMAGES, String.valueOf(count));
        }
        if (DIR_SIZE + (long) count * ENTRY_SIZE > data.length) {
            throw FormatException.of(source, data.length, "image directory", "the file ends inside the directory of "
                    + count + " images");
        }
        int best = -1;
        long bestScore = Long.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            int at = DIR_SIZE + i * ENTRY_SIZE;
            int size = Math.max(data[at] == 0 ? 256 : data[at] & 0xFF, data[at + 1] == 0 ? 256 : data[at + 1] & 0xFF);
            int bits = u16(data, at + 6);
            long distance = size == wanted ? 0 : size > wanted ? size - wanted : 100_000L + wanted - size;
            long score = distance * 64 + (64 - Math.min(bits, 63));
            if (score < bestScore) {
                bestScore = score;
                best = i;
            }
        }
        int entry = DIR_SIZE + best * ENTRY_SIZE;
        long length = u32(data, entry + 8);
        long offset = u32(data, entry + 12);
        if (offset < DIR_SIZE || offset + length > data.length || length < 8) {
            throw new FormatException(source, entry + 8, "image " + best + " size and offset", "inside the "
                    + data.length + "-byte file", length + " bytes at offset " + offset);
        }
        int at = (int) offset;
        if ((data[at] & 0xFF) == 0x89 && data[at + 1] == 'P' && data[at + 2] == 'N' && data[at + 3] == 'G') {
            return png(data, at, (int) length, source);
        }
        return dib(data, at, (int) length, source);
    }

    private static BufferedImage png(byte[] data, int at, int length, String source) throws FormatException {
        BufferedImage png;
        try {
            png = javax.imageio.ImageIO.read(new ByteArrayInputStream(data, at, length));
        } catch (IOException | RuntimeException e) {
            throw FormatException.of(source, at, "PNG image", "unreadable (" + e.getMessage() + ")");
        }
        if (png == null) {
            throw FormatException.of(source, at, "PNG image", "unreadable");
        }
        BufferedImage argb = new BufferedImage(png.getWidth(), png.getHeight(), BufferedImage.TYPE_INT_ARGB);
        argb.getGraphics().drawImage(png, 0, 0, null);
        return argb;
    }

    private static BufferedImage dib(byte[] d, int at, int length, String source) throws FormatException {
        int end = at + length;
        long headerSize = u32(d, at);
        if (headerSize < 40 || at + headerSize > end) {
            throw new FormatException(source, at, "bitmap header size", "40 or more", String.valueOf(headerSize));
        }
        int width = (int) u32(d, at + 4);
        int doubled = (int) u32(d, at + 8);
        int bits = u16(d, at + 14);
        long compression = u32(d, at + 16);
        long used = u32(d, at + 32);
        if (width <= 0 || width > 256 || doubled <= 0 || doubled > 512) {
            throw new FormatException(source, at + 4, "bitmap size", "1 to 256 pixels wide and high (height doubled)",
                    width + "x" + doubled);
        }
        if (bits != 1 && bits != 4 && bits != 8 && bits != 24 && bits != 32) {
            throw new FormatException(source, at + 14, "bits per pixel", "1, 4, 8, 24 or 32", String.valueOf(bits));
        }
        if (compression != 0) {
            throw new FormatException(source, at + 16, "compression", "0 (none)", String.valueOf(compression));
        }
        int height = doubled / 2;
        int colours = bits > 8 ? 0 : used == 0 || used > (1 << bits) ? 1 << bits : (int) used;
        int table = at + (int) headerSize;
        int pixels = table + 4 * colours;
        int stride = (width * bits + 31) / 32 * 4;
        int maskStride = (width + 31) / 32 * 4;
        long needed = (long) pixels - at + (long) stride * height;
        if (at + needed > end) {
            throw FormatException.of(source, end, "bitmap pixels", "the image ends before its " + width + "x" + height
                    + " pixels");
        }
        int mask = pixels + stride * height;
        boolean hasMask = mask + (long) maskStride * height <= end;
        int[] argb = new int[width * height];
        boolean anyAlpha = false;
        for (int y = 0; y < height; y++) {
            int row = pixels + (height - 1 - y) * stride; // bottom-up
            for (int x = 0; x < width; x++) {
                int p;
                if (bits <= 8) {
                    int bit = x * bits;
                    int index = ((d[row + bit / 8] & 0xFF) >>> (8 - bits - bit % 8)) & ((1 << bits) - 1);
                    p = index < colours ? 0xFF00_0000 | (int) (u32(d, table + 4 * index) & 0xFF_FFFF) : 0xFF00_0000;
                } else {
                    int o = row + x * (bits / 8);
                    int rgb = (d[o + 2] & 0xFF) << 16 | (d[o + 1] & 0xFF) << 8 | d[o] & 0xFF;
                    int alpha = bits == 32 ? d[o + 3] & 0xFF : 0xFF;
                    anyAlpha |= bits == 32 && alpha != 0;
                    p = alpha << 24 | rgb;
                }
                argb[y * width + x] = p;
            }
        }
        boolean useMask = hasMask && (bits != 32 || !anyAlpha);
        for (int y = 0; y < height; y++) {
            int row = mask + (height - 1 - y) * maskStride;
            for (int x = 0; x < width; x++) {
                boolean clear = useMask && ((d[row + x / 8] >>> (7 - x % 8)) & 1) != 0;
                if (clear) {
                    argb[y * width + x] = 0;
                } else if (bits == 32 && !anyAlpha) {
                    argb[y * width + x] |= 0xFF00_0000;
                }
            }
        }
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, width, height, argb, 0, width);
        return image;
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8;
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
    }
}
