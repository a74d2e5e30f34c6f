package dev.marionette.io.textform;

import dev.marionette.io.FormatException;
import java.util.Base64;
import java.util.List;

/**
 * Data lines of a text form, both ways: pixel rows and blocks of bytes.
 *
 * <p><b>A pixel row</b> is one line of hex digits, two per byte of a pixel (an index: {@code 0a}; an ARGB pixel:
 * {@code ff102030}), in tokens separated by spaces; a run of {@value #RUN} or more equal pixels is one token
 * {@code PIXEL*COUNT} ({@code 00*37}). So a changed pixel changes one line, and transparent stretches stay short. An
 * empty row (a zero-width image) is {@code -}.
 *
 * <p><b>A block</b> is bytes as hex ({@value #HEX_PER_LINE} bytes a line) or base64 ({@value #BASE64_PER_LINE}
 * characters a line), its lines under the line that names it; the lines of a block depend on its bytes only, so
 * they stay the same whatever else changes.
 */
public final class DataLines {

    /** Equal pixels from which a run is written {@code PIXEL*COUNT}. */
    public static final int RUN = 4;
    /** Bytes per line of a hex block. */
    public static final int HEX_PER_LINE = 32;
    /** Characters per line of a base64 block. */
    public static final int BASE64_PER_LINE = 76;

    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private DataLines() {
    }

    // ---- pixel rows -------------------------------------------------------------------------------------------

    /**
     * Writes {@code count} pixels of {@code bytesPerPixel} bytes each from {@code pixels[offset]} as one row line
     * at {@code depth}. Multi-byte pixels are taken as stored, byte by byte; callers pass them in the order they
     * want shown.
     */
    public static void writeRow(TextWriter out, int depth, byte[] pixels, int offset, int count, int bytesPerPixel) {
        out.dataLine(depth);
        if (count == 0) {
            out.text("-");
            out.end();
            return;
        }
        // At most 2 digits a byte and one space a pixel (a run token needs at least RUN pixels).
        out.room(count * (2 * bytesPerPixel + 1) + 16);
        byte[] buf = out.buffer();
        int size = out.size();
        int start = size;
        int end = offset + count * bytesPerPixel;
        int p = offset;
        boolean inHex = false;
        while (p < end) {
            int run = 1;
            if (bytesPerPixel == 1) {
                byte b = pixels[p];
                while (p + run < end && pixels[p + run] == b) {
                    run++;
                }
            } else {
                while (p + run * bytesPerPixel < end
                        && samePixel(pixels, p, p + run * bytesPerPixel, bytesPerPixel)) {
                    run++;
                }
            }
            if (run >= RUN) {
                if (size > start) {
                    buf[size++] = ' ';
                }
                for (int b = 0; b < bytesPerPixel; b++) {
                    int v = pixels[p + b] & 0xFF;
                    buf[size++] = HEX[v >>> 4];
                    buf[size++] = HEX[v & 0xF];
                }
                buf[size++] = '*';
                size = decimal(buf, size, run);
                inHex = false;
                p += run * bytesPerPixel;
            } else {
                if (!inHex && size > start) {
                    buf[size++] = ' ';
                }
                for (int k = 0; k < run * bytesPerPixel; k++) {
                    int v = pixels[p + k] & 0xFF;
                    buf[size++] = HEX[v >>> 4];
                    buf[size++] = HEX[v & 0xF];
                }
                inHex = true;
                p += run * bytesPerPixel;
            }
        }
        out.advance(size - out.size());
        out.end();
    }

    private static boolean samePixel(byte[] b, int i, int j, int n) {
        for (int k = 0; k < n; k++) {
            if (b[i + k] != b[j + k]) {
                return false;
            }
        }
        return true;
    }

    private static int decimal(byte[] buf, int size, int v) {
        int digits = v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : v < 10000 ? 4 : v < 100000 ? 5 : 10;
        if (digits == 10) {
            byte[] s = Integer.toString(v).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            System.arraycopy(s, 0, buf, size, s.length);
            return size + s.length;
        }
        for (int i = digits - 1; i >= 0; i--) {
            buf[size + i] = (byte) ('0' + v % 10);
            v /= 10;
        }
        return size + digits;
    }

