package dev.marionette.model.act;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One entry of an ACT's event list (0x201 and later): a 40-byte, NUL-padded name. The name {@code atk}
 * triggers the damage display; names ending in {@code .wav} play a sound. Frames refer to entries by index.
 *
 * <p>The raw 40 bytes are the value, so bytes after the terminating NUL survive a round trip. Names are
 * written by Korean-locale tools in the Windows ANSI code page; {@link #name()} decodes them with
 * {@link #CHARSET} (Windows code page 949, a superset of ASCII and EUC-KR). Instances are immutable.
 */
public final class ActEvent {

    /** Size of the stored name field. */
    public static final int SIZE = 40;

    /**
     * The charset used to show and store names: Windows-949 (Korean ANSI), or ISO-8859-1 on a runtime
     * without it, which still shows ASCII names correctly and never loses bytes.
     */
    public static final Charset CHARSET = korean();

    private final byte[] raw;

    private ActEvent(byte[] raw) {
        this.raw = raw;
    }

    /** An event with exactly these 40 stored bytes. */
    public static ActEvent fromRaw(byte[] raw) {
        if (raw.length != SIZE) {
            throw new IllegalArgumentException("an event name field is " + SIZE + " bytes, got " + raw.length);
        }
        return new ActEvent(raw.clone());
    }

    /**
     * An event named {@code name}, encoded in {@link #CHARSET} and padded with zero bytes. At most 39 bytes
     * are allowed so that a terminating NUL always follows, as readers that stop at the NUL expect.
     *
     * @throws IllegalArgumentException when the encoded name is longer than 39 bytes or cannot be encoded
     */
    public static ActEvent of(String name) {
        if (!CHARSET.newEncoder().canEncode(name)) {
            throw new IllegalArgumentException("event name cannot be written in " + CHARSET.name() + ": " + name);
        }
        byte[] encoded = name.getBytes(CHARSET);
        if (encoded.length > SIZE - 1) {
            throw new IllegalArgumentException(
                    "event name is " + encoded.length + " bytes; at most " + (SIZE - 1) + " fit: " + name);
        }
        if (indexOfNul(encoded) >= 0) {
            throw new IllegalArgumentException("event name contains a NUL character");
        }
        return new ActEvent(Arrays.copyOf(encoded, SIZE));
    }

    /** The stored 40 bytes (a copy). */
    public byte[] raw() {
        return raw.clone();
    }

    /** The name: the bytes before the first NUL (all 40 if there is none), decoded with {@link #CHARSET}. */
    public String name() {
        int end = indexOfNul(raw);
        return new String(raw, 0, end < 0 ? SIZE : end, CHARSET);
    }

    /** True when some byte after the terminating NUL is not zero (never seen in real files, but kept). */
    public boolean hasBytesAfterTerminator() {
        int end = indexOfNul(raw);
        if (end < 0) {
            return false;
        }
        for (int i = end; i < SIZE; i++) {
            if (raw[i] != 0) {
                return true;
            }
        }
        return false;
    }

    private static int indexOfNul(byte[] bytes) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    private static Charset korean() {
        try {
            return Charset.forName("x-windows-949");
        } catch (RuntimeException notAvailable) {
            return StandardCharsets.ISO_8859_1;
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ActEvent e && Arrays.equals(raw, e.raw);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(raw);
    }

    @Override
    public String toString() {
        return "ActEvent[" + name() + "]";
    }
}
