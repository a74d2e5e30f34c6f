package dev.marionette.model.spr;

import java.util.Arrays;

/**
 * The 256-colour palette of a sprite sheet's indexed images. Immutable.
 *
 * <p>Each entry is stored as 4 bytes R, G, B, X. The fourth byte has no agreed meaning: official files
 * hold 0 (sometimes garbage), editors write 255. It is kept as read and ignored for display, where every
 * colour is opaque. Index {@value #TRANSPARENT_INDEX} is transparent whatever colour it holds.
 */
public final class Palette {

    /** Number of entries. */
    public static final int SIZE = 256;
    /** Size of the stored palette. */
    public static final int BYTES = SIZE * 4;
    /** The index drawn as transparent. */
    public static final int TRANSPARENT_INDEX = 0;

    private final byte[] entries;

    private Palette(byte[] entries) {
        this.entries = entries;
    }

    /** A palette from its 1024 stored bytes (R, G, B, X per entry). */
    public static Palette fromBytes(byte[] bytes) {
        if (bytes.length != BYTES) {
            throw new IllegalArgumentException("a palette is " + BYTES + " bytes, got " + bytes.length);
        }
        return new Palette(bytes.clone());
    }

    /** A palette from 256 colours {@code 0xRRGGBB}; the fourth byte of each entry is 0. */
    public static Palette fromRgb(int[] rgb) {
        if (rgb.length != SIZE) {
            throw new IllegalArgumentException("a palette has " + SIZE + " colours, got " + rgb.length);
        }
        byte[] b = new byte[BYTES];
        for (int i = 0; i < SIZE; i++) {
            b[i * 4] = (byte) (rgb[i] >>> 16);
            b[i * 4 + 1] = (byte) (rgb[i] >>> 8);
            b[i * 4 + 2] = (byte) rgb[i];
        }
        return new Palette(b);
    }

    /** The 1024 stored bytes (a copy). */
    public byte[] toBytes() {
        return entries.clone();
    }

    public int red(int index) {
        return entries[index * 4] & 0xFF;
    }

    public int green(int index) {
        return entries[index * 4 + 1] & 0xFF;
    }

    public int blue(int index) {
        return entries[index * 4 + 2] & 0xFF;
    }

    /** The stored fourth byte of an entry (not an alpha value; see the class comment). */
    public int reserved(int index) {
        return entries[index * 4 + 3] & 0xFF;
    }

    /** The colour as opaque {@code 0xAARRGGBB}; index 0 is still reported opaque (drawing makes it clear). */
    public int argb(int index) {
        return 0xFF00_0000 | red(index) << 16 | green(index) << 8 | blue(index);
    }

    /** A palette with entry {@code index} set to {@code 0xRRGGBB}, keeping that entry's fourth byte. */
    public Palette withColor(int index, int rgb) {
        byte[] b = entries.clone();
        b[index * 4] = (byte) (rgb >>> 16);
        b[index * 4 + 1] = (byte) (rgb >>> 8);
        b[index * 4 + 2] = (byte) rgb;
        return new Palette(b);
    }

    /**
     * This palette with its first {@code count} entries (all four bytes) taken from {@code other}: a short
     * palette laid over this one.
     */
    public Palette withFirstEntriesOf(Palette other, int count) {
        if (count < 0 || count > SIZE) {
            throw new IllegalArgumentException("entry count " + count + " is not in 0.." + SIZE);
        }
        byte[] b = entries.clone();
        System.arraycopy(other.entries, 0, b, 0, count * 4);
        return new Palette(b);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Palette p && Arrays.equals(entries, p.entries);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(entries);
    }

    @Override
    public String toString() {
        return "Palette[" + SIZE + " colours]";
    }
}
