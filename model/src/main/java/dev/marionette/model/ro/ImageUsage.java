package dev.marionette.model.ro;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import java.util.Collection;
import java.util.Set;

/**
 * How much of an animation shows some images: the layers showing one of them, the frames holding such a
 * layer and the actions holding such a frame. Deleting the images would leave those layers empty, which the
 * editor says before it does so.
 *
 * @param layers  layers showing one of the images
 * @param frames  frames with at least one of those layers
 * @param actions actions with at least one of those frames
 */
public record ImageUsage(int layers, int frames, int actions) {

    /** The usage of {@code images} in {@code act}. */
    public static ImageUsage of(ActDocument act, Collection<ImageRef> images) {
        Set<ImageRef> wanted = Set.copyOf(images);
        int layers = 0;
        int frames = 0;
        int actions = 0;
        for (ActAnimation action : act.animations()) {
            int framesBefore = frames;
            for (ActFrame frame : action.frames()) {
                int layersBefore = layers;
                for (SpriteLayer layer : frame.layers()) {
                    if (!layer.isEmpty() && wanted.contains(ImageRef.of(layer))) {
                        layers++;
                    }
                }
                if (layers > layersBefore) {
                    frames++;
                }
            }
            if (frames > framesBefore) {
                actions++;
            }
        }
        return new ImageUsage(layers, frames, actions);
    }

    /** True when no layer shows the images. */
    public boolean unused() {
        return layers == 0;
    }

    /** "3 layers in 2 frames of 1 action". */
    @Override
    public String toString() {
        return count(layers, "layer") + " in " + count(frames, "frame") + " of " + count(actions, "action");
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
