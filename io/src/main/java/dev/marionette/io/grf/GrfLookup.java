package dev.marionette.io.grf;

import java.util.Arrays;

/**
 * Finds entries by name the way the client does ({@link GrfNames#lookupKey}), with one open-addressing table of
 * entry indexes (no object per entry). Built on the first lookup. Of several entries with the same key the
 * last in the table wins, as a later entry replaces an earlier one in the client.
 */
final class GrfLookup {

    private final GrfTable table;
    private final int[] slots;
    private final int mask;

    private GrfLookup(GrfTable table, int[] slots) {
        this.table = table;
        this.slots = slots;
        this.mask = slots.length - 1;
    }

    static GrfLookup of(GrfTable table) {
        int capacity = Integer.highestOneBit(Math.max(4, table.size() * 2 - 1)) << 1;
        int[] slots = new int[capacity];
        Arrays.fill(slots, -1);
        GrfLookup lookup = new GrfLookup(table, slots);
        byte[] data = table.data();
        for (int i = 0; i < table.size(); i++) {
            int slot = lookup.slotOf(data, table.nameStart(i), table.nameLength(i));
            slots[slot] = i;
        }
        return lookup;
    }

    /** The index of the entry named {@code name} (any case, either separator), or -1. */
    int find(byte[] name) {
        int i = slots[slotOf(name, 0, name.length)];
        return i;
    }

    /** The slot holding the entry whose key equals the name's, or the empty slot where it would go. */
    private int slotOf(byte[] b, int from, int length) {
        int h = 0x811C9DC5;
        for (int i = from; i < from + length; i++) {
            h = (h ^ GrfNames.fold(b[i])) * 0x01000193;
        }
        int slot = (h ^ h >>> 16) & mask;
        while (true) {
            int entry = slots[slot];
            if (entry < 0 || sameKey(entry, b, from, length)) {
                return slot;
            }
            slot = (slot + 1) & mask;
        }
    }

    private boolean sameKey(int entry, byte[] b, int from, int length) {
        if (table.nameLength(entry) != length) {
            return false;
        }
        byte[] data = table.data();
        int at = table.nameStart(entry);
        for (int i = 0; i < length; i++) {
            if (GrfNames.fold(data[at + i]) != GrfNames.fold(b[from + i])) {
                return false;
            }
        }
        return true;
    }
}
