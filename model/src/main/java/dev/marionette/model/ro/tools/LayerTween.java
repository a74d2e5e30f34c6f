package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.doc.EditRejectedException;
import java.util.Collection;
import java.util.TreeSet;

/**
 * "Interpolate selected layers": between two key frames of an action, the chosen layers of every frame in
 * between are set to the values on the way from their value in the first key to their partner's in the
 * second ({@link LayerMatching}, {@link Tween}), at {@code t = easing((f - first) / (second - first))}. The
 * layers are chosen by index in the first key, and frame {@code f} changes its layer of the same index, which
 * keeps its image and mirror flag. Anchors of the frames in between move the same way when asked.
 */
public final class LayerTween {

    private LayerTween() {
    }

    /**
     * A copy of {@code action} with the tween applied.
     *
     * @throws EditRejectedException when the keys are not two frames with at least one frame between them, a
     *                               chosen layer is missing from the first key, has no partner in the second,
     *                               or a frame between lacks it
     */
    public static ActAnimation apply(ActAnimation action, int first, int second, Collection<Integer> layers,
            Easing easing, boolean anchors) {
        int count = action.frames().size();
        if (first < 0 || second >= count || second - first < 2) {
            throw new EditRejectedException("Pick two key frames with at least one frame between them (frames "
                    + first + " and " + second + " of " + count + ").");
        }
        if (layers.isEmpty()) {
            throw new EditRejectedException("No layer is selected.");
        }
        ActAnimation result = action.copy();
        ActFrame a = result.frames().get(first);
        ActFrame b = result.frames().get(second);
        int[] partner = LayerMatching.match(a.layers(), b.layers());
        for (int layer : new TreeSet<>(layers)) {
            if (layer < 0 || layer >= a.layers().size()) {
                throw new EditRejectedException("Frame " + first + " has no layer " + layer + ".");
            }
            if (partner[layer] < 0) {
                throw new EditRejectedException("Layer " + layer + " of frame " + first + " has no partner in frame "
                        + second + " (it has " + b.layers().size() + " layers).");
            }
            for (int f = first + 1; f < second; f++) {
                ActFrame frame = result.frames().get(f);
                if (layer >= frame.layers().size()) {
                    throw new EditRejectedException("Frame " + f + " has no layer " + layer + " to move.");
                }
                double t = easing.apply((f - first) / (double) (second - first));
                Tween.continuous(frame.layers().get(layer), a.layers().get(layer), b.layers().get(partner[layer]), t);
            }
        }
        if (anchors) {
            for (int f = first + 1; f < second; f++) {
                ActFrame frame = result.frames().get(f);
                double t = easing.apply((f - first) / (double) (second - first));
                int paired = Math.min(frame.anchors().size(), Math.min(a.anchors().size(), b.anchors().size()));
                for (int i = 0; i < paired; i++) {
                    Anchor moved = Tween.anchor(frame.anchors().get(i), a.anchors().get(i), b.anchors().get(i), t);
                    frame.anchors().set(i, moved);
                }
            }
        }
        return result;
    }

}
