package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import java.util.Collection;

/**
 * Rough heap sizes of the ACT objects an edit keeps alive, for the history's memory budget (pixels are
 * counted exactly elsewhere; these are small next to them but add up in long histories).
 */
final class Costs {

    static final long LAYER = 80;
    static final long ANCHOR = 56;
    static final long FRAME = 120;
    static final long ACTION = 64;
    /** An event name or another small value. */
    static final long OTHER = 64;

    private Costs() {
    }

    static long of(Object item) {
        if (item instanceof SpriteLayer) {
            return LAYER;
        }
        if (item instanceof Anchor) {
            return ANCHOR;
        }
        if (item instanceof ActFrame frame) {
            return FRAME + frame.layers().size() * LAYER + frame.anchors().size() * ANCHOR;
        }
        if (item instanceof ActAnimation action) {
            return ACTION + ofAll(action.frames());
        }
        return OTHER;
    }

    /** The sum of {@link #of} over {@code items}. */
    static long ofAll(Collection<?> items) {
        long sum = 0;
        for (Object item : items) {
            sum += of(item);
        }
        return sum;
    }
}
