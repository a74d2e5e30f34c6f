package dev.marionette.model.act;

import java.util.Arrays;
import java.util.Objects;

/**
 * An attachment point of a frame (ACT 0x203 and later). Heads, headgear and garments are placed so that
 * their frame's first anchor meets the body frame's first anchor.
 *
 * <p>The four bytes stored before the position carry no meaning (in official files they are leftover memory
 * that looks like pointers) but are kept so the file writes back unchanged. {@code attr} was 0 in every real
 * file seen and is kept as read.
 */
public final class Anchor {

    /** Size of the opaque leading field. */
    public static final int OPAQUE_SIZE = 4;

    private byte[] opaque = new byte[OPAQUE_SIZE];
    private int x;
    private int y;
    private int attr;

    /** An anchor at (0, 0) with zero opaque bytes and attribute 0. */
    public Anchor() {
    }

    /** An anchor at (x, y) with zero opaque bytes and attribute 0. */
    public Anchor(int x, int y) {
        this.x = x;
        this.y = y;
    }

    /** The 4 bytes stored before the position (a copy). */
    public byte[] opaque() {
        return opaque.clone();
    }

    /** Replaces the 4 opaque bytes. */
    public void setOpaque(byte[] bytes) {
        if (bytes.length != OPAQUE_SIZE) {
            throw new IllegalArgumentException("anchor opaque field is " + OPAQUE_SIZE + " bytes, got " + bytes.length);
        }
        this.opaque = bytes.clone();
    }

    public int x() {
        return x;
    }

    public void setX(int x) {
        this.x = x;
    }

    public int y() {
        return y;
    }

    public void setY(int y) {
        this.y = y;
    }

    /** The attribute word, kept as read (0 in all real files seen). */
    public int attr() {
        return attr;
    }

    public void setAttr(int attr) {
        this.attr = attr;
    }

    /** An independent copy. */
    public Anchor copy() {
        Anchor c = new Anchor(x, y);
        c.opaque = opaque.clone();
        c.attr = attr;
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Anchor a && x == a.x && y == a.y && attr == a.attr && Arrays.equals(opaque, a.opaque);
    }

    @Override
    public int hashCode() {
        return Objects.hash(x, y, attr) * 31 + Arrays.hashCode(opaque);
    }

    @Override
    public String toString() {
        return "Anchor[" + x + "," + y + " attr " + attr + "]";
    }
}
