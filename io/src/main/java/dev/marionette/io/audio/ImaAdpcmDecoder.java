package dev.marionette.io.audio;

import dev.marionette.io.FormatException;
import java.util.Arrays;

/**
 * IMA ADPCM (format tag 0x11, "DVI ADPCM"), 4 bits per sample, as the IMA's "Recommended Practices for Enhancing
 * Digital Audio Compatibility in Multimedia Systems" (1992) defines the codec and Microsoft's WAV mapping lays it
 * out.
 *
 * <p>Format extension: {@code u16 samplesPerBlock}. A block of {@code blockAlign} bytes starts with a header per
 * channel: {@code i16 sample} (the block's first sample frame), {@code u8 step index} (0..88), {@code u8 0}. Then,
 * channels taking turns, 4 bytes (8 codes) of each channel; in a byte the low nibble comes first. Each code
 * {@code n} gives
 * <pre>
 * step  = STEPS[index]
 * diff  = step &gt;&gt; 3  (+ step if n &amp; 4)  (+ step &gt;&gt; 1 if n &amp; 2)  (+ step &gt;&gt; 2 if n &amp; 1)
 * sample = clamp16(sample -/+ diff)      (minus when n &amp; 8)
 * index  = clamp(index + INDEX_STEP[n], 0, 88)
 * </pre>
 * A last block cut short decodes the whole 4-byte groups of every channel it holds.
 */
final class ImaAdpcmDecoder {

    /** The quantizer's step sizes. */
    static final int[] STEPS = {7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55,
        60, 66, 73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449, 494,
        544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749, 3024,
        3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487, 12635, 13899, 15289,
        16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767};
    /** How the step index follows each code. */
    static final int[] INDEX_STEP = {-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8};

    private ImaAdpcmDecoder() {
    }

    /**
     * What the format chunk says of the blocks, checked as decoding needs it.
     *
     * @param channels any count the reader takes
     * @param header   bytes of a block's header (4 per channel)
     * @param perBlock sample frames a whole block holds (1 from the header, 8 per 4-byte group of each channel)
     */
    private record Layout(int channels, int header, int perBlock) {

        /** Sample frames of a block of {@code length} bytes (the last may be cut short). */
        int frames(int length) {
            return Math.min(perBlock, 1 + (length - header) / (4 * channels) * 8);
        }
    }

    private static Layout layout(WavFile wav) throws FormatException {
        WavFormat f = wav.format();
        if (f.bitsPerSample() != 4) {
            throw new UnsupportedCodecException(wav.source(), f.bitsOffset(), "bits per sample",
                    "4 (IMA ADPCM)", Integer.toString(f.bitsPerSample()));
        }
        int ch = f.channels();
        int header = 4 * ch;
        int group = 4 * ch;
        if (f.blockAlign() < header + group) {
            throw new FormatException(wav.source(), f.blockAlignOffset(), "block align",
                    "at least " + (header + group) + " (the block header and 8 samples per channel)",
                    Integer.toString(f.blockAlign()));
        }
        int implied = 1 + (f.blockAlign() - header) / group * 8;
        return new Layout(ch, header, BlockLayout.samplesPerBlock(wav, 1, implied));
    }

    /**
     * Checks everything {@link #decode} checks, without decoding: the format chunk, the size once decoded and each
     * block's step indices.
     *
     * @return the sample frames the sound decodes to, before the {@code fact} chunk trims them
     */
    static long check(WavFile wav) throws FormatException {
        return checked(wav, layout(wav));
    }

    private static long checked(WavFile wav, Layout layout) throws FormatException {
        byte[] b = wav.bytes();
        int dataEnd = wav.dataOffset() + wav.dataLength();
        int blockAlign = wav.format().blockAlign();
        long frames = 0;
        for (long start = wav.dataOffset(); start + layout.header <= dataEnd; start += blockAlign) {
            frames += layout.frames((int) Math.min(blockAlign, dataEnd - start));
        }
        BlockLayout.checkSize(wav, frames, layout.channels);
        for (long start = wav.dataOffset(); start + layout.header <= dataEnd; start += blockAlign) {
            for (int c = 0; c < layout.channels; c++) {
                int at = (int) start + 4 * c + 2;
                if ((b[at] & 0xFF) > 88) {
                    throw new FormatException(wav.source(), at, "block step index", "0..88",
                            Integer.toString(b[at] & 0xFF));
                }
            }
        }
        return frames;
    }

    static PcmSound decode(WavFile wav) throws FormatException {
        Layout layout = layout(wav);
        long frames = checked(wav, layout);
        WavFormat f = wav.format();
        int ch = layout.channels;
        int header = layout.header;
        byte[] b = wav.bytes();
        int dataEnd = wav.dataOffset() + wav.dataLength();
        short[] out = new short[(int) frames * ch];
        int o = 0;
        int[] sample = new int[ch];
        int[] index = new int[ch];
        for (int start = wav.dataOffset(); start + header <= dataEnd; start += f.blockAlign()) {
            int blockFrames = layout.frames(Math.min(f.blockAlign(), dataEnd - start));
            for (int c = 0; c < ch; c++) {
                int at = start + 4 * c;
                sample[c] = (short) ((b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8);
                index[c] = b[at + 2] & 0xFF;
                out[o + c] = (short) sample[c];
            }
            // Codes of frame 1 + k: channel c's 4-byte group k / 8, nibble k % 8 (low nibble first).
            for (int k = 0; k < blockFrames - 1; k++) {
                for (int c = 0; c < ch; c++) {
                    int at = start + header + ((k >> 3) * ch + c) * 4 + ((k & 7) >> 1);
                    int code = (k & 1) == 0 ? b[at] & 0xF : (b[at] >> 4) & 0xF;
                    int step = STEPS[index[c]];
                    int diff = step >> 3;
                    if ((code & 4) != 0) {
                        diff += step;
                    }
                    if ((code & 2) != 0) {
                        diff += step >> 1;
                    }
                    if ((code & 1) != 0) {
                        diff += step >> 2;
                    }
                    sample[c] = BlockLayout.clamp((code & 8) != 0 ? sample[c] - diff : sample[c] + diff);
                    index[c] = Math.max(0, Math.min(88, index[c] + INDEX_STEP[code]));
                    out[o + (k + 1) * ch + c] = (short) sample[c];
                }
            }
            o += blockFrames * ch;
        }
        int kept = BlockLayout.trimmed(wav, (int) frames);
        return new PcmSound(f.sampleRate(), ch, kept == frames ? out : Arrays.copyOf(out, kept * ch));
    }
}
