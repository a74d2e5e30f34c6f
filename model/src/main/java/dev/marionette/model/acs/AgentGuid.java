package dev.marionette.model.acs;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import java.util.UUID;

/**
 * A Windows GUID as the file stores it: 16 bytes, {@code Data1} (u32), {@code Data2} and {@code Data3} (u16)
 * little-endian, then the 8 bytes of {@code Data4}. Shown in registry form, e.g.
 * {@code {CA141FD0-AC7F-11D1-97A3-0060082730FF}}. Immutable.
 */
public final class AgentGuid {

    /** All zero bytes ({@code {00000000-0000-0000-0000-000000000000}}). */
    public static final AgentGuid ZERO = new AgentGuid(new byte[16]);

    private final byte[] bytes;

    private AgentGuid(byte[] bytes) {
        this.bytes = bytes;
    }

    /** The GUID stored as these 16 bytes (copied). */
    public static AgentGuid ofBytes(byte[] stored) {
        if (stored.length != 16) {
            throw new IllegalArgumentException("a GUID has 16 bytes, not " + stored.length);
        }
        return new AgentGuid(stored.clone());
    }

    /** A new random GUID (version 4). */
    public static AgentGuid random() {
        UUID u = UUID.randomUUID();
        return parse("{" + u.toString() + "}");
    }

    /** Parses the registry form, with or without braces. */
    public static AgentGuid parse(String text) {
        String s = text.strip();
        if (s.startsWith("{") && s.endsWith("}")) {
            s = s.substring(1, s.length() - 1);
        }
        String[] parts = s.split("-", -1);
        if (parts.length != 5 || parts[0].length() != 8 || parts[1].length() != 4 || parts[2].length() != 4
                || parts[3].length() != 4 || parts[4].length() != 12) {
            throw new IllegalArgumentException("not a GUID: " + text);
        }
        HexFormat hex = HexFormat.of();
        byte[] d1 = hex.parseHex(parts[0]);
        byte[] d2 = hex.parseHex(parts[1]);
        byte[] d3 = hex.parseHex(parts[2]);
        byte[] d4 = hex.parseHex(parts[3] + parts[4]);
        byte[] b = new byte[16];
        for (int i = 0; i < 4; i++) {
            b[i] = d1[3 - i];
        }
        b[4] = d2[1];
        b[5] = d2[0];
        b[6] = d3[1];
        b[7] = d3[0];
        System.arraycopy(d4, 0, b, 8, 8);
        return new AgentGuid(b);
    }

    /** The 16 stored bytes (a copy). */
    public byte[] bytes() {
        return bytes.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AgentGuid g && Arrays.equals(bytes, g.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    /** Registry form in upper case with braces. */
    @Override
    public String toString() {
        HexFormat hex = HexFormat.of().withUpperCase();
        StringBuilder sb = new StringBuilder(38).append('{');
        for (int i = 3; i >= 0; i--) {
            sb.append(hex.toHexDigits(bytes[i]));
        }
        sb.append('-').append(hex.toHexDigits(bytes[5])).append(hex.toHexDigits(bytes[4]));
        sb.append('-').append(hex.toHexDigits(bytes[7])).append(hex.toHexDigits(bytes[6]));
        sb.append('-').append(hex.formatHex(bytes, 8, 10));
        sb.append('-').append(hex.formatHex(bytes, 10, 16));
        return sb.append('}').toString().toUpperCase(Locale.ROOT);
    }
}
