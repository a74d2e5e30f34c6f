package dev.marionette.model.ro;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import java.util.List;

/**
 * The ACT format's rules as edits check them before changing anything: what exists (with messages that name
 * what the file has), which fields a version stores, and the limits of the format's count fields.
 *
 * <p>The document invariant they keep: a document holds only what its version stores, with the values a
 * reader gives to fields the version lacks (default tint, scale 1, rotation 0, y scale equal to x scale,
 * size 0&times;0, no event, no anchors, the default interval). So writing it and reading it back gives the
 * same document, and no edit is silently lost on save.
 */
public final class ActRules {

    /** The action count is a 16-bit field. */
    public static final int MAX_ACTIONS = 0xFFFF;

    private ActRules() {
    }

    /** The action at {@code index}, or a rejection naming how many there are. */
    public static ActAnimation action(ActDocument act, int index) {
        int count = act.animations().size();
        if (index < 0 || index >= count) {
            throw new EditRejectedException("There is no action " + index + " (the file has " + plural(count, "action")
                    + ").");
        }
        return act.animations().get(index);
    }

    /** The frame at {@code ref}, or a rejection. */
    public static ActFrame frame(ActDocument act, FrameRef ref) {
        ActAnimation action = action(act, ref.action());
        int count = action.frames().size();
        if (ref.frame() < 0 || ref.frame() >= count) {
            throw new EditRejectedException("Action " + ref.action() + " has no frame " + ref.frame() + " (it has "
                    + plural(count, "frame") + ").");
        }
        return action.frames().get(ref.frame());
    }

    /** The layer at {@code ref}, or a rejection. */
    public static SpriteLayer layer(ActDocument act, LayerRef ref) {
        return inFrame(frame(act, ref.frameRef()).layers(), ref.frameRef(), ref.layer(), "layer");
    }

    /** The anchor at {@code ref}, or a rejection. */
    public static Anchor anchor(ActDocument act, AnchorRef ref) {
        return inFrame(frame(act, ref.frameRef()).anchors(), ref.frameRef(), ref.anchor(), "anchor");
    }

    /** Item {@code index} of a list of the frame at {@code frame} (its layers or anchors), or a rejection. */
    private static <T> T inFrame(List<T> items, FrameRef frame, int index, String noun) {
        if (index < 0 || index >= items.size()) {
            throw new EditRejectedException("Frame " + frame.frame() + " of action " + frame.action() + " has no "
                    + noun + " " + index + " (it has " + plural(items.size(), noun) + ").");
        }
        return items.get(index);
    }

    /** Rejects an event index outside the event list. */
    public static void requireEvent(ActDocument act, int index) {
        int count = act.events().size();
        if (index < 0 || index >= count) {
            throw new EditRejectedException("There is no event " + index + " (the event list has "
                    + plural(count, "entry", "entries") + ").");
        }
    }

    /** Rejects an insertion position outside 0..size. */
    public static void requireInsertionPoint(int index, int size, String what) {
        if (index < 0 || index > size) {
            throw new EditRejectedException("Cannot insert " + what + " at position " + index + "; positions run from 0 to "
                    + size + ".");
        }
    }

    /** Tint, scale, rotation and sprite type: 0x200 and later. */
    public static void requireLayerAttributes(int version, String what) {
        require(ActVersion.hasLayerAttributes(version), version, "no layer " + what, ActVersion.V2_0);
    }

    /** Anchors: 0x203 and later. */
    public static void requireAnchors(int version) {
        require(ActVersion.hasAnchors(version), version, "no anchors", ActVersion.V2_3);
    }

    /** The event list: 0x201 and later. */
    public static void requireEventList(int version) {
        require(ActVersion.hasEventList(version), version, "no event list", ActVersion.V2_1);
    }

    /** The event a frame fires: 0x200 and later. */
    public static void requireFrameEvents(int version) {
        require(ActVersion.hasFrameEventId(version), version, "no frame events", ActVersion.V2_0);
    }

