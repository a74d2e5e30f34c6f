package dev.marionette.model.act;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One frame of an action: its layers (drawn first to last), the event it fires, and its anchors.
 *
 * <p>Every frame starts with 32 bytes that no reader uses (documented as two unused "ranges"; in official
 * files they are leftover memory). They are kept as read so the file writes back unchanged; new frames get
 * zeros, as the common editors write.
 */
public final class ActFrame {

    /** Size of the opaque prefix stored before each frame's layers. */
    public static final int PREFIX_SIZE = 32;
    /** Event id of a frame that fires no event. */
    public static final int NO_EVENT = -1;

    private byte[] prefix = new byte[PREFIX_SIZE];
    private final List<SpriteLayer> layers = new ArrayList<>();
    private int eventId = NO_EVENT;
    private final List<Anchor> anchors = new ArrayList<>();

    /** An empty frame: no layers, no event, no anchors, zero prefix. */
    public ActFrame() {
    }

    /** The 32 opaque prefix bytes (a copy). */
    public byte[] prefix() {
        return prefix.clone();
    }

    /** Replaces the 32 opaque prefix bytes. */
    public void setPrefix(byte[] bytes) {
        if (bytes.length != PREFIX_SIZE) {
            throw new IllegalArgumentException("frame prefix is " + PREFIX_SIZE + " bytes, got " + bytes.length);
        }
        this.prefix = bytes.clone();
    }

    /** The layers, bottom-most first (the live list). */
    public List<SpriteLayer> layers() {
        return layers;
    }

    /** Index into the document's event list, or {@link #NO_EVENT}. Kept as read, even when out of range. */
    public int eventId() {
        return eventId;
    }

    public void setEventId(int eventId) {
        this.eventId = eventId;
    }

    /** The anchors (the live list); usually 0 or 1, some real frames have 2. Only the first is used. */
    public List<Anchor> anchors() {
        return anchors;
    }

    /** A deep copy. */
    public ActFrame copy() {
        ActFrame c = new ActFrame();
        c.prefix = prefix.clone();
        for (SpriteLayer l : layers) {
            c.layers.add(l.copy());
        }
        c.eventId = eventId;
        for (Anchor a : anchors) {
            c.anchors.add(a.copy());
        }
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ActFrame f && eventId == f.eventId && Arrays.equals(prefix, f.prefix)
                && layers.equals(f.layers) && anchors.equals(f.anchors);
    }

    @Override
    public int hashCode() {
        return Objects.hash(eventId, layers, anchors) * 31 + Arrays.hashCode(prefix);
    }

    @Override
    public String toString() {
        return "ActFrame[" + layers.size() + " layers, event " + eventId + ", " + anchors.size() + " anchors]";
    }
}
