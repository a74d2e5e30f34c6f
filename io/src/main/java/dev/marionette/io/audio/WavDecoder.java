package dev.marionette.io.audio;

import dev.marionette.io.FormatException;

/**
 * Decodes a WAV file to 16-bit PCM: integer PCM of 8 (unsigned), 16, 24 or 32 bits (the top 16 bits kept),
 * Microsoft ADPCM and IMA ADPCM, also when {@code WAVE_FORMAT_EXTENSIBLE} names them. Other codecs are an
 * {@link UnsupportedCodecException}.
 */
public final class WavDecoder {

    private WavDecoder() {
    }

    /** Reads and decodes {@code bytes}. */
    public static PcmSound decode(byte[] bytes, String source) throws FormatException {
        return decode(WavReader.read(bytes, source));
    }

    /** Decodes a file already read. */
    public static PcmSound decode(WavFile wav) throws FormatException {
        return switch (codec(wav)) {
            case WavFormat.PCM -> pcm(wav);
            case WavFormat.MS_ADPCM -> MsAdpcmDecoder.decode(wav);
            case WavFormat.IMA_ADPCM -> ImaAdpcmDecoder.decode(wav);
            default -> throw unsupported(wav);
        };
    }

    /**
     * Checks a file already read as strictly as {@link #decode} does, without decoding it: the format chunk as the
     * codec needs it (bits, block align, samples per block, coefficients), the size once decoded and each block's
     * header. Whatever passes decodes; whatever {@code decode} refuses is refused here with the same exception.
     *
     * @throws UnsupportedCodecException for a codec not decoded here (the file may still be a good one)
     */
    public static void check(WavFile wav) throws FormatException {
        switch (codec(wav)) {
            case WavFormat.PCM -> pcmFrames(wav);
            case WavFormat.MS_ADPCM -> MsAdpcmDecoder.check(wav);
            case WavFormat.IMA_ADPCM -> ImaAdpcmDecoder.check(wav);
            default -> throw unsupported(wav);
        }
    }

    private static UnsupportedCodecException unsupported(WavFile wav) {
        return new UnsupportedCodecException(wav.source(), wav.format().offset(), "format tag",
                "PCM, MS ADPCM or IMA ADPCM", WavFormat.codecName(codec(wav)));
    }

    /**
     * The codec of {@code wav}: its format tag, or for {@code WAVE_FORMAT_EXTENSIBLE} the tag in the first two
     * bytes of the sub-format GUID ({@code u16 validBits, u32 channelMask, GUID subFormat} in the extension).
     */
    public static int codec(WavFile wav) {
        WavFormat f = wav.format();
        byte[] ext = f.extension();
        if (f.formatTag() == WavFormat.EXTENSIBLE && ext.length >= 22) {
            return (ext[6] & 0xFF) | (ext[7] & 0xFF) << 8;
        }
        return f.formatTag();
    }

    /** The sample frames of integer PCM, checked as decoding needs them. */
    private static int pcmFrames(WavFile wav) throws FormatException {
        WavFormat f = wav.format();
        int bits = f.bitsPerSample();
        if (bits != 8 && bits != 16 && bits != 24 && bits != 32) {
            throw new UnsupportedCodecException(wav.source(), f.bitsOffset(), "bits per sample", "8, 16, 24 or 32",
                    Integer.toString(bits));
        }
        // blockAlign should be channels * bytesPerSample; the samples' own size is what counts.
        int frames = wav.dataLength() / (bits / 8 * f.channels());
        BlockLayout.checkSize(wav, frames, f.channels());
        return frames;
    }

    private static PcmSound pcm(WavFile wav) throws FormatException {
        WavFormat f = wav.format();
        int frames = pcmFrames(wav);
        int bits = f.bitsPerSample();
        int bytesPerSample = bits / 8;
        int ch = f.channels();
        byte[] b = wav.bytes();
        short[] out = new short[frames * ch];
        int at = wav.dataOffset();
        for (int i = 0; i < out.length; i++, at += bytesPerSample) {
            out[i] = bits == 8 ? (short) (((b[at] & 0xFF) - 128) << 8)
                    : (short) ((b[at + bytesPerSample - 2] & 0xFF) | b[at + bytesPerSample - 1] << 8);
        }
        return new PcmSound(f.sampleRate(), ch, out);
    }
}
