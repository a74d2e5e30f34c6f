package dev.marionette.io.spr;

import dev.marionette.io.FormatException;
import java.util.Arrays;

/**
 * The run-length encoding of indexed pixels in SPR 0x201.
 *
 * <p>The encoded stream covers the whole image, rows top-down, as one sequence: byte {@code 00} followed by
 * a count {@code n} stands for {@code n} pixels of index 0 (transparent); any other byte is one pixel of
 * that index. Runs continue across row boundaries.
 *
 * <p>{@link #encode} is the canonical encoder, the one the official files were made with: every run of
 * zeros is written as {@code 00 n} with {@code n} at most 255 (longer runs are split, a lone zero is
 * {@code 00 01}), other bytes as they are. Re-encoding the decoded images of real files reproduces them
 * byte for byte.
 *
 * <p>{@code 00 00} has no agreed meaning (readers treat it as 0, 1 or 2 pixels) and never occurs in real
 * data. The decoder reads it as 0 pixels and counts it, so callers can warn; the encoder never writes it.
 */
public final class SprRle {

    /** The most pixels one encoded byte can stand for, on average: {@code 00 FF} is 255 pixels in 2 bytes. */
    static final int MAX_PIXELS_PER_BYTE = 128;

    private SprRle() {
    }

    /**
     * The result of decoding.
     *
     * @param pixels          the decoded indices, top-down
     * @param emptyRuns       how many {@code 00 00} pairs were read (as 0 pixels)
     * @param firstEmptyRunAt absolute offset of the first {@code 00 00}, or -1
     */
    public record Decoded(byte[] pixels, int emptyRuns, int firstEmptyRunAt) {
    }

    /** Canonically encodes {@code pixels} (top-down indices). */
    public static byte[] encode(byte[] pixels) {
        byte[] out = new byte[encodedLength(pixels)];
        int o = 0;
        int i = 0;
        while (i < pixels.length) {
            if (pixels[i] != 0) {
                out[o++] = pixels[i++];
                continue;
            }
            int run = zeroRun(pixels, i);
            out[o++] = 0;
            out[o++] = (byte) run;
            i += run;
        }
        return out;
    }

    /** The length {@link #encode} gives for {@code pixels}, without encoding. */
    public static int encodedLength(byte[] pixels) {
        int length = 0;
        int i = 0;
        while (i < pixels.length) {
            if (pixels[i] != 0) {
                length++;
                i++;
            } else {
                length += 2;
                i += zeroRun(pixels, i);
            }
        }
        return length;
    }

    /** Zeros starting at {@code from}, at most 255. */
    private static int zeroRun(byte[] pixels, int from) {
        int end = from;
        int limit = Math.min(pixels.length, from + 255);
        while (end < limit && pixels[end] == 0) {
            end++;
        }
        return end - from;
    }

    /** Decodes a whole array that must give exactly {@code pixelCount} pixels. */
    public static byte[] decode(byte[] rle, int pixelCount) throws FormatException {
        return decode(rle, 0, rle.length, pixelCount, "RLE data", "RLE data").pixels();
    }

    /**
     * Decodes {@code data[offset, offset + length)}, which must give exactly {@code pixelCount} pixels.
     * Errors name {@code source}, {@code field} and the absolute offset of the offending byte.
     */
    public static Decoded decode(byte[] data, int offset, int length, int pixelCount, String source, String field)
            throws FormatException {
        if ((long) pixelCount > (long) MAX_PIXELS_PER_BYTE * length + 1) {
            // Checked before allocating: no encoding of this length can hold that many pixels.
            throw new FormatException(source, offset, field, "at most " + ((long) MAX_PIXELS_PER_BYTE * length + 1)
                    + " pixels from " + length + " bytes", pixelCount + " pixels claimed by the image size");
        }
        byte[] pixels = new byte[pixelCount];
        int out = 0;
        int emptyRuns = 0;
        int firstEmptyRunAt = -1;
        int end = offset + length;
        int i = offset;
        while (i < end) {
            byte b = data[i];
            if (b != 0) {
                if (out == pixelCount) {
                    throw overflow(source, i, field, pixelCount, 1);
                }
                pixels[out++] = b;
                i++;
                continue;
            }
            if (i + 1 == end) {
                throw new FormatException(source, i, field, "a count byte after 00", "the data ends");
            }
            int run = data[i + 1] & 0xFF;
            if (run == 0) {
                emptyRuns++;
                if (firstEmptyRunAt < 0) {
                    firstEmptyRunAt = i;
                }
            } else if (run > pixelCount - out) {
                throw overflow(source, i, field, pixelCount, run);
            }
            // The array is zero-filled already: a run only advances the output position.
            out += run;
            i += 2;
        }
        if (out != pixelCount) {
            throw new FormatException(source, end, field, pixelCount + " pixels (width x height)",
                    "the data decodes to " + out);
        }
        return new Decoded(pixels, emptyRuns, firstEmptyRunAt);
    }

    private static FormatException overflow(String source, int at, String field, int pixelCount, int adding) {
        return new FormatException(source, at, field, pixelCount + " pixels (width x height)",
                "more: this " + (adding == 1 ? "byte" : "run of " + adding) + " goes past the end of the image");
    }

    /** True when {@code rle} is exactly what {@link #encode} gives for the pixels it decodes to. */
    public static boolean isCanonical(byte[] rle, byte[] decodedPixels) {
        return Arrays.equals(rle, encode(decodedPixels));
    }
}