    /** Action intervals: 0x202 and later. */
    public static void requireIntervals(int version) {
        require(ActVersion.hasIntervals(version), version, "no action intervals", ActVersion.V2_2);
    }

    private static void require(boolean stored, int version, String what, int since) {
        if (!stored) {
            throw new EditRejectedException("This ACT is version " + ActVersion.format(version) + ", which stores " + what
                    + "; that needs version " + ActVersion.format(since) + " or later.");
        }
    }

    /** Rejects an action count the 16-bit count field cannot hold. */
    public static void requireActionCount(int count) {
        if (count > MAX_ACTIONS) {
            throw new EditRejectedException("An ACT holds at most " + MAX_ACTIONS + " actions; this would make " + count
                    + ".");
        }
    }

    /**
     * Rejects a layer holding values {@code version} does not store (they would be lost on save). Width and
     * height in versions without them must be 0; callers derive them from the sheet first.
     */
    public static void requireStorable(int version, SpriteLayer layer) {
        if (!ActVersion.hasLayerAttributes(version)) {
            if (layer.tint() != SpriteLayer.DEFAULT_TINT || layer.xScaleBits() != SpriteLayer.ONE_BITS
                    || layer.yScaleBits() != SpriteLayer.ONE_BITS || layer.rotation() != 0
                    || layer.spriteType() != SpriteLayer.TYPE_INDEXED) {
                throw new EditRejectedException("This ACT is version " + ActVersion.format(version)
                        + ", which stores no layer tint, scale, rotation or RGBA sprites; the layer uses some of them"
                        + " (0x200 or later needed).");
            }
        } else if (!ActVersion.hasYScale(version) && layer.yScaleBits() != layer.xScaleBits()) {
            throw new EditRejectedException("This ACT is version " + ActVersion.format(version)
                    + ", which stores one scale for both axes; the layer's x scale " + layer.xScale()
                    + " and y scale " + layer.yScale() + " differ (0x204 or later needed).");
        }
        if (!ActVersion.hasLayerSize(version) && (layer.width() != 0 || layer.height() != 0)) {
            throw new IllegalArgumentException("layer size " + layer.width() + "x" + layer.height()
                    + " in a version that stores none: derive sizes with LayerSizing first");
        }
    }

    /** Rejects a frame (with its layers) holding values {@code version} does not store. */
    public static void requireStorable(int version, ActFrame frame) {
        for (SpriteLayer layer : frame.layers()) {
            requireStorable(version, layer);
        }
        if (frame.eventId() != ActFrame.NO_EVENT) {
            requireFrameEvents(version);
        }
        if (!frame.anchors().isEmpty()) {
            requireAnchors(version);
        }
    }

    /** Rejects an action (with its frames) holding values {@code version} does not store. */
    public static void requireStorable(int version, ActAnimation action) {
        for (ActFrame frame : action.frames()) {
            requireStorable(version, frame);
        }
        if (!ActVersion.hasIntervals(version)
                && action.intervalBits() != Float.floatToRawIntBits(ActAnimation.DEFAULT_INTERVAL_TICKS)) {
            requireIntervals(version);
        }
    }

    /** {@code value + delta}, or a rejection when the 32-bit position field cannot hold it. */
    public static int offset(int value, int delta) {
        long sum = (long) value + delta;
        if (sum != (int) sum) {
            throw new EditRejectedException("That would move past the largest position the file can store.");
        }
        return (int) sum;
    }

    /** {@code to - from}: the offset that moves {@code from} to {@code to}, or a rejection when it overflows. */
    public static int difference(int to, int from) {
        long difference = (long) to - from;
        if (difference != (int) difference) {
            throw new EditRejectedException("That would move past the largest position the file can store.");
        }
        return (int) difference;
    }

    /** "1 frame", "3 frames". */
    static String plural(int count, String word) {
        return plural(count, word, word + "s");
    }

    static String plural(int count, String one, String many) {
        return count + " " + (count == 1 ? one : many);
    }
}
