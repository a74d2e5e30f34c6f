package dev.marionette.editor.ro.shared;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.ro.AnchorRef;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.LayerRef;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * What the sprite editor's panels share besides the document: the frame shown (action and frame) and what is
 * selected in it (layers by index, at most one anchor). Panels change it and listen to it; it fires
 * {@link Aspect#FRAME} when the frame shown changes and {@link Aspect#SELECTION} when the selection does.
 *
 * <p>The selection is kept by index when the frame changes (ActEditor does the same), so the same layer can
 * be edited frame after frame; indexes the new frame lacks are dropped. After any document change the view
 * calls {@link #revalidate()} so everything points at things that exist. Event thread only.
 */
public final class SpriteEditorState {

    /** What changed. */
    public enum Aspect {
        FRAME, SELECTION
    }

    private final ActDocument act;
    private final List<Consumer<Aspect>> listeners = new CopyOnWriteArrayList<>();
    private int action;
    private int frame;
    private final TreeSet<Integer> layers = new TreeSet<>();
    private int anchor = -1;

    /** A state showing frame 0 of action 0 of {@code act} (the live ACT, read only). */
    public SpriteEditorState(ActDocument act) {
        this.act = act;
    }

    public int action() {
        return action;
    }

    public int frame() {
        return frame;
    }

    public FrameRef frameRef() {
        return new FrameRef(action, frame);
    }

    /** The action shown, or null when the document has none. */
    public ActAnimation currentAction() {
        return action < act.animations().size() ? act.animations().get(action) : null;
    }

    /** The frame shown, or null when the action has none. */
    public ActFrame currentFrame() {
        ActAnimation a = currentAction();
        return a != null && frame < a.frames().size() ? a.frames().get(frame) : null;
    }

    /** Frames of the action shown. */
    public int frameCount() {
        ActAnimation a = currentAction();
        return a == null ? 0 : a.frames().size();
    }

    /** Shows frame {@code frame} of {@code action} (clamped to what exists). */
    public void setFrame(int action, int frame) {
        int a = clamp(action, act.animations().size());
        int count = a < act.animations().size() ? act.animations().get(a).frames().size() : 0;
        int f = clamp(frame, count);
        if (a == this.action && f == this.frame) {
            return;
        }
        this.action = a;
        this.frame = f;
        fire(Aspect.FRAME);
        if (dropInvalidSelection()) {
            fire(Aspect.SELECTION);
        }
    }

    /** Shows frame {@code frame} of the current action. */
    public void setFrame(int frame) {
        setFrame(action, frame);
    }

    /** Selected layer indexes of the frame shown, ascending. */
    public SortedSet<Integer> selectedLayers() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(layers));
    }

    /** The selected layers as references. */
    public List<LayerRef> selectedLayerRefs() {
        List<LayerRef> refs = new ArrayList<>();
        for (int i : layers) {
            refs.add(new LayerRef(action, frame, i));
        }
        return refs;
    }

    public boolean isLayerSelected(int layer) {
        return layers.contains(layer);
    }

    /** Selects exactly {@code indexes} (and no anchor). */
    public void selectLayers(Collection<Integer> indexes) {
        TreeSet<Integer> wanted = new TreeSet<>(indexes);
        wanted.removeIf(i -> i < 0 || i >= layerCount());
        if (wanted.equals(layers) && anchor < 0) {
            return;
        }
        layers.clear();
        layers.addAll(wanted);
        anchor = -1;
        fire(Aspect.SELECTION);
    }

    /** Adds or removes one layer from the selection (ctrl-click). */
    public void toggleLayer(int layer) {
        TreeSet<Integer> wanted = new TreeSet<>(layers);
        if (!wanted.remove(layer)) {
            wanted.add(layer);
        }
        selectLayers(wanted);
    }

    public void clearSelection() {
        selectLayers(List.of());
    }

    /** The selected anchor's index, or -1. */
    public int selectedAnchor() {
        return anchor;
    }

    public AnchorRef selectedAnchorRef() {
        return anchor < 0 ? null : new AnchorRef(action, frame, anchor);
    }

    /** Selects anchor {@code index} of the frame shown (and no layer); -1 selects none. */
    public void selectAnchor(int index) {
        ActFrame f = currentFrame();
        int wanted = f != null && index >= 0 && index < f.anchors().size() ? index : -1;
        if (wanted == anchor && (wanted < 0 || layers.isEmpty())) {
            return;
        }
        anchor = wanted;
        if (wanted >= 0) {
            layers.clear();
        }
        fire(Aspect.SELECTION);
    }

    /** After a document change: keeps the frame shown and the selection pointing at things that exist. */
    public void revalidate() {
        int a = clamp(action, act.animations().size());
        int count = a < act.animations().size() ? act.animations().get(a).frames().size() : 0;
        int f = clamp(frame, count);
        boolean frameChanged = a != action || f != frame;
        action = a;
        frame = f;
        if (frameChanged) {
            fire(Aspect.FRAME);
        }
        if (dropInvalidSelection()) {
            fire(Aspect.SELECTION);
        }
    }

    private int layerCount() {
        ActFrame f = currentFrame();
        return f == null ? 0 : f.layers().size();
    }

    private boolean dropInvalidSelection() {
        int count = layerCount();
        boolean changed = layers.removeIf(i -> i >= count);
        ActFrame f = currentFrame();
        if (anchor >= 0 && (f == null || anchor >= f.anchors().size())) {
            anchor = -1;
            changed = true;
        }
        return changed;
    }

    private static int clamp(int value, int count) {
        return count == 0 ? 0 : Math.max(0, Math.min(value, count - 1));
    }

    public void addListener(Consumer<Aspect> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<Aspect> listener) {
        listeners.remove(listener);
    }

    private void fire(Aspect aspect) {
        listeners.forEach(l -> l.accept(aspect));
    }
}
