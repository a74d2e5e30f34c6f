package dev.marionette.io.audio;

import dev.marionette.io.LittleEndianWriter;
import java.nio.charset.StandardCharsets;

/** WAV files built byte by byte for the tests: a fmt chunk as given, an optional fact chunk, the data chunk. */
final class TestWavs {

    private TestWavs() {
    }

    /** Extension bytes: {@code u16 samplesPerBlock} (IMA ADPCM). */
    static byte[] imaExtension(int samplesPerBlock) {
        return new LittleEndianWriter().u16(samplesPerBlock).toByteArray();
    }

    /** Extension bytes: {@code u16 samplesPerBlock, u16 numCoef, pairs} (MS ADPCM). */
    static byte[] msExtension(int samplesPerBlock, int[][] coefficients) {
        LittleEndianWriter out = new LittleEndianWriter().u16(samplesPerBlock).u16(coefficients.length);
        for (int[] pair : coefficients) {
            out.u16(pair[0]).u16(pair[1]);
        }
        return out.toByteArray();
    }

    /** A WAV: fmt (with cbSize and {@code extension} unless it is null), fact when {@code fact >= 0}, data. */
    static byte[] wav(int tag, int channels, int rate, int blockAlign, int bits, byte[] extension, long fact,
            byte[] data) {
        LittleEndianWriter out = new LittleEndianWriter();
        out.bytes(ascii("RIFF")).u32(0).bytes(ascii("WAVE"));
        int fmtSize = extension == null ? 16 : 18 + extension.length;
        out.bytes(ascii("fmt ")).u32(fmtSize).u16(tag).u16(channels).u32(rate).u32((long) rate * blockAlign)
                .u16(blockAlign).u16(bits);
        if (extension != null) {
            out.u16(extension.length).bytes(extension);
        }
        if ((fmtSize & 1) != 0) {
            out.u8(0);
        }
        if (fact >= 0) {
            out.bytes(ascii("fact")).u32(4).u32(fact);
        }
        out.bytes(ascii("data")).u32(data.length).bytes(data);
        if ((data.length & 1) != 0) {
            out.u8(0);
        }
        out.patchI32(4, out.size() - 8);
        return out.toByteArray();
    }

    /** Bytes from ints (each taken as a byte), for hand-written blocks. */
    static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return b;
    }

    /** Little-endian i16 of {@code v} as two ints, for {@link #bytes}. */
    static int lo(int v) {
        return v & 0xFF;
    }

    static int hi(int v) {
        return (v >> 8) & 0xFF;
    }

    /** {@code frames} of a test signal: two sines (one per channel differing) and a little seeded noise. */
    static short[] signal(int frames, int channels, int rate, long seed) {
        java.util.Random random = new java.util.Random(seed);
        short[] out = new short[frames * channels];
        for (int f = 0; f < frames; f++) {
            for (int c = 0; c < channels; c++) {
                double t = (double) f / rate;
                double v = 9000 * Math.sin(2 * Math.PI * (440 + 110 * c) * t)
                        + 4000 * Math.sin(2 * Math.PI * 1250 * t + c) + random.nextGaussian() * 200;
                out[f * channels + c] = (short) Math.round(v);
            }
        }
        return out;
    }

    /** Signal-to-noise ratio of {@code decoded} against {@code original}, in dB. */
    static double snr(short[] original, short[] decoded) {
        double signal = 0;
        double noise = 0;
        for (int i = 0; i < original.length; i++) {
            signal += (double) original[i] * original[i];
            double d = original[i] - decoded[i];
            noise += d * d;
        }
        return 10 * Math.log10(signal / Math.max(noise, 1e-9));
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
