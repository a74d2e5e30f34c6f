package dev.marionette.io.image;

import dev.marionette.io.FormatException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * What a PNG file says before its pixels, read from its chunks so that a picture can be judged (its size, its
 * bit depth, its palette exactly as stored) before anything is decoded or allocated.
 *
 * <p>Layout (PNG specification, ISO/IEC 15948): an 8-byte signature {@code 89 50 4E 47 0D 0A 1A 0A}, then
 * chunks of a big-endian u32 data length, a 4-letter type, the data and a u32 CRC. {@code IHDR} comes first:
 * u32 width, u32 height, u8 bit depth, u8 colour type, u8 compression, u8 filter, u8 interlace. Before the first
 * {@code IDAT} may come {@code PLTE} (1 to 256 entries of R, G, B), {@code tRNS} (for a palette picture one
 * alpha byte per entry, missing entries opaque; for grey a u16 grey value, for RGB three u16) and {@code tEXt}
 * (a Latin-1 keyword, a NUL, the text). Other chunks are skipped. Every chunk's CRC (a CRC-32 of its type and
 * data) is checked, through to {@code IEND}: the JDK's decoder does not check them, so a damaged picture would
 * otherwise come out with wrong pixels and no word.
 *
 * @param source        the file, as named in errors
 * @param width         pixels across (1 or more)
 * @param height        pixels down (1 or more)
 * @param bitDepth      bits per sample: 1, 2, 4, 8 or 16
 * @param colourType    {@link #GREY}, {@link #RGB}, {@link #PALETTE}, {@link #GREY_ALPHA} or {@link #RGBA}
 * @param palette       for a palette picture, its entries exactly as stored ({@code 0xAARRGGBB}, alpha from
 *                      {@code tRNS}); else null
 * @param paletteOffset byte offset of the first {@code PLTE} entry, or -1
 * @param transparent   for grey and RGB pictures, the {@code tRNS} colour ({@code 0xRRGGBB} of the stored
 *                      samples, a grey value in the low byte for grey), or -1
 * @param text          the {@code tEXt} entries by keyword
 * @param pixelsOffset  byte offset of the first {@code IDAT} chunk (or of {@code IEND} when there is none)
 */
public record PngHeader(String source, int width, int height, int bitDepth, int colourType, int[] palette,
        long paletteOffset, int transparent, Map<String, String> text, long pixelsOffset) {

    /** Colour type 0: grey samples. */
    public static final int GREY = 0;
    /** Colour type 2: red, green, blue samples. */
    public static final int RGB = 2;
    /** Colour type 3: palette indices. */
    public static final int PALETTE = 3;
    /** Colour type 4: grey and alpha samples. */
    public static final int GREY_ALPHA = 4;
    /** Colour type 6: red, green, blue and alpha samples. */
    public static final int RGBA = 6;

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    /** True when {@code data} starts with the PNG signature. */
    public static boolean isPng(byte[] data) {
        if (data.length < SIGNATURE.length) {
            return false;
        }
        for (int i = 0; i < SIGNATURE.length; i++) {
            if (data[i] != SIGNATURE[i]) {
                return false;
            }
        }
        return true;
    }

    /** The stored palette (a copy), or null for a picture without one. */
    @Override
    public int[] palette() {
        return palette == null ? null : palette.clone();
    }

    /** True for a palette picture (colour type 3). */
    public boolean isPalette() {
        return colourType == PALETTE;
    }

    /** The colour type in words ("palette", "RGBA"...). */
    public String colourTypeName() {
        return switch (colourType) {
            case GREY -> "grey";
            case RGB -> "RGB";
            case PALETTE -> "palette";
            case GREY_ALPHA -> "grey and alpha";
            case RGBA -> "RGBA";
            default -> "colour type " + colourType;
        };
    }

    /** Reads the header and the chunks before the pixels of the PNG in {@code data}. */
    public static PngHeader read(byte[] data, String source) throws FormatException {
        if (!isPng(data)) {
            StringBuilder first = new StringBuilder();
            for (int i = 0; i < Math.min(8, data.length); i++) {
                first.append(String.format("%02X ", data[i] & 0xFF));
            }
            throw new FormatException(source, 0, "PNG signature", "89 50 4E 47 0D 0A 1A 0A", data.length == 0
                    ? "an empty file" : first.toString().trim() + " (not a PNG)");
        }
        int at = SIGNATURE.length;
        Chunk ihdr = chunk(data, at, source);
        if (!ihdr.type.equals("IHDR") || ihdr.length != 13) {
            throw new FormatException(source, at, "first chunk", "IHDR of 13 bytes",
                    ihdr.type + " of " + ihdr.length + " bytes");
        }
        int d = ihdr.dataAt;
        long width = u32(data, d);
        long height = u32(data, d + 4);
        int depth = data[d + 8] & 0xFF;
        int type = data[d + 9] & 0xFF;
        if (width < 1 || width > Integer.MAX_VALUE) {
            throw new FormatException(source, d, "width", "1 to 2147483647", Long.toString(width));
        }
        if (height < 1 || height > Integer.MAX_VALUE) {
            throw new FormatException(source, d + 4, "height", "1 to 2147483647", Long.toString(height));
        }
        checkDepth(source, d + 8, type, depth);
        int[] palette = null;
        long paletteOffset = -1;
        int transparent = -1;
        Map<String, String> text = new LinkedHashMap<>();
        at = ihdr.next;
        while (true) {
            Chunk c = chunk(data, at, source);
            if (c.type.equals("IDAT") || c.type.equals("IEND")) {
                break;
            }
            if (c.type.equals("PLTE") && type == PALETTE) {
                if (c.length % 3 != 0 || c.length < 3 || c.length > 256 * 3) {
                    throw new FormatException(source, at, "PLTE length", "1 to 256 entries of 3 bytes",
                            c.length + " bytes");
                }
                palette = new int[c.length / 3];
                for (int i = 0; i < palette.length; i++) {
                    int e = c.dataAt + i * 3;
                    palette[i] = 0xFF00_0000 | (data[e] & 0xFF) << 16 | (data[e + 1] & 0xFF) << 8 | data[e + 2] & 0xFF;
                }
                paletteOffset = c.dataAt;
            } else if (c.type.equals("tRNS")) {
                transparent = transparency(data, c, type, palette, source, at);
            } else if (c.type.equals("tEXt")) {
                addText(data, c, text);
            }
            at = c.next;
        }
        if (type == PALETTE && palette == null) {
            throw FormatException.of(source, at, "PLTE", "a palette picture without a palette chunk");
        }
        // The pixels' chunks are only walked here, for their CRCs; the decoder reads them.
        for (int next = at; next + 8 <= data.length; ) {
            Chunk c = chunk(data, next, source);
            if (c.type.equals("IEND")) {
                break;
            }
            next = c.next;
        }
        return new PngHeader(source, (int) width, (int) height, depth, type, palette, paletteOffset, transparent,
                Collections.unmodifiableMap(text), at);
    }

    private static void checkDepth(String source, long at, int type, int depth) throws FormatException {
        String allowed = switch (type) {
            case GREY -> "1, 2, 4, 8, 16";
            case PALETTE -> "1, 2, 4, 8";
            case RGB, GREY_ALPHA, RGBA -> "8, 16";
            default -> null;
        };
        if (allowed == null) {
            throw new FormatException(source, at + 1, "colour type", "0, 2, 3, 4 or 6", Integer.toString(type));
        }
        boolean ok = false;
        for (String s : allowed.split(", ")) {
            ok |= Integer.parseInt(s) == depth;
        }
        if (!ok) {
            throw new FormatException(source, at, "bit depth", allowed + " for colour type " + type,
                    Integer.toString(depth));
        }
    }

    /** Applies a tRNS chunk: palette alphas into {@code palette}; for grey and RGB the transparent colour. */
    private static int transparency(byte[] data, Chunk c, int type, int[] palette, String source, int at)
            throws FormatException {
        if (type == PALETTE) {
            if (palette == null || c.length > palette.length) {
                throw new FormatException(source, at, "tRNS length", "at most one alpha per PLTE entry ("
                        + (palette == null ? "no PLTE before it" : palette.length + " entries") + ")",
                        c.length + " bytes");
            }
            for (int i = 0; i < c.length; i++) {
                palette[i] = (data[c.dataAt + i] & 0xFF) << 24 | palette[i] & 0xFFFFFF;
            }
            return -1;
        }
        // Samples are stored as u16 even at 8 bits; the low byte holds the 8-bit value.
        if (type == GREY && c.length == 2) {
            return data[c.dataAt + 1] & 0xFF;
        }
        if (type == RGB && c.length == 6) {
            return (data[c.dataAt + 1] & 0xFF) << 16 | (data[c.dataAt + 3] & 0xFF) << 8 | data[c.dataAt + 5] & 0xFF;
        }
        return -1;
    }

    private static void addText(byte[] data, Chunk c, Map<String, String> text) {
        for (int i = c.dataAt; i < c.dataAt + c.length; i++) {
            if (data[i] == 0) {
                String key = new String(data, c.dataAt, i - c.dataAt, StandardCharsets.ISO_8859_1);
                String value = new String(data, i + 1, c.dataAt + c.length - i - 1, StandardCharsets.ISO_8859_1);
                text.putIfAbsent(key, value);
                return;
            }
        }
    }

    /** One chunk's type, data and where the next one starts. */
    private record Chunk(String type, int length, int dataAt, int next) {
    }

    private static Chunk chunk(byte[] data, int at, String source) throws FormatException {
        if (at + 8 > data.length) {
            throw FormatException.of(source, at, "chunk", "the file ends before its pixels (truncated)");
        }
        long length = u32(data, at);
        String type = new String(data, at + 4, 4, StandardCharsets.ISO_8859_1);
        if (length > data.length - at - 12L) {
            throw new FormatException(source, at, type + " chunk length", "at most the " + Math.max(0,
                    data.length - at - 12) + " bytes left", length + " (truncated)");
        }
        int crcAt = at + 8 + (int) length;
        CRC32 crc = new CRC32();
        crc.update(data, at + 4, 4 + (int) length);
        long stored = u32(data, crcAt);
        if (stored != crc.getValue()) {
            throw new FormatException(source, crcAt, printable(type) + " chunk CRC", String.format(Locale.ROOT,
                    "%08X (the CRC-32 of its type and data)", crc.getValue()), String.format(Locale.ROOT, "%08X"
                    + " (the chunk is damaged)", stored));
        }
        return new Chunk(type, (int) length, at + 8, crcAt + 4);
    }

    /** A chunk type as it can be printed: letters kept, other bytes as {@code \xNN}. */
    private static String printable(String type) {
        StringBuilder out = new StringBuilder();
        for (char c : type.toCharArray()) {
            out.append(c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format(Locale.ROOT, "\\x%02X", (int) c));
        }
        return out.toString();
    }

    private static long u32(byte[] d, int at) {
        return (d[at] & 0xFFL) << 24 | (d[at + 1] & 0xFFL) << 16 | (d[at + 2] & 0xFFL) << 8 | d[at + 3] & 0xFFL;
    }
}
