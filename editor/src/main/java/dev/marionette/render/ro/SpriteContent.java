package dev.marionette.render.ro;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.PlayerAnimation;

/**
 * A player-layout sprite's kind (104 actions) from what its frames hold, as the official files are made:
 * <ul>
 * <li><b>weapon</b> (and its slash effect): it shows only in some actions, so at least a quarter of its frames
 *     draw nothing, and idle, walk and sit have no anchor (most weapons have none at all; some, such as
 *     {@code 초보자_남_1207}, anchor their standby and attack frames only);</li>
 * <li><b>head</b>: anchored, and most frames that draw something start with an empty layer (the client's
 *     "invisible copy" in every head);</li>
 * <li><b>headgear</b>: anchored, drawn above the neck anchor on average;</li>
 * <li><b>body</b>: anchored, anything else (garments look like bodies here: their folder tells them).</li>
 * </ul>
 * Anything else (another layout, or a player-layout file without anchors that is no weapon) is
 * {@link SpriteKind#OTHER}.
 */
final class SpriteContent {

    /** How far above its anchor (pixels, on average) a sprite's layers sit to count as headgear. */
    private static final int ABOVE_NECK = 4;

    private SpriteContent() {
    }

    static SpriteKind kindOf(ActDocument act) {
        if (act == null || act.animations().size() != PlayerAnimation.ACTION_COUNT) {
            return SpriteKind.OTHER;
        }
        Counts counts = new Counts();
        for (int a = 0; a < act.animations().size(); a++) {
            ActAnimation action = act.animations().get(a);
            for (ActFrame frame : action.frames()) {
                counts.add(a, frame);
            }
        }
        if (counts.frames > 0 && counts.blank * 4 >= counts.frames && counts.anchoredInPoses == 0) {
            return SpriteKind.WEAPON;
        }
        if (counts.anchored == 0) {
            return SpriteKind.OTHER;
        }
        if (counts.drawing > 0 && counts.emptyFirst * 2 > counts.drawing) {
            return SpriteKind.HEAD;
        }
        if (counts.measured > 0 && counts.aboveNeck / counts.measured > ABOVE_NECK) {
            return SpriteKind.HEADGEAR;
        }
        return SpriteKind.BODY;
    }

    /** What the frames hold. */
    private static final class Counts {
        long frames;
        /** Frames drawing nothing (no layer, or only empty ones). */
        long blank;
        /** Frames drawing something. */
        long drawing;
        /** Frames drawing something whose first layer is empty. */
        long emptyFirst;
        long anchored;
        /** Anchored frames of idle, walk and sit, where a weapon never has one. */
        long anchoredInPoses;
        double aboveNeck;
        long measured;

        void add(int action, ActFrame frame) {
            frames++;
            boolean draws = frame.layers().stream().anyMatch(l -> !l.isEmpty());
            if (!draws) {
                blank++;
            } else {
                drawing++;
                if (frame.layers().get(0).isEmpty()) {
                    emptyFirst++;
                }
            }
            if (frame.anchors().isEmpty()) {
                return;
            }
            anchored++;
            if (isPose(action)) {
                anchoredInPoses++;
            }
            int neck = frame.anchors().get(0).y();
            for (SpriteLayer layer : frame.layers()) {
                if (!layer.isEmpty()) {
                    aboveNeck += neck - layer.y();
                    measured++;
                }
            }
        }

        private static boolean isPose(int action) {
            int animation = Direction.animationOf(action);
            return animation == PlayerAnimation.IDLE.ordinal() || animation == PlayerAnimation.WALK.ordinal()
                    || animation == PlayerAnimation.SIT.ordinal();
        }
    }
}
