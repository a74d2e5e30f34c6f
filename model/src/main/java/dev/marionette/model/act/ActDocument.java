package dev.marionette.model.act;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A Ragnarok Online ACT file: the actions (animations) of one sprite sheet, their frames and layers, and
 * the event list.
 *
 * <p>The document remembers the version it was read as; writers use it unless told otherwise, and
 * {@link ActVersion} says which fields that version stores. Everything a file holds is kept, including the
 * 10 reserved header bytes (leftover memory in official files, zeros from editors), so reading and writing
 * an unmodified file gives the same bytes. New documents use {@link ActVersion#LATEST}.
 */
public final class ActDocument {

    /** Size of the reserved header field after the action count. */
    public static final int RESERVED_SIZE = 10;

    private int version = ActVersion.LATEST;
    private byte[] reserved = new byte[RESERVED_SIZE];
    private final List<ActAnimation> animations = new ArrayList<>();
    private final List<ActEvent> events = new ArrayList<>();

    /** An empty document in the latest version. */
    public ActDocument() {
    }

    /** The version the file was read as (or will be written as), e.g. 0x205. */
    public int version() {
        return version;
    }

    /**
     * Sets the version to write. This changes nothing else: to convert a document with its documented
     * effects, use the I/O layer's version-change support.
     */
    public void setVersion(int version) {
        this.version = version;
    }

    /** The 10 reserved header bytes (a copy). */
    public byte[] reserved() {
        return reserved.clone();
    }

    /** Replaces the 10 reserved header bytes. */
    public void setReserved(byte[] bytes) {
        if (bytes.length != RESERVED_SIZE) {
            throw new IllegalArgumentException("reserved header is " + RESERVED_SIZE + " bytes, got " + bytes.length);
        }
        this.reserved = bytes.clone();
    }

    /** The actions (the live list). */
    public List<ActAnimation> animations() {
        return animations;
    }

    /** The event list (the live list); frames refer to it by index. */
    public List<ActEvent> events() {
        return events;
    }

    /** Total frames in all actions. */
    public int frameCount() {
        int n = 0;
        for (ActAnimation a : animations) {
            n += a.frames().size();
        }
        return n;
    }

    /** Total layers in all frames. */
    public int layerCount() {
        int n = 0;
        for (ActAnimation a : animations) {
            for (ActFrame f : a.frames()) {
                n += f.layers().size();
            }
        }
        return n;
    }

    /** Total anchors in all frames. */
    public int anchorCount() {
        int n = 0;
        for (ActAnimation a : animations) {
            for (ActFrame f : a.frames()) {
                n += f.anchors().size();
            }
        }
        return n;
    }

    /** A deep copy. */
    public ActDocument copy() {
        ActDocument c = new ActDocument();
        c.version = version;
        c.reserved = reserved.clone();
        for (ActAnimation a : animations) {
            c.animations.add(a.copy());
        }
        c.events.addAll(events);
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ActDocument d && version == d.version && Arrays.equals(reserved, d.reserved)
                && animations.equals(d.animations) && events.equals(d.events);
    }

    @Override
    public int hashCode() {
        return Objects.hash(version, animations, events) * 31 + Arrays.hashCode(reserved);
    }

    @Override
    public String toString() {
        return "ActDocument[" + ActVersion.format(version) + ", " + animations.size() + " actions, "
                + frameCount() + " frames, " + events.size() + " events]";
    }
}
