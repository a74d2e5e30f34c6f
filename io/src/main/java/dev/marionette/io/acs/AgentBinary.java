package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentGuid;

/**
 * Shared Agent field codecs: counts and sizes checked before allocating, STRING, GUID and DATABLOCK.
 *
 * <p>STRING (acs.md 4.1) is {@code u32 count} UTF-16 code units, followed in ACS files by a {@code u16 0}
 * terminator only when count &gt; 0; ACF strings have no terminator. Code units are copied one by one, so
 * unpaired surrogates survive a round trip.
 */
final class AgentBinary {

    /** Longest string accepted, in UTF-16 units. */
    static final int MAX_STRING = 1 << 20;
    /** Largest DATABLOCK, sound or bitmap accepted. */
    static final int MAX_BLOCK = 64 << 20;

    private AgentBinary() {
    }

    /** A u8/u16/u32 count, checked against {@code max} and what fits in the bytes left at {@code minBytes} each. */
    static int count(LittleEndianReader r, FieldTrace t, int width, long max, long minBytes, String field)
            throws FormatException {
        int at = r.offset();
        t.field(at, width, field);
        long v = width == 1 ? r.u8(field) : width == 2 ? r.u16(field) : r.u32(field);
        return r.checkCount(v, max, minBytes, at, field);
    }

    /** A u32 byte size that must fit in what is left (and under {@link #MAX_BLOCK}). */
    static int size(LittleEndianReader r, FieldTrace t, String field) throws FormatException {
        return count(r, t, 4, MAX_BLOCK, 1, field);
    }

    static String string(LittleEndianReader r, FieldTrace t, boolean terminated, String field)
            throws FormatException {
        int n = count(r, t, 4, MAX_STRING, 2, field + " length");
        char[] chars = new char[n];
        for (int i = 0; i < n; i++) {
            chars[i] = (char) r.u16(field);
        }
        if (terminated && n > 0) {
            int at = r.offset();
            int nul = r.u16(field + " terminator");
            if (nul != 0) {
                throw new FormatException(r.source(), at, field + " terminator", "0x0000",
                        String.format("0x%04X", nul));
            }
        }
        return new String(chars);
    }

    static void writeString(LittleEndianWriter w, String s, boolean terminated) {
        w.u32(s.length());
        for (int i = 0; i < s.length(); i++) {
            w.u16(s.charAt(i));
        }
        if (terminated && !s.isEmpty()) {
            w.u16(0);
        }
    }

    static AgentGuid guid(LittleEndianReader r, String field) throws FormatException {
        return AgentGuid.ofBytes(r.bytes(16, field));
    }

    /** DATABLOCK: {@code u32 size; BYTE data[size]}. */
    static byte[] dataBlock(LittleEndianReader r, FieldTrace t, String field) throws FormatException {
        int n = size(r, t, field + " size");
        return r.bytes(n, field);
    }

    static void writeDataBlock(LittleEndianWriter w, byte[] data) {
        w.u32(data.length).bytes(data);
    }

    /** A BOOL byte that gates what follows: only 0 and 1 are accepted. */
    static boolean flag(LittleEndianReader r, String field) throws FormatException {
        int at = r.offset();
        int v = r.u8(field);
        if (v > 1) {
            throw new FormatException(r.source(), at, field, "0 or 1", Integer.toString(v));
        }
        return v == 1;
    }

    /**
     * The largest output a compressed block of {@code compressedLength} bytes can produce: a match of 4096 bytes
     * takes at least 31 bits, so the stream expands at most about 1057 times (acs.md 3.2).
     */
    static long maxExpansion(long compressedLength) {
        return compressedLength * 1058L + 4096;
    }

    /** Rejects a declared decompressed size no block of this length can produce, before anything is allocated. */
    static void checkExpansion(LittleEndianReader r, int at, long declared, long compressedLength, String field)
            throws FormatException {
        if (declared > MAX_BLOCK || declared > maxExpansion(compressedLength)) {
            throw new FormatException(r.source(), at, field, "at most " + Math.min(MAX_BLOCK,
                    maxExpansion(compressedLength)) + " bytes (what " + compressedLength
                    + " compressed bytes can hold)", Long.toString(declared));
        }
    }
}
