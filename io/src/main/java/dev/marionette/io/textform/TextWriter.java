package dev.marionette.io.textform;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Writes a text form line by line, in UTF-8, straight into a byte buffer: one line is a node kind, its words and
 * its {@code key=value} fields, indented two spaces per level ({@code docs/text-forms.md}). Built for speed, since
 * a large Agent character is tens of megabytes of pixel rows: numbers and hex digits are written as ASCII bytes,
 * never through {@code String.format}. The buffer is flushed to the stream every 64 KiB; {@link #toBytes()} gives
 * the whole text when writing to memory.
 *
 * <p>A line is {@link #line(int, String)}, then words and fields, then {@link #end()}. Not thread-safe.
 */
public final class TextWriter {

    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private static final int FLUSH_AT = 1 << 16;

    private final OutputStream out;
    private byte[] buf = new byte[FLUSH_AT + 4096];
    private int size;
    private boolean lineOpen;
    /** Whether the next word needs a space before it (anything but indentation is on the line). */
    private boolean needSpace;

    private TextWriter(OutputStream out) {
        this.out = out;
    }

    /** A writer into memory ({@link #toBytes()}). */
    public static TextWriter inMemory() {
        return new TextWriter(null);
    }

    /** A writer into {@code out}; {@link #flush()} at the end. */
    public static TextWriter to(OutputStream out) {
        return new TextWriter(out);
    }

    /** Everything written so far (a writer into memory only). */
    public byte[] toBytes() {
        if (out != null) {
            throw new IllegalStateException("a writer into a stream keeps no text");
        }
        return Arrays.copyOf(buf, size);
    }

    /** Writes what is buffered to the stream and flushes it. */
    public void flush() throws IOException {
        if (out != null) {
            out.write(buf, 0, size);
            size = 0;
            out.flush();
        }
    }

    /** Lines written elsewhere (by another writer into memory, e.g. on another thread), appended as they are. */
    public TextWriter lines(byte[] text) {
        if (lineOpen) {
            throw new IllegalStateException("a line is open");
        }
        if (out != null && size + text.length > FLUSH_AT) {
            try {
                out.write(buf, 0, size);
                size = 0;
                out.write(text);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return this;
        }
        room(text.length);
        System.arraycopy(text, 0, buf, size, text.length);
        size += text.length;
        return this;
    }

    /** A comment line ({@code # text}) at the given depth. */
    public TextWriter comment(int depth, String text) {
        line(depth, "#");
        utf8(text.isEmpty() ? "" : " " + text);
        return end();
    }

    /** Starts a line at {@code depth} (two spaces each) with the node's kind. */
    public TextWriter line(int depth, String kind) {
        if (lineOpen) {
            throw new IllegalStateException("the line before was not ended");
        }
        lineOpen = true;
        room(depth * 2 + kind.length());
        for (int i = 0; i < depth * 2; i++) {
            buf[size++] = ' ';
        }
        ascii(kind);
        needSpace = true;
        return this;
    }

    /** Starts a data line (no kind: a pixel row, a palette entry, a block of bytes) at {@code depth}. */
    public TextWriter dataLine(int depth) {
        if (lineOpen) {
            throw new IllegalStateException("the line before was not ended");
        }
        lineOpen = true;
        room(depth * 2);
        for (int i = 0; i < depth * 2; i++) {
            buf[size++] = ' ';
        }
        needSpace = false;
        return this;
    }

    /** Ends the line. */
    public TextWriter end() {
        room(1);
        buf[size++] = '\n';
        lineOpen = false;
        needSpace = false;
        if (size >= FLUSH_AT && out != null) {
            try {
                out.write(buf, 0, size);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            size = 0;
        }
        return this;
    }

    /** A position label, {@code #index}: where the node stands among its kind, for readers; builders ignore it. */
    public TextWriter label(int index) {
        space();
        room(12);
        buf[size++] = '#';
        number(index);
        return this;
    }

    /** A bare word (no spaces, quotes or {@code =}). */
    public TextWriter word(String word) {
        space();
        ascii(word);
        return this;
    }

    /** A number as a word. */
    public TextWriter word(long value) {
        space();
        room(21);
        number(value);
        return this;
    }

    /** A quoted string as a word ({@link TextValues#quote}). */
    public TextWriter quoted(String text) {
        space();
        utf8(TextValues.quote(text));
        return this;
    }

    /** {@code key=value} with a bare value. */
    public TextWriter field(String key, String value) {
        space();
        ascii(key);
        buf[size++] = '=';
        utf8(value);
        return this;
    }

    /** {@code key=number}. */
    public TextWriter field(String key, long value) {
        space();
        ascii(key);
        room(22);
        buf[size++] = '=';
        number(value);
        return this;
    }

    /** {@code key="text"}. */
    public TextWriter quoted(String key, String text) {
        return field(key, TextValues.quote(text));
    }

    /** {@code key=hexdigits} of {@code bytes} (nothing after {@code =} for none). */
    public TextWriter hexField(String key, byte[] bytes) {
        space();
        ascii(key);
        room(1);
        buf[size++] = '=';
        hex(bytes, 0, bytes.length);
        return this;
    }

    /** {@code key=0x…} of an unsigned 32-bit value, eight digits. */
    public TextWriter hex32(String key, long value) {
        space();
        ascii(key);
        room(11);
        buf[size++] = '=';
        buf[size++] = '0';
        buf[size++] = 'x';
        for (int shift = 28; shift >= 0; shift -= 4) {
            buf[size++] = HEX[(int) (value >>> shift) & 0xF];
        }
        return this;
    }

    /** The bytes as hex digits, with no separator before them (for data lines). */
    public TextWriter hex(byte[] bytes, int from, int to) {
        room(2 * (to - from));
        for (int i = from; i < to; i++) {
            int b = bytes[i] & 0xFF;
            buf[size++] = HEX[b >>> 4];
            buf[size++] = HEX[b & 0xF];
        }
        needSpace = true;
        return this;
    }

    /** Raw ASCII text with no separator (for data lines). */
    public TextWriter text(String ascii) {
        ascii(ascii);
        needSpace = true;
        return this;
    }

    /** A space before the next word, unless it is the first thing on a data line. */
    public TextWriter space() {
        room(1);
        if (needSpace) {
            buf[size++] = ' ';
        }
        needSpace = true;
        return this;
    }

    /** Makes room for {@code n} more bytes. */
    void room(int n) {
        if (size + n > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + n + 4096));
        }
    }

    /** The current length of the buffer (for the pixel row encoder, which writes into it directly). */
    int size() {
        return size;
    }

    byte[] buffer() {
        return buf;
    }

    void advance(int n) {
        size += n;
    }

    private void number(long value) {
        if (value == Long.MIN_VALUE) {
            ascii(Long.toString(value));
            return;
        }
        if (value < 0) {
            buf[size++] = '-';
            value = -value;
        }
        if (value < 10) {
            buf[size++] = (byte) ('0' + value);
            return;
        }
        int start = size;
        while (value > 0) {
            buf[size++] = (byte) ('0' + value % 10);
            value /= 10;
        }
        for (int i = start, j = size - 1; i < j; i++, j--) {
            byte t = buf[i];
            buf[i] = buf[j];
            buf[j] = t;
        }
    }

    private void ascii(String s) {
        int n = s.length();
        room(n);
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                utf8(s.substring(i));
                return;
            }
            buf[size++] = (byte) c;
        }
    }

    private void utf8(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        room(b.length);
        System.arraycopy(b, 0, buf, size, b.length);
        size += b.length;
    }
}
