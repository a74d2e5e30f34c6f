package dev.marionette.io.audio;

/**
 * The {@code fmt } chunk of a WAV file (Microsoft's WAVEFORMATEX):
 * {@code u16 formatTag, u16 channels, u32 samplesPerSec, u32 avgBytesPerSec, u16 blockAlign, u16 bitsPerSample},
 * then, in longer chunks, {@code u16 cbSize} and {@code cbSize} bytes of codec data (the extension).
 *
 * @param formatTag       {@link #PCM}, {@link #MS_ADPCM}, {@link #IMA_ADPCM}, ...
 * @param channels        1 mono, 2 stereo (interleaved left, right)
 * @param sampleRate      sample frames per second
 * @param byteRate        average bytes per second (as stored; not used for decoding)
 * @param blockAlign      bytes per block (ADPCM) or per sample frame (PCM)
 * @param bitsPerSample   bits per sample (4 for the ADPCMs)
 * @param extension       the codec data after {@code cbSize} (empty when there is none)
 * @param offset          where the chunk's data (the format tag) starts in the file, for error messages
 */
public record WavFormat(int formatTag, int channels, int sampleRate, long byteRate, int blockAlign,
        int bitsPerSample, byte[] extension, long offset) {

    /** Offset of the channel count in the file. */
    public long channelsOffset() {
        return offset + 2;
    }

    /** Offset of the block align field in the file. */
    public long blockAlignOffset() {
        return offset + 12;
    }

    /** Offset of the bits per sample field in the file. */
    public long bitsOffset() {
        return offset + 14;
    }

    /** Offset of the codec data after {@code cbSize} in the file. */
    public long extensionOffset() {
        return offset + 18;
    }

    /** Uncompressed integer samples. */
    public static final int PCM = 1;
    /** Microsoft ADPCM. */
    public static final int MS_ADPCM = 2;
    /** IMA (DVI) ADPCM as Microsoft defines it for WAV files. */
    public static final int IMA_ADPCM = 0x11;
    /** A format tag that says the real one is in the extension's sub-format GUID. */
    public static final int EXTENSIBLE = 0xFFFE;

    public WavFormat {
        extension = extension.clone();
    }

    /** The codec data after {@code cbSize} (a copy). */
    @Override
    public byte[] extension() {
        return extension.clone();
    }

    /** A readable name of the codec ("MS ADPCM"). */
    public String codecName() {
        return codecName(formatTag);
    }

    /** A readable name of format tag {@code tag}. */
    public static String codecName(int tag) {
        return switch (tag) {
            case PCM -> "PCM";
            case MS_ADPCM -> "MS ADPCM";
            case 3 -> "IEEE float";
            case 6 -> "A-law";
            case 7 -> "mu-law";
            case IMA_ADPCM -> "IMA ADPCM";
            case 0x31 -> "GSM 6.10";
            case 0x55 -> "MP3";
            case EXTENSIBLE -> "WAVE_FORMAT_EXTENSIBLE";
            default -> "format 0x" + Integer.toHexString(tag);
        };
    }
}
