package dev.marionette.model.ro;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Where a layer is: action, frame and index in the frame (0 is drawn first). Also the index path of
 * {@link dev.marionette.model.doc.Part#LAYER} changes.
 *
 * @param action index of the action
 * @param frame  index of the frame in the action
 * @param layer  index of the layer in the frame
 */
public record LayerRef(int action, int frame, int layer) {

    /** Calls {@code visitor} with every layer of {@code act} and its place, in action, frame and layer order. */
    public static void forEach(ActDocument act, BiConsumer<LayerRef, SpriteLayer> visitor) {
        List<ActAnimation> actions = act.animations();
        for (int a = 0; a < actions.size(); a++) {
            List<ActFrame> frames = actions.get(a).frames();
            for (int f = 0; f < frames.size(); f++) {
                List<SpriteLayer> layers = frames.get(f).layers();
                for (int l = 0; l < layers.size(); l++) {
                    visitor.accept(new LayerRef(a, f, l), layers.get(l));
                }
            }
        }
    }

    /** The frame this layer belongs to. */
    public FrameRef frameRef() {
        return new FrameRef(action, frame);
    }

    /** The index path [action, frame, layer]. */
    public int[] path() {
        return new int[] {action, frame, layer};
    }

    @Override
    public String toString() {
        return "layer " + layer + " of frame " + frame + " of action " + action;
    }
}
