package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.ro.demo.ActTemplate;
import java.util.Collection;
import java.util.List;

/**
 * Anchors set for a whole sprite at once (on copies of the actions):
 * <ul>
 * <li><b>default anchors</b> for a body or head: one anchor per frame at the neck of the built-in mannequin,
 *     (0, {@value ActTemplate#NECK_Y}), where official bodies and heads put it when standing (a head's anchor
 *     is the point that meets the body's), so heads, headgear and garments made for the mannequin attach;</li>
 * <li><b>anchors imported from another ACT</b>: each frame takes the anchors of the frame at the same action
 *     and frame number in the other file (all of them, with their stored bytes), as a head takes its body's.</li>
 * </ul>
 * Either can leave frames that already have an anchor alone. Frames the other file lacks keep theirs.
 */
public final class AnchorTools {

    /** The result: the changed actions by index, and how many frames changed. */
    public record Result(java.util.Map<Integer, ActAnimation> actions, int frames, int missing) {
    }

    private AnchorTools() {
    }

    /** Default anchors on the frames of {@code actions}; {@code onlyMissing} keeps frames that have one. */
    public static Result defaults(ActDocument act, Collection<Integer> actions, boolean onlyMissing) {
        java.util.Map<Integer, ActAnimation> changed = new java.util.TreeMap<>();
        int frames = 0;
        for (int a : actions) {
            ActAnimation copy = act.animations().get(a).copy();
            boolean any = false;
            for (ActFrame frame : copy.frames()) {
                if (onlyMissing && !frame.anchors().isEmpty()) {
                    continue;
                }
                List<Anchor> wanted = List.of(new Anchor(0, ActTemplate.NECK_Y));
                if (!frame.anchors().equals(wanted)) {
                    frame.anchors().clear();
                    frame.anchors().addAll(wanted);
                    frames++;
                    any = true;
                }
            }
            if (any) {
                changed.put(a, copy);
            }
        }
        return new Result(changed, frames, 0);
    }

    /**
     * The anchors of {@code source} on the frames of {@code actions}; {@code onlyMissing} keeps frames that have
     * one. {@link Result#missing()} counts the frames {@code source} has no frame for.
     */
    public static Result imported(ActDocument act, ActDocument source, Collection<Integer> actions,
            boolean onlyMissing) {
        java.util.Map<Integer, ActAnimation> changed = new java.util.TreeMap<>();
        int frames = 0;
        int missing = 0;
        for (int a : actions) {
            ActAnimation copy = act.animations().get(a).copy();
            List<ActFrame> from = a < source.animations().size() ? source.animations().get(a).frames() : List.of();
            boolean any = false;
            for (int f = 0; f < copy.frames().size(); f++) {
                ActFrame frame = copy.frames().get(f);
                if (f >= from.size()) {
                    missing++;
                    continue;
                }
                if (onlyMissing && !frame.anchors().isEmpty()) {
                    continue;
                }
                List<Anchor> anchors = from.get(f).anchors();
                if (!frame.anchors().equals(anchors)) {
                    frame.anchors().clear();
                    anchors.forEach(anchor -> frame.anchors().add(anchor.copy()));
                    frames++;
                    any = true;
                }
            }
            if (any) {
                changed.put(a, copy);
            }
        }
        return new Result(changed, frames, missing);
    }
}
