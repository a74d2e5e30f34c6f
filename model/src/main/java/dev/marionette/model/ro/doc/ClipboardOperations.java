package dev.marionette.model.ro.doc;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.LayerSizing;
import dev.marionette.model.ro.SpriteClip;
import dev.marionette.model.ro.edit.EventListEdit;
import dev.marionette.model.ro.edit.AddImagesEdit;
import dev.marionette.model.ro.edit.InsertActionsEdit;
import dev.marionette.model.ro.edit.InsertFramesEdit;
import dev.marionette.model.ro.edit.InsertLayersEdit;
import dev.marionette.model.ro.edit.ReplaceActionEdit;
import dev.marionette.model.ro.edit.SetPaletteEdit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Copy and paste of layers and frames, within a document or between open documents. A copy is a
 * {@link SpriteClip}, independent of the document it came from. Pasting is one undo step that also adds what
 * the target lacks:
 * <ul>
 * <li>the images the pasted layers show, reusing equal images and converting indexed images whose colours the
 *     target palette does not have to RGBA (see {@link ImageImport}); the pasted layers are renumbered to
 *     them, and layers whose image the source sheet lacked paste as empty layers;</li>
 * <li>for frames, the events they fire, matched by name and added to the end of the event list when
 *     missing; the frames are renumbered to them.</li>
 * </ul>
 * Layer sizes are fitted to the target version (see {@link LayerSizing}). Content the target's ACT version
 * cannot store (anchors before 0x203, a separate y scale before 0x204, ...) rejects the paste with a message.
 */
public final class ClipboardOperations extends SpriteCommands {

    ClipboardOperations(SpriteDocument doc) {
        super(doc);
    }

    /** A clip of the layers, in the order given. */
    public SpriteClip copyLayers(Collection<LayerRef> layers) {
        Selections.requireSome(layers, "layer");
        return SpriteClip.ofLayers(model(), layers);
    }

    /** A clip of the frames, in the order given. */
    public SpriteClip copyFrames(Collection<FrameRef> frames) {
        Selections.requireSome(frames, "frame");
        return SpriteClip.ofFrames(model(), frames);
    }

    /** Pastes a clip of layers into {@code frame}, the first at {@code index}. */
    public PasteResult pasteLayers(SpriteClip clip, FrameRef frame, int index) {
        if (clip.kind() != SpriteClip.Kind.LAYERS) {
            throw new EditRejectedException("The clipboard holds frames; paste them into an action.");
        }
        ActRules.requireInsertionPoint(index, ActRules.frame(model().act(), frame).layers().size(), "layers");
        String name = clip.size() == 1 ? "Paste layer" : "Paste " + clip.size() + " layers";
        return doc.compound(name, () -> {
            Imported imported = importImages(clip);
            List<SpriteLayer> layers = clip.layers();
            layers.forEach(layer -> renumber(layer, imported.images));
            doc.perform(new InsertLayersEdit(name, model(), frame, index, layers));
            List<LayerRef> pasted = new ArrayList<>();
            for (int i = 0; i < layers.size(); i++) {
                pasted.add(frame.layer(index + i));
            }
            return new PasteResult(pasted, List.of(), imported.addedImages, imported.images.converted(), List.of(),
                    imported.images.adoptedPalette() != null);
        });
    }

    /** Pastes a clip of frames into {@code action}, the first at {@code index}. */
    public PasteResult pasteFrames(SpriteClip clip, int action, int index) {
        if (clip.kind() != SpriteClip.Kind.FRAMES) {
            throw new EditRejectedException("The clipboard holds layers; paste them into a frame.");
        }
        ActRules.requireInsertionPoint(index, ActRules.action(model().act(), action).frames().size(), "frames");
        String name = clip.size() == 1 ? "Paste frame" : "Paste " + clip.size() + " frames";
        return doc.compound(name, () -> {
            Imported imported = importImages(clip);
            Map<Integer, Integer> events = new HashMap<>();
            List<Integer> addedEvents = importEvents(clip, events);
            List<ActFrame> frames = clip.frames();
            for (ActFrame frame : frames) {
                frame.layers().forEach(layer -> renumber(layer, imported.images));
                if (frame.eventId() != ActFrame.NO_EVENT) {
                    // An id the source list did not have points at nothing there, and at nothing here.
                    frame.setEventId(events.getOrDefault(frame.eventId(), ActFrame.NO_EVENT));
                }
            }
            doc.perform(new InsertFramesEdit(name, model(), action, index, frames));
            List<FrameRef> pasted = new ArrayList<>();
            for (int i = 0; i < frames.size(); i++) {
                pasted.add(new FrameRef(action, index + i));
            }
            return new PasteResult(List.of(), pasted, imported.addedImages, imported.images.converted(), addedEvents,
                    imported.images.adoptedPalette() != null);
        });
    }

    /** A clip of whole actions (their frames and intervals), in the order given. */
    public SpriteClip copyActions(Collection<Integer> actions) {
        Selections.requireSome(actions, "action");
        return SpriteClip.ofActions(model(), actions);
    }

