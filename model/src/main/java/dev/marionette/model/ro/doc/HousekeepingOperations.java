package dev.marionette.model.ro.doc;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.ImageUsage;
import dev.marionette.model.ro.LayerSizing;
import dev.marionette.model.ro.edit.AddImagesEdit;
import dev.marionette.model.ro.edit.RemoveImagesEdit;
import dev.marionette.model.ro.edit.ReplaceActEdit;
import dev.marionette.model.ro.edit.ReplaceActionEdit;
import dev.marionette.model.ro.edit.ReplaceImagesEdit;
import dev.marionette.model.ro.tools.AnchorTools;
import dev.marionette.model.ro.tools.FrameFlattening;
import dev.marionette.model.ro.tools.Magnify;
import dev.marionette.model.ro.tools.NewImages;
import dev.marionette.model.ro.tools.VerticalMirror;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Sprite sheet housekeeping, each command one undo step: removing the images no layer shows, merging a frame's
 * layers into one image, magnifying the whole sprite, default or imported anchors, and turning frames upside
 * down. (Finding where an image is used is {@link ImageUsage#layersShowing}; converting an image between the
 * blocks is {@link SheetOperations#convertImage}; copying whole actions is {@link ClipboardOperations}.)
 */
public final class HousekeepingOperations extends SpriteCommands {

    HousekeepingOperations(SpriteDocument doc) {
        super(doc);
    }

    /**
     * Deletes every image no layer shows; the layers showing later images follow them. Returns the images
     * removed (their places before), or an empty list when every image is used (nothing changes).
     */
    public List<ImageRef> removeUnusedImages() {
        List<ImageRef> unused = ImageUsage.unusedImages(model().act(), model().sheet());
        if (unused.isEmpty()) {
            return unused;
        }
        String name = unused.size() == 1 ? "Remove unused " + unused.get(0) : "Remove " + unused.size()
                + " unused images";
        doc.compound(name, () -> {
            for (int type = SpriteLayer.TYPE_RGBA; type >= SpriteLayer.TYPE_INDEXED; type--) {
                int t = type;
                List<Integer> indexes = unused.stream().filter(r -> r.type() == t).map(ImageRef::index).toList();
                if (!indexes.isEmpty()) {
                    doc.perform(new RemoveImagesEdit(model(), t, indexes));
                }
            }
        });
        return unused;
    }

    /**
     * Draws the frame's layers into one new image and makes the frame show only it, placed so the frame looks
     * as before (see {@link FrameFlattening}); its anchors and event stay. The image is indexed when the palette
     * holds every colour and no pixel is translucent, else RGBA (see {@link NewImages}). Returns its place.
     */
    public ImageRef mergeLayers(FrameRef frame) {
        ActFrame source = ActRules.frame(model().act(), frame);
        if (source.layers().size() < 2) {
            throw new EditRejectedException("Frame " + frame.frame() + " has " + (source.layers().isEmpty() ? "no layers"
                    : "one layer") + "; merging needs two or more.");
        }
        FrameFlattening picture = FrameFlattening.of(source, model().sheet());
        if (picture.isEmpty()) {
            throw new EditRejectedException("The layers of frame " + frame.frame() + " show no pixel to merge.");
        }
        NewImages images = new NewImages(model().sheet(), model().act().version());
        ImageRef ref = images.add(picture.width(), picture.height(), picture.argb());
        String name = "Merge layers of frame " + frame.frame();
        doc.compound(name, () -> {
            addImages(name, images);
            ActAnimation action = ActRules.action(model().act(), frame.action()).copy();
            ActFrame merged = action.frames().get(frame.frame());
            SpriteLayer layer = picture.layer(ref.type(), ref.index());
            LayerSizing.fit(model().act().version(), model().sheet(), layer);
            merged.layers().clear();
            merged.layers().add(layer);
            doc.perform(new ReplaceActionEdit(name, model(), frame.action(), action));
        });
        return ref;
    }

    private void addImages(String name, NewImages images) {
        if (!images.indexed().isEmpty()) {
            doc.perform(new AddImagesEdit(name, model(), SpriteLayer.TYPE_INDEXED,
                    model().sheet().indexedImages().size(), images.indexed()));
        }
        if (!images.rgba().isEmpty()) {
            doc.perform(new AddImagesEdit(name, model(), SpriteLayer.TYPE_RGBA, model().sheet().rgbaImages().size(),
                    images.rgba()));
        }
    }

    /** What {@link #magnify} would make (copies; the document is unchanged). */
    public Magnify previewMagnify(int factor) {
        return Magnify.of(model().act(), model().sheet(), factor);
    }

    /** Makes the whole sprite {@code factor} times larger (see {@link Magnify}). */
    public Magnify magnify(int factor) {
        Magnify result = previewMagnify(factor);
        String name = "Magnify " + factor + "x";
        doc.compound(name, () -> {
            if (!result.images().isEmpty()) {
                doc.perform(new ReplaceImagesEdit(name, model(), result.images()));
            }
            ActDocument act = result.act();
            // The image edit fitted 0x205 layer sizes to the new images; keep them in the scaled copy.
            for (int a = 0; a < act.animations().size(); a++) {
                List<ActFrame> now = model().act().animations().get(a).frames();
                List<ActFrame> scaled = act.animations().get(a).frames();
                for (int f = 0; f < scaled.size(); f++) {
                    for (int l = 0; l < scaled.get(f).layers().size(); l++) {
                        SpriteLayer fitted = now.get(f).layers().get(l);
                        SpriteLayer target = scaled.get(f).layers().get(l);
                        target.setWidth(fitted.width());
                        target.setHeight(fitted.height());
                    }
                }
            }
            if (!act.equals(model().act())) {
                doc.perform(new ReplaceActEdit(name, model(), act));
            }
        });
        return result;
    }

    /** Default anchors on the frames of {@code actions} (see {@link AnchorTools#defaults}). */
    public AnchorTools.Result defaultAnchors(Collection<Integer> actions, boolean onlyMissing) {
        requireActions(actions);
        return applyAnchors("Default anchors", AnchorTools.defaults(model().act(), actions, onlyMissing));
    }

    /** The anchors of {@code source} on the frames of {@code actions} (see {@link AnchorTools#imported}). */
    public AnchorTools.Result importAnchors(ActDocument source, Collection<Integer> actions, boolean onlyMissing) {
        requireActions(actions);
        return applyAnchors("Import anchors", AnchorTools.imported(model().act(), source, actions, onlyMissing));
    }

    private void requireActions(Collection<Integer> actions) {
        ActRules.requireAnchors(model().act().version());
        Selections.requireSome(actions, "action");
        actions.forEach(a -> ActRules.action(model().act(), a));
    }

    private AnchorTools.Result applyAnchors(String name, AnchorTools.Result result) {
        if (result.frames() == 0) {
            throw new EditRejectedException("Every frame already has those anchors; nothing changed.");
        }
        replaceActions(name, result.actions());
        return result;
    }

    /**
     * Turns the frames upside down (see {@link VerticalMirror}). Returns how many layers could only be placed to
     * the nearest pixel.
     */
    public int mirrorVertically(Collection<FrameRef> frames) {
        if (frames.isEmpty()) {
            throw new EditRejectedException("Select the frames to mirror.");
        }
        Map<Integer, ActAnimation> changed = new TreeMap<>();
        int approximate = 0;
        for (FrameRef ref : frames) {
            ActRules.frame(model().act(), ref);
            ActAnimation action = changed.computeIfAbsent(ref.action(), a -> model().act().animations().get(a).copy());
            approximate += VerticalMirror.flip(action.frames().get(ref.frame()), model().sheet());
        }
        replaceActions(frames.size() == 1 ? "Mirror frame vertically" : "Mirror " + frames.size()
                + " frames vertically", changed);
        return approximate;
    }

    private void replaceActions(String name, Map<Integer, ActAnimation> actions) {
        doc.compound(name, () -> {
            for (Map.Entry<Integer, ActAnimation> e : actions.entrySet()) {
                doc.perform(new ReplaceActionEdit(name, model(), e.getKey(), e.getValue()));
            }
        });
    }
}
