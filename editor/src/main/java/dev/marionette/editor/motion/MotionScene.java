package dev.marionette.editor.motion;

import dev.marionette.model.motion.Figure;
import dev.marionette.render.motion.FigureFrames;
import dev.marionette.render.motion.OrbitCamera;
import dev.marionette.render.motion.Projection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * What the components of one motion view share: the {@link MotionContent}, its current figure with its frames
 * ({@link FigureFrames}), the frame shown, the selected and the hovered part, the display options (floor, onion
 * skin, trail of the selected joint, in place) and the camera. Components change it and listen to it; it listens
 * to the content and follows its changes (a new figure keeps the frame and the selection where they still exist).
 * Event thread.
 */
public final class MotionScene {

    /** What changed in the scene. */
    public enum Aspect {
        /** The frame shown. */
        FRAME,
        /** The selected part. */
        SELECTION,
        /** The part under the pointer. */
        HOVER,
        /** The figure (new frames or values; also after PARTS). */
        FIGURE,
        /** The parts (names, tree). */
        PARTS,
        /** Floor, onion skin, trail, in place. */
        OPTIONS,
        /** The frame rate. */
        RATE,
        /** The timeline's markers. */
        MARKERS
    }

    /** What can be drawn with the figure, each on or off. */
    public enum Overlay {
        /** The floor grid under the figure. */
        FLOOR,
        /** Faint ghosts of the frames around the one shown ({@value #ONION_GHOSTS} on each side). */
        ONION,
        /** The path of the selected joint over the clip. */
        TRAIL
    }

    /** Ghosts drawn on each side of the frame shown, with the onion skin on. */
    public static final int ONION_GHOSTS = 2;

    private final MotionContent content;
    private final OrbitCamera camera = new OrbitCamera();
    private final List<Consumer<Aspect>> listeners = new CopyOnWriteArrayList<>();
    private final Consumer<MotionContent.Change> contentListener = this::contentChanged;
    private FigureFrames frames;
    private double[] pivot;
    private int frame;
    private int selected = -1;
    private int hovered = -1;
    private final Set<Overlay> overlays = EnumSet.of(Overlay.FLOOR);
    private boolean inPlace;

    public MotionScene(MotionContent content) {
        this.content = content;
        camera.setAngles(30, 15);
        rebuild();
        content.addChangeListener(contentListener);
    }

    public MotionContent content() {
        return content;
    }

    /** The camera the canvas looks through (turned by dragging, set by the preset views). */
    public OrbitCamera camera() {
        return camera;
    }

    /** The figure shown. */
    public Figure figure() {
        return frames.figure();
    }

    /** The figure's points frame by frame (in place when that option is on). */
    public FigureFrames frames() {
        return frames;
    }

    /** The world point the camera turns about: the middle of the clip's box. */
    public double[] pivot() {
        return pivot.clone();
    }

    /** The model-plane box {minX, minY, maxX, maxY} of the clip from the camera (what Fit shows). */
    public double[] planeBounds() {
        return Projection.planeBounds(camera, pivot, frames.bounds());
    }

    public int frameCount() {
        return frames.frameCount();
    }

    public int frame() {
        return frame;
    }

    /** Shows frame {@code f} (clamped into the clip). */
    public void setFrame(int f) {
        int clamped = Math.max(0, Math.min(frameCount() - 1, f));
        if (clamped != frame) {
            frame = clamped;
            fire(Aspect.FRAME);
        }
    }

    /** The selected part, or -1. */
    public int selected() {
        return selected;
    }

    public void select(int part) {
        int p = part >= 0 && part < figure().partCount() ? part : -1;
        if (p != selected) {
            selected = p;
            fire(Aspect.SELECTION);
        }
    }

    /** The part under the pointer, or -1. */
    public int hovered() {
        return hovered;
    }

    public void setHovered(int part) {
        if (part != hovered) {
            hovered = part;
            fire(Aspect.HOVER);
        }
    }

    /** Whether {@code overlay} is drawn. */
    public boolean shows(Overlay overlay) {
        return overlays.contains(overlay);
    }

    public void setShown(Overlay overlay, boolean on) {
        if (on ? overlays.add(overlay) : overlays.remove(overlay)) {
            fire(Aspect.OPTIONS);
        }
    }

    public boolean inPlace() {
        return inPlace;
    }

    /** Locks the root's horizontal travel (a walk on the spot). */
    public void setInPlace(boolean on) {
        if (on != inPlace) {
            inPlace = on;
            frames = new FigureFrames(frames.figure(), on);
            pivot = Projection.centre(frames.bounds());
            fire(Aspect.OPTIONS);
        }
    }

    /** The frames the onion skin ghosts: {@value #ONION_GHOSTS} on each side, a tenth of a second apart. */
    public int[] ghostFrames() {
        int step = (int) Math.max(1, Math.round(content.frameRate() / 10));
        int[] out = new int[2 * ONION_GHOSTS];
        int n = 0;
        for (int k = 1; k <= ONION_GHOSTS; k++) {
            if (frame - k * step >= 0) {
                out[n++] = frame - k * step;
            }
            if (frame + k * step < frameCount()) {
                out[n++] = frame + k * step;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private void rebuild() {
        Figure figure = content.figure();
        frames = new FigureFrames(figure, inPlace);
        pivot = Projection.centre(frames.bounds());
        frame = Math.max(0, Math.min(frameCount() - 1, frame));
        if (selected >= figure.partCount()) {
            selected = -1;
        }
        if (hovered >= figure.partCount()) {
            hovered = -1;
        }
    }

    private void contentChanged(MotionContent.Change change) {
        switch (change) {
            case FIGURE -> {
                rebuild();
                fire(Aspect.FIGURE);
            }
            case PARTS -> {
                rebuild();
                fire(Aspect.FIGURE);
                fire(Aspect.PARTS);
            }
            case RATE -> fire(Aspect.RATE);
            case MARKERS -> fire(Aspect.MARKERS);
        }
    }

    public void addListener(Consumer<Aspect> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<Aspect> listener) {
        listeners.remove(listener);
    }

    private void fire(Aspect aspect) {
        for (Consumer<Aspect> l : listeners) {
            l.accept(aspect);
        }
    }

    /** Stops following the content (the tab closed). */
    public void dispose() {
        content.removeChangeListener(contentListener);
        listeners.clear();
    }
}
