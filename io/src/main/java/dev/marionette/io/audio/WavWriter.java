package dev.marionette.io.audio;

/**
 * Writes the plainest WAV there is, which every player and browser decodes: a 44-byte header
 * ({@code "RIFF" u32 size "WAVE"}, a 16-byte {@code fmt } chunk of format 1, a {@code data} chunk) and 16-bit
 * little-endian samples.
 */
public final class WavWriter {

    private WavWriter() {
    }

    /** {@code sound} as a 16-bit PCM WAV file. */
    public static byte[] pcm16(PcmSound sound) {
        byte[] samples = sound.littleEndianBytes();
        dev.marionette.io.LittleEndianWriter out = new dev.marionette.io.LittleEndianWriter(44 + samples.length);
        int blockAlign = 2 * sound.channels();
        out.bytes(ascii("RIFF")).u32(36L + samples.length).bytes(ascii("WAVE"));
        out.bytes(ascii("fmt ")).u32(16).u16(WavFormat.PCM).u16(sound.channels()).u32(sound.sampleRate())
                .u32((long) sound.sampleRate() * blockAlign).u16(blockAlign).u16(16);
        out.bytes(ascii("data")).u32(samples.length).bytes(samples);
        return out.toByteArray();
    }

    private static byte[] ascii(String s) {
        return s.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
}
