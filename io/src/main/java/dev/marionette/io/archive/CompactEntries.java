package dev.marionette.io.archive;

import dev.marionette.io.FormatException;
import java.util.Arrays;

/**
 * An archive table held compactly for the kinds whose records are not kept in their stored layout (THOR, RGZ):
 * every name in one byte array, and the numbers in arrays of primitives, so a table of many thousands of records
 * costs no object per record. Names are looked up as the client looks them up ({@link ArchiveNames#lookupKey}),
 * the last of several records of the same name winning; the lookup table is built on the first lookup.
 *
 * <p>Built by one thread ({@link #add}), then read-only and safe to share.
 */
public final class CompactEntries {

    private byte[] names = new byte[1024];
    private int namesSize;
    private int[] nameStarts = new int[17];
    private long[] offsets = new long[16];
    private long[] compressed = new long[16];
    private long[] real = new long[16];
    private byte[] flags = new byte[16];
    private int size;
    private volatile int[] slots;

    /** Adds a record and returns its index. */
    public int add(byte[] name, int nameFrom, int nameLength, long offset, long compressedSize, long realSize,
            int flag) {
        if (size == offsets.length) {
            int n = size * 2;
            offsets = Arrays.copyOf(offsets, n);
            compressed = Arrays.copyOf(compressed, n);
            real = Arrays.copyOf(real, n);
            flags = Arrays.copyOf(flags, n);
            nameStarts = Arrays.copyOf(nameStarts, n + 1);
        }
        if (namesSize + nameLength > names.length) {
            names = Arrays.copyOf(names, Math.max(names.length * 2, namesSize + nameLength));
        }
        System.arraycopy(name, nameFrom, names, namesSize, nameLength);
        nameStarts[size] = namesSize;
        namesSize += nameLength;
        nameStarts[size + 1] = namesSize;
        offsets[size] = offset;
        compressed[size] = compressedSize;
        real[size] = realSize;
        flags[size] = (byte) flag;
        return size++;
    }

    public int size() {
        return size;
    }

    public int nameLength(int i) {
        return nameStarts[i + 1] - nameStarts[i];
    }

    public byte[] name(int i) {
        return Arrays.copyOfRange(names, nameStarts[i], nameStarts[i + 1]);
    }

    public long offset(int i) {
        return offsets[i];
    }

    public long compressedSize(int i) {
        return compressed[i];
    }

    public long realSize(int i) {
        return real[i];
    }

    public int flags(int i) {
        return flags[i] & 0xFF;
    }

    /** Decodes record {@code i}'s name into {@code out} at {@code at} ({@link Archive#decodePath}). */
    public int decodeInto(int i, char[] out, int at, String source, String label) throws FormatException {
        int end = ArchiveNames.decodeInto(names, nameStarts[i], nameLength(i), out, at);
        if (end < 0) {
            throw FormatException.of(source, 0, label + " name", "bytes that are not CP949 (the Korean code page"
                    + " names are stored in)");
        }
        return end;
    }

    /** The name of record {@code i} for messages ({@link ArchiveNames#display}). */
    public String display(int i) {
        return ArchiveNames.display(names, nameStarts[i], nameLength(i));
    }

    /** The index of the last record named {@code name} (any case, either separator), or -1. */
    public int find(byte[] name) {
        int[] table = slots;
        if (table == null) {
            table = buildSlots();
            slots = table;
        }
        int mask = table.length - 1;
        int slot = hash(name, 0, name.length) & mask;
        while (table[slot] >= 0) {
            int i = table[slot];
            if (sameKey(i, name)) {
                return i;
            }
            slot = (slot + 1) & mask;
        }
        return -1;
    }

    private int[] buildSlots() {
        int capacity = Integer.highestOneBit(Math.max(4, size * 2 - 1)) << 1;
        int[] table = new int[capacity];
        Arrays.fill(table, -1);
        int mask = capacity - 1;
        for (int i = 0; i < size; i++) {
            int slot = hash(names, nameStarts[i], nameLength(i)) & mask;
            while (table[slot] >= 0 && !sameKey(table[slot], names, nameStarts[i], nameLength(i))) {
                slot = (slot + 1) & mask;
            }
            table[slot] = i;
        }
        return table;
    }

    private static int hash(byte[] b, int from, int length) {
        int h = 0x811C9DC5;
        for (int i = from; i < from + length; i++) {
            h = (h ^ ArchiveNames.fold(b[i])) * 0x01000193;
        }
        return h ^ h >>> 16;
    }

    private boolean sameKey(int i, byte[] name) {
        return sameKey(i, name, 0, name.length);
    }

    private boolean sameKey(int i, byte[] b, int from, int length) {
        if (nameLength(i) != length) {
            return false;
        }
        int at = nameStarts[i];
        for (int k = 0; k < length; k++) {
            if (ArchiveNames.fold(names[at + k]) != ArchiveNames.fold(b[from + k])) {
                return false;
            }
        }
        return true;
    }
}
