package dev.marionette.io.act;

/**
 * One consequence of saving an ACT document in a given version, in words computed from the document
 * (for example "37 frames lose their anchors (37 anchors)").
 *
 * @param kind    what sort of change this is
 * @param count   how many items (actions, frames, layers, events) it affects
 * @param message the effect in words, for the user
 */
public record VersionEffect(Kind kind, int count, String message) {

    /** The sorts of effect a version change can have. */
    public enum Kind {
        /** The target stores an interval per action and the source did not: intervals are created. */
        INTERVALS_ADDED,
        /** The target stores no intervals: the document's intervals are dropped. */
        INTERVALS_DROPPED,
        /** The target stores no anchors. */
        ANCHORS_DROPPED,
        /** The target stores one scale: layers whose y scale differs from the x scale lose it. */
        Y_SCALE_MERGED,
        /** The target stores layer width/height and the source did not: they are derived or zero. */
        LAYER_SIZE_ADDED,
        /** The target stores no layer width/height. */
        LAYER_SIZE_DROPPED,
        /** The target has no event list. */
        EVENT_LIST_DROPPED,
        /** The target has no per-frame event id. */
        EVENT_IDS_DROPPED,
        /** The target has no layer tint. */
        TINT_DROPPED,
        /** The target has no layer scale. */
        SCALE_DROPPED,
        /** The target has no layer rotation. */
        ROTATION_DROPPED,
        /** The target has no sprite type, so layers showing RGBA images would show indexed ones. */
        RGBA_LAYERS_BROKEN
    }

    @Override
    public String toString() {
        return message;
    }
}
