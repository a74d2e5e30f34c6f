package dev.marionette.io.audio;

/**
 * Decoded sound: signed 16-bit samples, channels interleaved (left, right for stereo).
 *
 * @param sampleRate sample frames per second
 * @param channels   1 or more
 * @param samples    {@code frames() * channels} samples, not copied
 */
public record PcmSound(int sampleRate, int channels, short[] samples) {

    public PcmSound {
        if (sampleRate <= 0 || channels <= 0 || samples.length % channels != 0) {
            throw new IllegalArgumentException(sampleRate + " Hz, " + channels + " channels, " + samples.length
                    + " samples");
        }
    }

    /** Sample frames (samples per channel). */
    public int frames() {
        return samples.length / channels;
    }

    /** Sample {@code frame} of {@code channel}. */
    public short sample(int frame, int channel) {
        return samples[frame * channels + channel];
    }

    /** Length in milliseconds, rounded down. */
    public long durationMillis() {
        return frames() * 1000L / sampleRate;
    }

    /** The samples as little-endian bytes, as a PCM WAV's data chunk holds them. */
    public byte[] littleEndianBytes() {
        byte[] out = new byte[samples.length * 2];
        for (int i = 0; i < samples.length; i++) {
            out[2 * i] = (byte) samples[i];
            out[2 * i + 1] = (byte) (samples[i] >> 8);
        }
        return out;
    }
}
