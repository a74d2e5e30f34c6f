package dev.marionette.io.audio;

import dev.marionette.io.FormatException;
import java.util.Arrays;

/**
 * Microsoft ADPCM (format tag 2), as described in Microsoft's "Multimedia Standards Update" (RIFFNEW, 1994) and
 * played by Windows' msadp32.acm.
 *
 * <p>Format extension: {@code u16 samplesPerBlock, u16 numCoef, numCoef x (i16 coef1, i16 coef2)}; without it
 * the seven standard coefficient pairs. A block of {@code blockAlign} bytes starts with a header per channel,
 * each field for every channel in turn: {@code u8 predictor} (index of a coefficient pair), {@code i16 delta},
 * {@code i16 sample1}, {@code i16 sample2}. The block's first two sample frames are sample2 then sample1; the
 * rest are 4-bit codes, high nibble first, channels interleaved (stereo: high nibble left, low nibble right).
 * Each code {@code n} (signed: -8..7) gives
 * <pre>
 * predicted = (sample1 * coef1 + sample2 * coef2) &gt;&gt; 8      (an arithmetic shift, as Windows does;
 *                                                             RIFFNEW's "/ 256" rounds negatives the other way)
 * sample    = clamp16(predicted + n * delta)
 * delta     = max(16, delta * ADAPTATION[n &amp; 15] &gt;&gt; 8)
 * </pre>
 * A last block cut short decodes the codes it holds; a fragment shorter than a block header is no sound and is
 * left out.
 */
final class MsAdpcmDecoder {

    /** The standard coefficient pairs (coef1, coef2), 8.8 fixed point. */
    static final int[][] STANDARD_COEFFICIENTS = {{256, 0}, {512, -256}, {0, 0}, {192, 64}, {240, 0}, {460, -208},
        {392, -232}};
    /** How delta follows each code (unsigned 0..15), 8.8 fixed point. */
    static final int[] ADAPTATION = {230, 230, 230, 230, 307, 409, 512, 614, 768, 614, 512, 409, 307, 230, 230, 230};
    /** Largest coefficient table accepted. */
    static final int MAX_COEFFICIENTS = 256;
    /** Delta kept below this so that {@code delta * 768} and {@code 8 * delta} never overflow. */
    private static final int MAX_DELTA = Integer.MAX_VALUE / 768;

    private MsAdpcmDecoder() {
    }

    /**
     * What the format chunk says of the blocks, checked as decoding needs it.
     *
     * @param channels     1 or 2
     * @param header       bytes of a block's header (7 per channel)
     * @param perBlock     sample frames a whole block holds (2 from the header, the rest from the codes)
     * @param coefficients the coefficient pairs the blocks' predictors choose from
     */
    private record Layout(int channels, int header, int perBlock, int[][] coefficients) {

        /** Sample frames of a block of {@code length} bytes (the last may be cut short). */
        int frames(int length) {
            return Math.min(perBlock, 2 + (length - header) * 2 / channels);
        }
    }

    private static Layout layout(WavFile wav) throws FormatException {
        WavFormat f = wav.format();
        int ch = f.channels();
        if (ch > 2) {
            throw new UnsupportedCodecException(wav.source(), f.channelsOffset(), "channels",
                    "1 or 2 for MS ADPCM", Integer.toString(ch));
        }
        int header = 7 * ch;
        if (f.blockAlign() <= header) {
            throw new FormatException(wav.source(), f.blockAlignOffset(), "block align",
                    "more than the " + header + "-byte block header", Integer.toString(f.blockAlign()));
        }
        int implied = 2 + (f.blockAlign() - header) * 2 / ch;
        // A block's header alone holds two sample frames: a block of fewer is no MS ADPCM block.
        int perBlock = BlockLayout.samplesPerBlock(wav, 2, implied);
        return new Layout(ch, header, perBlock, coefficients(wav));
    }

    /**
     * Checks everything {@link #decode} checks, without decoding: the format chunk, the size once decoded and each
     * block's predictor.
     *
     * @return the sample frames the sound decodes to, before the {@code fact} chunk trims them
     */
    static long check(WavFile wav) throws FormatException {
        return checked(wav, layout(wav));
    }

