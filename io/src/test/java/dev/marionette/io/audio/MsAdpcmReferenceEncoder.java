package dev.marionette.io.audio;

import java.io.ByteArrayOutputStream;

/**
 * A Microsoft ADPCM encoder written for the tests from the format's description (RIFFNEW, 1994), independently
 * of the decoder: per block and channel it tries every standard coefficient pair and keeps the one with the least
 * error; each code is the prediction error divided by delta, rounded and clipped to -8..7. It tracks what a
 * decoder will reconstruct, so a decoder's output can be checked sample for sample.
 */
final class MsAdpcmReferenceEncoder {

    private static final int[][] COEFFICIENTS = {{256, 0}, {512, -256}, {0, 0}, {192, 64}, {240, 0}, {460, -208},
        {392, -232}};
    private static final int[] ADAPTATION = {230, 230, 230, 230, 307, 409, 512, 614, 768, 614, 512, 409, 307, 230,
        230, 230};

    /** The data chunk and what a decoder must give back (frames * channels samples). */
    record Encoded(byte[] data, short[] reconstructed, int samplesPerBlock) {
    }

    private MsAdpcmReferenceEncoder() {
    }

    static int samplesPerBlock(int blockAlign, int channels) {
        return 2 + (blockAlign - 7 * channels) * 2 / channels;
    }

    static Encoded encode(short[] pcm, int channels, int blockAlign) {
        int perBlock = samplesPerBlock(blockAlign, channels);
        int frames = pcm.length / channels;
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        short[] reconstructed = new short[frames * channels];
        for (int first = 0; first < frames; first += perBlock) {
            int count = Math.min(perBlock, frames - first);
            int[][] codes = new int[channels][];
            int[] predictor = new int[channels];
            int[] delta0 = new int[channels];
            for (int c = 0; c < channels; c++) {
                int[] x = new int[Math.max(count, 2)];
                for (int i = 0; i < x.length; i++) {
                    x[i] = pcm[Math.min(first + i, frames - 1) * channels + c];
                }
                long best = Long.MAX_VALUE;
                for (int p = 0; p < COEFFICIENTS.length; p++) {
                    int start = Math.max(16, Math.abs(x.length > 2 ? x[2] - x[1] : 0) / 2);
                    int[] tryCodes = new int[x.length - 2];
                    short[] out = new short[x.length];
                    long error = run(x, p, start, tryCodes, out);
                    if (error < best) {
                        best = error;
                        predictor[c] = p;
                        delta0[c] = start;
                        codes[c] = tryCodes;
                        for (int i = 0; i < count; i++) {
                            reconstructed[(first + i) * channels + c] = out[i];
                        }
                    }
                }
            }
            for (int c = 0; c < channels; c++) {
                data.write(predictor[c]);
            }
            for (int c = 0; c < channels; c++) {
                i16(data, delta0[c]);
            }
            for (int c = 0; c < channels; c++) {
                i16(data, pcm[Math.min(first + 1, frames - 1) * channels + c]);
            }
            for (int c = 0; c < channels; c++) {
                i16(data, pcm[first * channels + c]);
            }
            int n = Math.max(count - 2, 0) * channels;
            for (int k = 0; k < n; k += 2) {
                int high = codes[k % channels][k / channels];
                int low = k + 1 < n ? codes[(k + 1) % channels][(k + 1) / channels] : 0;
                data.write(high << 4 | low);
            }
        }
        return new Encoded(data.toByteArray(), reconstructed, perBlock);
    }

    /** Encodes one channel's block with predictor {@code p}; returns the squared error. */
    private static long run(int[] x, int p, int delta, int[] codes, short[] out) {
        int s2 = x[0];
        int s1 = x[1];
        out[0] = (short) s2;
        out[1] = (short) s1;
        long error = 0;
        for (int i = 2; i < x.length; i++) {
            int predicted = Math.floorDiv(s1 * COEFFICIENTS[p][0] + s2 * COEFFICIENTS[p][1], 256);
            int code = (int) Math.max(-8, Math.min(7, Math.round((double) (x[i] - predicted) / delta)));
            int sample = Math.max(-32768, Math.min(32767, predicted + code * delta));
            codes[i - 2] = code & 0xF;
            out[i] = (short) sample;
            error += (long) (x[i] - sample) * (x[i] - sample);
            s2 = s1;
            s1 = sample;
            delta = Math.max(16, Math.floorDiv(delta * ADAPTATION[code & 0xF], 256));
        }
        return error;
    }

    private static void i16(ByteArrayOutputStream out, int v) {
        out.write(v & 0xFF);
        out.write((v >> 8) & 0xFF);
    }
}
