package dev.marionette.io.audio;

import java.io.ByteArrayOutputStream;

/**
 * An IMA ADPCM encoder written for the tests from the IMA's recommended practice (1992): each code is the sign
 * of the prediction error and its size against step, step/2 and step/4, bit by bit; a block header carries the
 * first sample and the step index the previous block ended on. It tracks what a decoder will reconstruct.
 */
final class ImaAdpcmReferenceEncoder {

    private static final int[] STEPS = {7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45,
        50, 55, 60, 66, 73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408,
        449, 494, 544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499,
        2749, 3024, 3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487, 12635,
        13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767};
    private static final int[] INDEX_STEP = {-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8};

    record Encoded(byte[] data, short[] reconstructed, int samplesPerBlock) {
    }

    private ImaAdpcmReferenceEncoder() {
    }

    static Encoded encode(short[] pcm, int channels, int blockAlign) {
        int perBlock = 1 + (blockAlign - 4 * channels) / (4 * channels) * 8;
        int frames = pcm.length / channels;
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        short[] reconstructed = new short[frames * channels];
        int[] index = new int[channels];
        for (int first = 0; first < frames; first += perBlock) {
            int count = Math.min(perBlock, frames - first);
            int groups = (count - 1 + 7) / 8;
            int[][] codes = new int[channels][groups * 8];
            for (int c = 0; c < channels; c++) {
                int sample = pcm[first * channels + c];
                data.write(sample & 0xFF);
                data.write((sample >> 8) & 0xFF);
                data.write(index[c]);
                data.write(0);
                reconstructed[first * channels + c] = (short) sample;
                for (int i = 1; i < count; i++) {
                    int x = pcm[(first + i) * channels + c];
                    int step = STEPS[index[c]];
                    int diff = x - sample;
                    int code = 0;
                    if (diff < 0) {
                        code = 8;
                        diff = -diff;
                    }
                    int dequantized = step >> 3;
                    if (diff >= step) {
                        code |= 4;
                        diff -= step;
                        dequantized += step;
                    }
                    if (diff >= step >> 1) {
                        code |= 2;
                        diff -= step >> 1;
                        dequantized += step >> 1;
                    }
                    if (diff >= step >> 2) {
                        code |= 1;
                        dequantized += step >> 2;
                    }
                    sample = Math.max(-32768, Math.min(32767, (code & 8) != 0 ? sample - dequantized
                            : sample + dequantized));
                    index[c] = Math.max(0, Math.min(88, index[c] + INDEX_STEP[code]));
                    codes[c][i - 1] = code;
                    reconstructed[(first + i) * channels + c] = (short) sample;
                }
            }
            for (int g = 0; g < groups; g++) {
                for (int c = 0; c < channels; c++) {
                    for (int k = 0; k < 8; k += 2) {
                        data.write(codes[c][g * 8 + k] | codes[c][g * 8 + k + 1] << 4);
                    }
                }
            }
        }
        return new Encoded(data.toByteArray(), reconstructed, perBlock);
    }
}