    private static long checked(WavFile wav, Layout layout) throws FormatException {
        long frames = frames(wav, layout);
        BlockLayout.checkSize(wav, frames, layout.channels);
        byte[] b = wav.bytes();
        int dataEnd = wav.dataOffset() + wav.dataLength();
        int blockAlign = wav.format().blockAlign();
        for (long start = wav.dataOffset(); start + layout.header <= dataEnd; start += blockAlign) {
            for (int c = 0; c < layout.channels; c++) {
                int predictor = b[(int) start + c] & 0xFF;
                if (predictor >= layout.coefficients.length) {
                    throw new FormatException(wav.source(), start + c, "block predictor (coefficient set)",
                            "0.." + (layout.coefficients.length - 1), Integer.toString(predictor));
                }
            }
        }
        return frames;
    }

    private static long frames(WavFile wav, Layout layout) {
        int dataEnd = wav.dataOffset() + wav.dataLength();
        int blockAlign = wav.format().blockAlign();
        long frames = 0;
        for (long start = wav.dataOffset(); start + layout.header <= dataEnd; start += blockAlign) {
            frames += layout.frames((int) Math.min(blockAlign, dataEnd - start));
        }
        return frames;
    }

    static PcmSound decode(WavFile wav) throws FormatException {
        Layout layout = layout(wav);
        long frames = checked(wav, layout);
        WavFormat f = wav.format();
        int ch = layout.channels;
        int header = layout.header;
        int[][] coefficients = layout.coefficients;
        byte[] b = wav.bytes();
        int dataEnd = wav.dataOffset() + wav.dataLength();
        short[] out = new short[(int) frames * ch];
        int o = 0;
        int[] coef1 = new int[ch];
        int[] coef2 = new int[ch];
        int[] delta = new int[ch];
        int[] sample1 = new int[ch];
        int[] sample2 = new int[ch];
        for (int start = wav.dataOffset(); start + header <= dataEnd; start += f.blockAlign()) {
            int blockFrames = layout.frames(Math.min(f.blockAlign(), dataEnd - start));
            for (int c = 0; c < ch; c++) {
                int predictor = b[start + c] & 0xFF;
                coef1[c] = coefficients[predictor][0];
                coef2[c] = coefficients[predictor][1];
                delta[c] = i16(b, start + ch + 2 * c);
                sample1[c] = i16(b, start + 3 * ch + 2 * c);
                sample2[c] = i16(b, start + 5 * ch + 2 * c);
            }
            for (int c = 0; c < ch; c++) {
                out[o++] = (short) sample2[c];
            }
            for (int c = 0; c < ch; c++) {
                out[o++] = (short) sample1[c];
            }
            int codes = (blockFrames - 2) * ch;
            for (int k = 0; k < codes; k++) {
                int code = b[start + header + (k >> 1)];
                code = (k & 1) == 0 ? (code >> 4) & 0xF : code & 0xF;
                int c = k % ch;
                int predicted = (sample1[c] * coef1[c] + sample2[c] * coef2[c]) >> 8;
                int signed = code >= 8 ? code - 16 : code;
                short sample = BlockLayout.clamp(predicted + signed * delta[c]);
                sample2[c] = sample1[c];
                sample1[c] = sample;
                delta[c] = Math.min(MAX_DELTA, Math.max(16, delta[c] * ADAPTATION[code] >> 8));
                out[o++] = sample;
            }
        }
        int kept = BlockLayout.trimmed(wav, (int) frames);
        return new PcmSound(f.sampleRate(), ch, kept == frames ? out : Arrays.copyOf(out, kept * ch));
    }

    /** The coefficient pairs of the format extension, or the standard ones when it has none. */
    static int[][] coefficients(WavFile wav) throws FormatException {
        WavFormat f = wav.format();
        byte[] ext = f.extension();
        if (ext.length < 4) {
            return STANDARD_COEFFICIENTS;
        }
        int count = (ext[2] & 0xFF) | (ext[3] & 0xFF) << 8;
        int fits = (ext.length - 4) / 4;
        if (count < 1 || count > Math.min(MAX_COEFFICIENTS, fits)) {
            throw new FormatException(wav.source(), f.extensionOffset() + 2, "coefficient count (numCoef)",
                    "1.." + Math.min(MAX_COEFFICIENTS, fits) + " (what the format extension holds)",
                    Integer.toString(count));
        }
        int[][] pairs = new int[count][];
        for (int i = 0; i < count; i++) {
            pairs[i] = new int[] {i16(ext, 4 + 4 * i), i16(ext, 6 + 4 * i)};
        }
        return pairs;
    }

    private static int i16(byte[] b, int at) {
        return (short) ((b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8);
    }
}
