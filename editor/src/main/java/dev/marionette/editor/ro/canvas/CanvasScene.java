package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.ro.refs.ReferenceSprites;
import dev.marionette.model.act.ActFrame;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.FrameRenderer;
import dev.marionette.render.ro.PlacedLayer;
import dev.marionette.render.ro.PlacedPart;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the canvas draws for a frame: the edited sprite composed with its references (rebuilt when they
 * change), the edited frame seen through the current {@link LayerPreview}. Placing is cheap (a transform per
 * layer; the images come from the renderer's cache), so it is done for every paint instead of being cached
 * and invalidated.
 */
public final class CanvasScene {

    /** One drawn part: its placed layers and, for the edited sprite, the frame drawn and its offset. */
    public record Part(List<PlacedLayer> layers, boolean edited, ActFrame frame, int offsetX, int offsetY) {
    }

    private final ActSprite edited;
    private final ReferenceSprites references;
    private final LayerPreview preview = new LayerPreview();
    private Composition composition;

    public CanvasScene(ActSprite edited, ReferenceSprites references) {
        this.edited = edited;
        this.references = references;
        this.composition = references.compose(edited);
        references.addListener(() -> {
            composition = references.compose(edited);
            listeners.forEach(Runnable::run);
        });
    }

    private final List<Runnable> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** Hears when the composition changes (a reference added, hidden, moved in front...). */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public ActSprite edited() {
        return edited;
    }

    public LayerPreview preview() {
        return preview;
    }

    public Composition composition() {
        return composition;
    }

    /** The parts of frame {@code frame} of {@code action}, bottom-most first, the edited one previewed. */
    public List<Part> parts(int action, int frame) {
        List<Part> parts = new ArrayList<>();
        for (PlacedPart placed : composition.place(action, frame)) {
            if (placed.driver()) {
                ActFrame shown = preview.apply(placed.frame());
                parts.add(new Part(edited.renderer().place(shown, placed.offsetX(), placed.offsetY()), true, shown,
                        placed.offsetX(), placed.offsetY()));
            } else {
                parts.add(new Part(placed.layers(), false, placed.frame(), placed.offsetX(), placed.offsetY()));
            }
        }
        return parts;
    }

    /** The edited part of {@code parts}, if the frame exists. */
    public static Optional<Part> editedPart(List<Part> parts) {
        return parts.stream().filter(Part::edited).findFirst();
    }

    /** The edited sprite's frame {@code frame} alone (onion skin), moved like it is in the composition. */
    public List<PlacedLayer> editedLayers(int action, int frame) {
        for (PlacedPart placed : composition.place(action, frame)) {
            if (placed.driver()) {
                return placed.layers();
            }
        }
        return List.of();
    }

    /** Bounds of everything drawn for the frame, for "zoom to fit". */
    public Optional<Rectangle2D> bounds(int action, int frame) {
        List<PlacedLayer> all = new ArrayList<>();
        for (Part part : parts(action, frame)) {
            all.addAll(part.layers());
        }
        return FrameRenderer.union(all);
    }
}