    /**
     * Reads a row line into {@code out[offset…]}: exactly {@code count} pixels of {@code bytesPerPixel} bytes.
     *
     * @throws FormatException naming the line: a character that is not a hex digit, a run without a count, too
     *                         many or too few pixels
     */
    public static void readRow(TextNode row, byte[] out, int offset, int count, int bytesPerPixel)
            throws FormatException {
        String s = row.text();
        if (s.equals("-")) {
            if (count != 0) {
                throw row.error("pixel row", count + " pixels", "an empty row (-)");
            }
            return;
        }
        int n = s.length();
        int i = 0;
        int pixels = 0;
        int at = offset;
        int digitsPerPixel = 2 * bytesPerPixel;
        while (i < n) {
            if (s.charAt(i) == ' ') {
                i++;
                continue;
            }
            int tokenStart = i;
            while (i < n && s.charAt(i) != ' ' && s.charAt(i) != '*') {
                i++;
            }
            int digits = i - tokenStart;
            if (i < n && s.charAt(i) == '*') {
                if (digits != digitsPerPixel) {
                    throw row.error("pixel row", "one pixel (" + digitsPerPixel + " hex digits) before *",
                            "\"" + s.substring(tokenStart, i) + "\"");
                }
                int countStart = ++i;
                while (i < n && s.charAt(i) != ' ') {
                    i++;
                }
                int repeat = (int) row.checkedInteger("run length", s.substring(countStart, i), 1, count);
                if (pixels + repeat > count) {
                    throw row.error("pixel row", count + " pixels", "more");
                }
                for (int r = 0; r < repeat; r++) {
                    at = hexInto(row, s, tokenStart, digitsPerPixel, out, at);
                }
                pixels += repeat;
            } else {
                if (digits % digitsPerPixel != 0) {
                    throw row.error("pixel row", "pixels of " + digitsPerPixel + " hex digits",
                            digits + " digits in \"" + abbreviate(s.substring(tokenStart, i)) + "\"");
                }
                int k = digits / digitsPerPixel;
                if (pixels + k > count) {
                    throw row.error("pixel row", count + " pixels", "more");
                }
                at = hexInto(row, s, tokenStart, digits, out, at);
                pixels += k;
            }
        }
        if (pixels != count) {
            throw row.error("pixel row", count + " pixels", pixels + " pixels");
        }
    }

    private static int hexInto(TextNode row, String s, int from, int digits, byte[] out, int at)
            throws FormatException {
        for (int d = 0; d < digits; d += 2) {
            int hi = hexDigit(s.charAt(from + d));
            int lo = hexDigit(s.charAt(from + d + 1));
            if ((hi | lo) < 0) {
                throw row.error("pixel row", "hex digits", "\"" + s.charAt(from + d) + s.charAt(from + d + 1) + "\"");
            }
            out[at++] = (byte) (hi << 4 | lo);
        }
        return at;
    }

    private static int hexDigit(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    private static String abbreviate(String s) {
        return s.length() > 24 ? s.substring(0, 24) + "…" : s;
    }

    // ---- blocks -----------------------------------------------------------------------------------------------

    /** Writes {@code bytes} as hex lines of {@value #HEX_PER_LINE} bytes at {@code depth}. */
    public static void writeHex(TextWriter out, int depth, byte[] bytes) {
        for (int i = 0; i < bytes.length; i += HEX_PER_LINE) {
            out.dataLine(depth).hex(bytes, i, Math.min(bytes.length, i + HEX_PER_LINE)).end();
        }
    }

    /** The bytes of hex lines, {@code expected} of them (any number when negative). */
    public static byte[] readHex(TextNode parent, List<TextNode> lines, int expected) throws FormatException {
        StringBuilder sb = new StringBuilder(lines.size() * HEX_PER_LINE * 2);
        for (TextNode line : lines) {
            sb.append(line.text().replace(" ", ""));
        }
        return parent.hexValue("hex block", sb.toString(), expected);
    }

    /** Writes {@code bytes} as base64 lines of {@value #BASE64_PER_LINE} characters at {@code depth}. */
    public static void writeBase64(TextWriter out, int depth, byte[] bytes) {
        String all = Base64.getEncoder().encodeToString(bytes);
        for (int i = 0; i < all.length(); i += BASE64_PER_LINE) {
            out.dataLine(depth).text(all.substring(i, Math.min(all.length(), i + BASE64_PER_LINE))).end();
        }
    }

    /** The bytes of base64 lines. */
    public static byte[] readBase64(TextNode parent, List<TextNode> lines) throws FormatException {
        StringBuilder sb = new StringBuilder(lines.size() * BASE64_PER_LINE);
        for (TextNode line : lines) {
            sb.append(line.text());
        }
        try {
            return Base64.getDecoder().decode(sb.toString());
        } catch (IllegalArgumentException e) {
            throw (lines.isEmpty() ? parent : lines.get(0)).error("base64 block", "base64 lines",
                    e.getMessage());
        }
    }
}
