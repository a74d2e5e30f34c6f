package dev.marionette.model.gk3;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * A Gabriel Knight 3 {@code .ACT} file: header, frames and the optional trailer, with every stored value kept so
 * an unmodified file writes back the same bytes.
 *
 * <pre>
 * "HTCA" | u32 version (258) | u32 frameCount | u32 meshCount | u32 dataSize | char[32] model name
 * u32 offset of each frame | frames | optional trailer 01 00 00 00 00
 * </pre>
 *
 * @param version        258 (0x102) in every known file
 * @param meshCount      meshes of the model; every frame has one entry per mesh
 * @param dataSize       kept as read; the writer of new files sets it to the end of the last frame
 * @param modelNameField the 32 bytes naming the {@code .MOD} file, NUL-padded, as stored
 * @param trailer        empty, or the 5 bytes after the last frame
 */
public record Gk3Act(int version, int meshCount, int dataSize, byte[] modelNameField, List<Gk3Frame> frames,
        byte[] trailer) {

    /** The version of every known file. */
    public static final int VERSION = 0x102;
    /** Bytes of the model name field. */
    public static final int NAME_SIZE = 32;
    /** The trailer about a fifth of the game's files carry. */
    public static final byte[] KNOWN_TRAILER = {1, 0, 0, 0, 0};
    /** GK3 plays every clip at this rate; the file does not store one. */
    public static final int FRAMES_PER_SECOND = 15;

    public Gk3Act {
        if (modelNameField.length != NAME_SIZE) {
            throw new IllegalArgumentException("the model name field has 32 bytes, not " + modelNameField.length);
        }
        modelNameField = modelNameField.clone();
        frames = List.copyOf(frames);
        trailer = trailer.clone();
    }

    /** The model name: the field up to its first NUL. */
    public String modelName() {
        int end = 0;
        while (end < NAME_SIZE && modelNameField[end] != 0) {
            end++;
        }
        return new String(modelNameField, 0, end, StandardCharsets.ISO_8859_1);
    }

    /** The 32-byte field for a model name (NUL-padded, cut at 32 bytes). */
    public static byte[] nameField(String name) {
        return Arrays.copyOf(name.getBytes(StandardCharsets.ISO_8859_1), NAME_SIZE);
    }

    /** Duration in seconds at 15 frames per second. */
    public double durationSeconds() {
        return frames.size() / (double) FRAMES_PER_SECOND;
    }

    @Override
    public byte[] modelNameField() {
        return modelNameField.clone();
    }

    @Override
    public byte[] trailer() {
        return trailer.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Gk3Act a && a.version == version && a.meshCount == meshCount && a.dataSize == dataSize
                && Arrays.equals(a.modelNameField, modelNameField) && a.frames.equals(frames)
                && Arrays.equals(a.trailer, trailer);
    }

    @Override
    public int hashCode() {
        return frames.hashCode() * 31 + Arrays.hashCode(modelNameField);
    }

    @Override
    public String toString() {
        return "Gk3Act[" + modelName() + ", " + frames.size() + " frames, " + meshCount + " meshes]";
    }
}
