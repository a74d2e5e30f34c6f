package dev.marionette.model.acs;

/**
 * The {@code fmt } chunk of a RIFF/WAVE file and the size of its {@code data} chunk.
 *
 * @param formatTag      1 PCM, 2 Microsoft ADPCM, ...
 * @param channels       1 mono, 2 stereo
 * @param sampleRate     samples per second
 * @param bytesPerSecond average bytes per second
 * @param blockAlign     bytes per block
 * @param bitsPerSample  bits per sample (0 when the chunk is shorter than 16 bytes)
 * @param dataLength     size of the {@code data} chunk, or -1 when there is none
 */
public record WaveFormat(int formatTag, int channels, long sampleRate, long bytesPerSecond, int blockAlign,
        int bitsPerSample, long dataLength) {

    /** Duration in milliseconds from the data size and byte rate, or -1 when unknown. */
    public long durationMillis() {
        return dataLength < 0 || bytesPerSecond == 0 ? -1 : dataLength * 1000 / bytesPerSecond;
    }

    /** A readable codec name. */
    public String codecName() {
        return switch (formatTag) {
            case 1 -> "PCM";
            case 2 -> "MS ADPCM";
            case 6 -> "A-law";
            case 7 -> "mu-law";
            case 0x11 -> "IMA ADPCM";
            case 0x31 -> "GSM 6.10";
            case 0x55 -> "MP3";
            default -> "format 0x" + Integer.toHexString(formatTag);
        };
    }

    /**
     * Reads the header of a RIFF/WAVE file: {@code "RIFF" u32 size "WAVE"}, then chunks {@code id u32 size
     * data} (padded to even sizes) until {@code fmt } and {@code data} are found. What follows them is not
     * read: real files (earl.acs sound 8) carry a few junk bytes there, inside the RIFF size.
     *
     * @throws IllegalArgumentException with what is wrong when it is not one
     */
    public static WaveFormat parse(byte[] b) {
        if (b.length < 12 || !tag(b, 0, "RIFF") || !tag(b, 8, "WAVE")) {
            throw new IllegalArgumentException("not a RIFF/WAVE file");
        }
        long riffSize = u32(b, 4);
        if (riffSize + 8 > b.length) {
            throw new IllegalArgumentException("RIFF size " + riffSize + " runs past the " + b.length + " bytes");
        }
        long end = riffSize + 8;
        long pos = 12;
        WaveFormat fmt = null;
        long dataLength = -1;
        while (pos + 8 <= end && (fmt == null || dataLength < 0)) {
            int p = (int) pos;
            long size = u32(b, p + 4);
            if (pos + 8 + size > end) {
                throw new IllegalArgumentException("chunk at " + pos + " runs past the end of the RIFF data");
            }
            if (tag(b, p, "fmt ")) {
                if (size < 14) {
                    throw new IllegalArgumentException("format chunk of " + size + " bytes");
                }
                fmt = new WaveFormat(u16(b, p + 8), u16(b, p + 10), u32(b, p + 12), u32(b, p + 16), u16(b, p + 20),
                        size >= 16 ? u16(b, p + 22) : 0, -1);
            } else if (tag(b, p, "data") && dataLength < 0) {
                dataLength = size;
            }
            pos += 8 + size + (size & 1);
        }
        if (fmt == null) {
            throw new IllegalArgumentException("no format chunk");
        }
        if (fmt.channels == 0 || fmt.sampleRate == 0) {
            throw new IllegalArgumentException("format chunk with " + fmt.channels + " channels at "
                    + fmt.sampleRate + " Hz");
        }
        return new WaveFormat(fmt.formatTag, fmt.channels, fmt.sampleRate, fmt.bytesPerSecond, fmt.blockAlign,
                fmt.bitsPerSample, dataLength);
    }

    private static boolean tag(byte[] b, int at, String t) {
        for (int i = 0; i < 4; i++) {
            if (b[at + i] != t.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8;
    }

    private static long u32(byte[] b, int at) {
        return ((b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24);
    }
}
