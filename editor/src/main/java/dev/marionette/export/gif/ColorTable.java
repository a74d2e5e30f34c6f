package dev.marionette.export.gif;

import java.util.Arrays;

/**
 * A map from colours ({@code 0xRRGGBB}) to ints (a count, or a palette index): open addressing over int arrays,
 * because exporting counts and maps every pixel of every frame and boxing would cost more than the work itself.
 * Not thread-safe.
 */
final class ColorTable {

    private static final int EMPTY = -1;

    private int[] keys;
    private int[] values;
    private int size;

    ColorTable() {
        this(64);
    }

    ColorTable(int expected) {
        int capacity = 16;
        while (capacity < expected * 2) {
            capacity <<= 1;
        }
        keys = new int[capacity];
        values = new int[capacity];
        Arrays.fill(keys, EMPTY);
    }

    int size() {
        return size;
    }

    /** The value of {@code rgb}, or {@code missing}. */
    int get(int rgb, int missing) {
        int slot = find(rgb);
        return keys[slot] == EMPTY ? missing : values[slot];
    }

    void put(int rgb, int value) {
        int slot = find(rgb);
        if (keys[slot] == EMPTY) {
            keys[slot] = rgb;
            size++;
            values[slot] = value;
            if (size * 2 > keys.length) {
                grow();
            }
        } else {
            values[slot] = value;
        }
    }

    /** Adds {@code delta} to the value of {@code rgb} (0 when absent). */
    void add(int rgb, int delta) {
        int slot = find(rgb);
        if (keys[slot] == EMPTY) {
            put(rgb, delta);
        } else {
            values[slot] += delta;
        }
    }

    /** The colours, in no particular order. */
    int[] colors() {
        int[] out = new int[size];
        int n = 0;
        for (int k : keys) {
            if (k != EMPTY) {
                out[n++] = k;
            }
        }
        return out;
    }

    private int find(int rgb) {
        int mask = keys.length - 1;
        int slot = (rgb * 0x9E3779B1) >>> 7 & mask;
        while (keys[slot] != EMPTY && keys[slot] != rgb) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void grow() {
        int[] oldKeys = keys;
        int[] oldValues = values;
        keys = new int[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }
}