    /**
     * Pastes a clip of actions: inserted as new actions, the first at {@code index}, or, with {@code replace},
     * in the place of the actions from {@code index} on (which must exist). Images and events come along as
     * for frames. Returns the pasted actions' indexes in the result's frames (frame 0 of each).
     */
    public PasteResult pasteActions(SpriteClip clip, int index, boolean replace) {
        if (clip.kind() != SpriteClip.Kind.ACTIONS) {
            throw new EditRejectedException("The clipboard holds no whole actions; copy an action first.");
        }
        int size = model().act().animations().size();
        if (replace) {
            if (index < 0 || index + clip.size() > size) {
                throw new EditRejectedException("Pasting " + clip.size() + " action" + (clip.size() == 1 ? "" : "s")
                        + " over action " + index + " needs actions " + index + "-" + (index + clip.size() - 1)
                        + "; this file has " + size + ".");
            }
        } else {
            ActRules.requireInsertionPoint(index, size, "actions");
            ActRules.requireActionCount(size + clip.size());
        }
        String name = (replace ? "Paste over " : "Paste ") + (clip.size() == 1 ? "action" : clip.size() + " actions");
        return doc.compound(name, () -> {
            Imported imported = importImages(clip);
            Map<Integer, Integer> events = new HashMap<>();
            List<Integer> addedEvents = importEvents(clip, events);
            List<ActAnimation> actions = clip.actions();
            for (ActAnimation action : actions) {
                for (ActFrame frame : action.frames()) {
                    frame.layers().forEach(layer -> renumber(layer, imported.images));
                    if (frame.eventId() != ActFrame.NO_EVENT) {
                        frame.setEventId(events.getOrDefault(frame.eventId(), ActFrame.NO_EVENT));
                    }
                }
            }
            if (replace) {
                for (int i = 0; i < actions.size(); i++) {
                    doc.perform(new ReplaceActionEdit(name, model(), index + i, actions.get(i)));
                }
            } else {
                doc.perform(new InsertActionsEdit(name, model(), index, actions));
            }
            List<FrameRef> pasted = new ArrayList<>();
            for (int i = 0; i < actions.size(); i++) {
                pasted.add(new FrameRef(index + i, 0));
            }
            return new PasteResult(List.of(), pasted, imported.addedImages, imported.images.converted(), addedEvents,
                    imported.images.adoptedPalette() != null);
        });
    }

    private record Imported(ImageImport images, List<ImageRef> addedImages) {
    }

    /** Adds the images the target lacks (inside the open compound step). */
    private Imported importImages(SpriteClip clip) {
        ImageImport plan = new ImageImport(model(), clip);
        if (plan.adoptedPalette() != null) {
            doc.perform(new SetPaletteEdit(model(), plan.adoptedPalette()));
        }
        List<ImageRef> added = new ArrayList<>();
        addImages(SpriteLayer.TYPE_INDEXED, plan.newIndexed(), added);
        addImages(SpriteLayer.TYPE_RGBA, plan.newRgba(), added);
        return new Imported(plan, added);
    }

    private void addImages(int type, List<?> images, List<ImageRef> added) {
        if (images.isEmpty()) {
            return;
        }
        int at = type == SpriteLayer.TYPE_INDEXED ? model().sheet().indexedImages().size()
                : model().sheet().rgbaImages().size();
        String name = images.size() == 1 ? "Add image" : "Add " + images.size() + " images";
        doc.perform(new AddImagesEdit(name, model(), type, at, images));
        for (int i = 0; i < images.size(); i++) {
            added.add(new ImageRef(type, at + i));
        }
    }

    /** Maps the clip's event ids to this document's, adding missing events by name. Returns the added ones. */
    private List<Integer> importEvents(SpriteClip clip, Map<Integer, Integer> mapping) {
        List<Integer> added = new ArrayList<>();
        for (Map.Entry<Integer, ActEvent> e : clip.events().entrySet()) {
            String name = e.getValue().name();
            int found = -1;
            List<ActEvent> events = model().act().events();
            for (int i = 0; i < events.size() && found < 0; i++) {
                if (events.get(i).name().equals(name)) {
                    found = i;
                }
            }
            if (found < 0) {
                found = events.size();
                doc.perform(EventListEdit.add(model(), found, name));
                added.add(found);
            }
            mapping.put(e.getKey(), found);
        }
        return added;
    }

    /** Points a pasted layer at its image's place in this sheet and fits its size. */
    private void renumber(SpriteLayer layer, ImageImport images) {
        if (!layer.isEmpty() && (layer.spriteType() == SpriteLayer.TYPE_INDEXED
                || layer.spriteType() == SpriteLayer.TYPE_RGBA)) {
            ImageRef target = images.target(ImageRef.of(layer));
            if (target == null) {
                layer.setSpriteIndex(SpriteLayer.EMPTY);
            } else {
                layer.setSpriteType(target.type());
                layer.setSpriteIndex(target.index());
            }
        }
        LayerSizing.fit(model().act().version(), model().sheet(), layer);
    }
}
