package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import java.util.ArrayList;
import java.util.List;

/**
 * In-between frames from one key frame to the next. In-between {@code i} of {@code n} sits at progress
 * {@code p = i / (n + 1)}, and its values have moved {@code t = easing(p)} of the way (see {@link Tween}).
 *
 * <p>Layers pair up as {@link LayerMatching} says. Until halfway ({@code t < 0.5}) an in-between is built on
 * the first key: its layers in the first key's order, each paired layer moving towards its partner, each
 * unpaired one held as it is, the second key's unpaired layers not yet shown. From halfway on it is built on
 * the second key the same way, so what only one key has appears or goes at the middle, and so does a change of
 * image or mirror flag between partners. Anchors pair by index and move the same way (when asked; otherwise
 * they are those of the key the in-between is built on). In-betweens fire no event and start with zero prefix
 * bytes, as new frames do.
 */
public final class InBetweens {

    private InBetweens() {
    }

    /**
     * {@code count} new frames going from {@code first} to {@code second}.
     *
     * @param anchors whether anchors move too
     */
    public static List<ActFrame> between(ActFrame first, ActFrame second, int count, Easing easing,
            boolean anchors) {
        if (count < 0) {
            throw new IllegalArgumentException("negative count " + count);
        }
        List<ActFrame> frames = new ArrayList<>(count);
        for (int i = 1; i <= count; i++) {
            frames.add(at(first, second, easing.apply(i / (double) (count + 1)), anchors));
        }
        return frames;
    }

    /** The frame {@code t} of the way from {@code first} to {@code second} (see the class comment). */
    public static ActFrame at(ActFrame first, ActFrame second, double t, boolean anchors) {
        boolean early = t < 0.5;
        ActFrame base = early ? first : second;
        int[] partner = early ? LayerMatching.match(first.layers(), second.layers())
                : LayerMatching.inverse(LayerMatching.match(first.layers(), second.layers()), second.layers().size());
        ActFrame frame = new ActFrame();
        for (int i = 0; i < base.layers().size(); i++) {
            SpriteLayer own = base.layers().get(i);
            SpriteLayer layer = own.copy();
            if (partner[i] >= 0) {
                SpriteLayer other = (early ? second : first).layers().get(partner[i]);
                SpriteLayer a = early ? own : other;
                SpriteLayer b = early ? other : own;
                Tween.continuous(layer, a, b, t);
            }
            frame.layers().add(layer);
        }
        for (int i = 0; i < base.anchors().size(); i++) {
            Anchor own = base.anchors().get(i);
            boolean paired = anchors && i < first.anchors().size() && i < second.anchors().size();
            frame.anchors().add(paired ? Tween.anchor(own, first.anchors().get(i), second.anchors().get(i), t)
                    : own.copy());
        }
        return frame;
    }
}
