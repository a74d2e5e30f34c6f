package dev.marionette.io.audio;

/**
 * A RIFF/WAVE file as read: its format, the sample count of its {@code fact} chunk, and where its {@code data}
 * chunk's bytes are. The bytes are the caller's, not copied.
 *
 * @param source       the file's name as shown in errors
 * @param bytes        the whole file
 * @param format       the {@code fmt } chunk
 * @param factSamples  sample frames per channel from the {@code fact} chunk, or -1 when there is none
 * @param dataOffset   offset of the first sample byte
 * @param dataLength   bytes of sample data (clipped to what the file holds, see {@link WavReader})
 */
public record WavFile(String source, byte[] bytes, WavFormat format, long factSamples, int dataOffset,
        int dataLength) {
}
