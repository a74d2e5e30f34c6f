package dev.marionette.model.ro;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
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

    /** Every layer showing image {@code ref}, in action, frame and layer order. */
    public static List<LayerRef> layersShowing(ActDocument act, ImageRef ref) {
        List<LayerRef> found = new ArrayList<>();
        LayerRef.forEach(act, (at, layer) -> {
            if (!layer.isEmpty() && ImageRef.of(layer).equals(ref)) {
                found.add(at);
            }
        });
        return found;
    }

    /** The images of {@code sheet} that no layer of {@code act} shows, indexed ones first. */
    public static List<ImageRef> unusedImages(ActDocument act, SpriteSheet sheet) {
        Set<ImageRef> shown = new HashSet<>();
        for (ActAnimation action : act.animations()) {
            for (ActFrame frame : action.frames()) {
                for (SpriteLayer layer : frame.layers()) {
                    if (!layer.isEmpty()) {
                        shown.add(ImageRef.of(layer));
                    }
                }
            }
        }
        List<ImageRef> unused = new ArrayList<>();
        for (int i = 0; i < sheet.indexedImages().size(); i++) {
            if (!shown.contains(ImageRef.indexed(i))) {
                unused.add(ImageRef.indexed(i));
            }
        }
        for (int i = 0; i < sheet.rgbaImages().size(); i++) {
            if (!shown.contains(ImageRef.rgba(i))) {
                unused.add(ImageRef.rgba(i));
            }
        }
        return unused;
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
