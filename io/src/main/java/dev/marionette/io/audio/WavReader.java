package dev.marionette.io.audio;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;

/**
 * Reads the chunks of a RIFF/WAVE file that say how to play it.
 *
 * <pre>
 * "RIFF" u32 size "WAVE"          size: the bytes after this field
 * then chunks: id[4] u32 size data[size] (one pad byte after an odd size)
 *   "fmt "  WAVEFORMATEX (see {@link WavFormat}), at least 16 bytes
 *   "fact"  u32 sample frames per channel (compressed formats)
 *   "data"  the samples
 * </pre>
 *
 * Reading stops once {@code fmt } and {@code data} are found: real files (earl.acs sound 8) carry junk after
 * them inside the RIFF size. Every size is checked before it is used. One leniency, because writers that stream
 * often never patch their sizes: a {@code data} chunk (or the RIFF size) that claims more bytes than the file
 * holds is read as far as the file goes. Anything else out of place is a {@link FormatException} naming the
 * offset and the field.
 */
public final class WavReader {

    /** Larger files are refused: a sound the editor plays or exports, not an album. */
    public static final int MAX_FILE_BYTES = 128 << 20;
    /** Most channels accepted. */
    public static final int MAX_CHANNELS = 8;
    /** Highest sample rate accepted. */
    public static final int MAX_SAMPLE_RATE = 768_000;

    private WavReader() {
    }

    /** Whether {@code bytes} start like a RIFF/WAVE file. */
    public static boolean isWav(byte[] bytes) {
        return bytes.length >= 12 && tag(bytes, 0, "RIFF") && tag(bytes, 8, "WAVE");
    }

    /**
     * Reads the format and finds the samples of {@code bytes}.
     *
     * @param source the file's name, as errors show it
     */
    public static WavFile read(byte[] bytes, String source) throws FormatException {
        LittleEndianReader in = new LittleEndianReader(source, bytes);
        if (bytes.length > MAX_FILE_BYTES) {
            throw new FormatException(source, 0, "file size", "at most " + MAX_FILE_BYTES + " bytes",
                    bytes.length + " bytes");
        }
        in.require(12, "RIFF header");
        if (!tag(bytes, 0, "RIFF")) {
            throw in.error("RIFF signature", "\"RIFF\"", quote(bytes, 0));
        }
        in.skip(4, "RIFF signature");
        long riffSize = in.u32("RIFF size");
        if (!tag(bytes, 8, "WAVE")) {
            throw in.error("RIFF form type", "\"WAVE\"", quote(bytes, 8));
        }
        in.skip(4, "RIFF form type");
        long end = Math.min(bytes.length, riffSize + 8);
        WavFormat format = null;
        long fact = -1;
        int dataOffset = -1;
        int dataLength = 0;
        while (in.offset() + 8 <= end && (format == null || dataOffset < 0)) {
            int at = in.offset();
            String id = new String(bytes, at, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
            in.skip(4, "chunk id");
            long size = in.u32("size of chunk \"" + printable(id) + "\"");
            long room = end - in.offset();
            if (id.equals("data")) {
                if (dataOffset < 0) {
                    dataOffset = in.offset();
                    dataLength = (int) Math.min(size, room);
                }
            } else if (size > room) {
                throw new FormatException(source, at + 4, "size of chunk \"" + printable(id) + "\"",
                        "at most the " + room + " bytes left", Long.toString(size));
            } else if (id.equals("fmt ") && format == null) {
                format = format(in, (int) size);
            } else if (id.equals("fact") && fact < 0 && size >= 4) {
                fact = in.u32("fact sample count");
            }
            long next = at + 8 + size + (size & 1);
            if (next >= end) {
                break;
            }
            in.seek(next, "next chunk");
        }
        if (format == null) {
            throw new FormatException(source, 12, "fmt chunk", "a \"fmt \" chunk before the end of the file",
                    "none");
        }
        if (dataOffset < 0) {
            throw new FormatException(source, in.offset(), "data chunk", "a \"data\" chunk", "none");
        }
        return new WavFile(source, bytes, format, fact, dataOffset, dataLength);
    }

    /** WAVEFORMATEX at the reader's position, {@code size} bytes. */
    private static WavFormat format(LittleEndianReader in, int size) throws FormatException {
        int start = in.offset();
        if (size < 16) {
            throw in.errorAt(start - 4, "fmt chunk size", "at least 16", Integer.toString(size));
        }
        int tag = in.u16("format tag");
        int channelsAt = in.offset();
        int channels = in.u16("channels");
        if (channels < 1 || channels > MAX_CHANNELS) {
            throw in.errorAt(channelsAt, "channels", "1.." + MAX_CHANNELS, Integer.toString(channels));
        }
        int rateAt = in.offset();
        long rate = in.u32("sample rate");
        if (rate < 1 || rate > MAX_SAMPLE_RATE) {
            throw in.errorAt(rateAt, "sample rate", "1.." + MAX_SAMPLE_RATE + " Hz", Long.toString(rate));
        }
        long byteRate = in.u32("average bytes per second");
        int alignAt = in.offset();
        int blockAlign = in.u16("block align");
        if (blockAlign < 1) {
            throw in.errorAt(alignAt, "block align", "at least 1", "0");
        }
        int bits = in.u16("bits per sample");
        byte[] extension = new byte[0];
        if (size >= 18) {
            int cbAt = in.offset();
            int cbSize = in.u16("extension size (cbSize)");
            if (cbSize > size - 18) {
                throw in.errorAt(cbAt, "extension size (cbSize)", "at most the " + (size - 18)
                        + " bytes left in the fmt chunk", Integer.toString(cbSize));
            }
            extension = in.bytes(cbSize, "format extension");
        }
        return new WavFormat(tag, channels, (int) rate, byteRate, blockAlign, bits, extension, start);
    }

    private static boolean tag(byte[] b, int at, String t) {
        for (int i = 0; i < 4; i++) {
            if (b[at + i] != t.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static String quote(byte[] b, int at) {
        return "\"" + printable(new String(b, at, 4, java.nio.charset.StandardCharsets.ISO_8859_1)) + "\"";
    }

    private static String printable(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format("\\x%02x", (int) c));
        }
        return out.toString();
    }
}
