package dev.marionette.io.audio;

import dev.marionette.io.FormatException;

/**
 * How the data chunk of a block-coded WAV divides into blocks of {@code blockAlign} bytes, each with its header
 * and at most {@code samplesPerBlock} sample frames; the last block may be cut short. Shared by the ADPCM
 * decoders so that both size their output once, from the data present, never from a count in the file.
 */
final class BlockLayout {

    /** Most samples (all channels) one sound decodes to: 128 MiB of 16-bit PCM. */
    static final int MAX_SAMPLES = 64 << 20;

    private BlockLayout() {
    }

    /**
     * The samples per block the file declares in its format extension (first u16), checked against what the
     * block header holds ({@code least}) and what the block size holds; {@code implied} when the extension is too
     * short to say.
     */
    static int samplesPerBlock(WavFile wav, int least, int implied) throws FormatException {
        WavFormat f = wav.format();
        byte[] ext = f.extension();
        if (ext.length < 2) {
            return implied;
        }
        int declared = (ext[0] & 0xFF) | (ext[1] & 0xFF) << 8;
        if (declared < least || declared > implied) {
            throw new FormatException(wav.source(), f.extensionOffset(), "samples per block", least + ".." + implied
                    + " (what a block of " + f.blockAlign() + " bytes holds)",
                    Integer.toString(declared));
        }
        return declared;
    }

    /** Checks that {@code frames} of {@code channels} stay under {@link #MAX_SAMPLES}. */
    static void checkSize(WavFile wav, long frames, int channels) throws FormatException {
        if (frames * channels > MAX_SAMPLES) {
            throw new FormatException(wav.source(), wav.dataOffset(), "data chunk", "at most " + MAX_SAMPLES
                    + " samples once decoded", (frames * channels) + " samples");
        }
    }

    /** Frames decoded, trimmed to the {@code fact} chunk's count when that is smaller (the last block's padding). */
    static int trimmed(WavFile wav, int frames) {
        long fact = wav.factSamples();
        return fact >= 0 && fact < frames ? (int) fact : frames;
    }

    static short clamp(int v) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
    }
}
