package dev.marionette.model.acs;

import java.util.Arrays;
import java.util.Objects;

/**
 * A sound: the RIFF/WAVE bytes exactly as stored (Agent never compresses audio) and the directory checksum
 * kept verbatim (0 for new sounds: the algorithm is unknown, acs.md 4.6). The value is immutable.
 *
 * <p>A sound of a character kept as source (an ACD project) also knows the file it is kept in,
 * {@link #sourceFile()}: bookkeeping for the project, not part of the value ({@code equals} ignores it), set
 * when the project is read or saved; a sound replacing another in the table takes it over.
 */
public final class AgentSound {

    private final byte[] data;
    private final long checksum;
    private volatile String sourceFile;

    /** A sound with these RIFF bytes (copied) and directory checksum. */
    public AgentSound(byte[] data, long checksum) {
        this.data = Objects.requireNonNull(data, "data").clone();
        if (checksum < 0 || checksum > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("checksum is a u32: " + checksum);
        }
        this.checksum = checksum;
    }

    /** A new sound (checksum 0). */
    public static AgentSound of(byte[] riff) {
        return new AgentSound(riff, 0);
    }

    /** The RIFF bytes (a copy). */
    public byte[] data() {
        return data.clone();
    }

    /** Size of the RIFF bytes. */
    public int length() {
        return data.length;
    }

    /** The file of a source project this sound is kept in, as the project names it; null when none. */
    public String sourceFile() {
        return sourceFile;
    }

    /** Records the file of a source project this sound is kept in (bookkeeping, not an edit). */
    public void setSourceFile(String sourceFile) {
        this.sourceFile = sourceFile;
    }

    /** The directory checksum as stored. */
    public long checksum() {
        return checksum;
    }

    /**
     * The WAVE format read from the header.
     *
     * @throws IllegalArgumentException when the bytes are not a RIFF/WAVE file with a format chunk
     */
    public WaveFormat format() {
        return WaveFormat.parse(data);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AgentSound s && checksum == s.checksum && Arrays.equals(data, s.data);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(data) + Long.hashCode(checksum);
    }

    @Override
    public String toString() {
        return "AgentSound[" + data.length + " bytes, checksum=0x" + Long.toHexString(checksum) + "]";
    }
}
