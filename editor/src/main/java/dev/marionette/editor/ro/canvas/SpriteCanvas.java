package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.canvas.PixelGrid;
import dev.marionette.editor.canvas.ViewportCanvas;
import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.ro.canvas.CanvasOptions.Option;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.Viewport;
import dev.marionette.render.ZoomRules;
import dev.marionette.render.ro.FrameRenderer;
import dev.marionette.render.ro.PlacedLayer;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The layer canvas: the frame shown, drawn exactly as the client draws it (nearest neighbour, through
 * {@link FrameRenderer}) with its references, at any zoom from 25% to 3200% (the kit's pixel-art zoom rules),
 * and the overlays (grid, crosshair, outlines, handles, anchors, event marker) drawn after it in component
 * space. Zoom, pan and the tool dispatch are the kit's ({@link ViewportCanvas}); {@link CanvasInput} picks the
 * tools. The document is read, never changed, except by the tools' edits through the document's facade.
 *
 * <p>It repaints itself only: document, state and option changes call {@link #repaint()} on this component,
 * and a drag previews without any document event, so the tree and table stay still while dragging.
 */
public final class SpriteCanvas extends ViewportCanvas implements CanvasContext {

    private static final long serialVersionUID = 1L;
    private static final float ONION_ALPHA = 0.28f;
    /** What "Fit" shows of an action without a drawn pixel. */
    private static final Rectangle2D EMPTY_BOUNDS = new Rectangle2D.Double(-32, -64, 64, 80);

    private final transient SpriteDocument document;
    private final transient SpriteEditorState state;
    private final transient CanvasScene scene;
    private final transient CanvasOptions options;
    private final transient CanvasInput input;
    private final SpriteDropHandler dropHandler;
    /** A change made elsewhere during a gesture (undo by key while dragging) ends the gesture unapplied. */
    private final transient DocumentListener documentListener = e -> {
        cancelGesture();
        repaint();
    };
    private final transient Consumer<SpriteEditorState.Aspect> stateListener = a -> {
        if (a == SpriteEditorState.Aspect.FRAME) {
            cancelGesture();
        }
        repaint();
    };
    private transient TabEdits messages = m -> { };
    private final transient FrameBuffer frameBuffer = new FrameBuffer();
    private final transient PixelGrid grid = new PixelGrid(PixelGrid.LINE, 4);

    public SpriteCanvas(SpriteDocument document, SpriteEditorState state, CanvasScene scene, CanvasOptions options) {
        super(ZoomRules.PIXEL_ART);
        this.document = document;
        this.state = state;
        this.scene = scene;
        this.options = options;
        setName("spriteCanvas");
        setPreferredSize(new Dimension(480, 400));
        input = new CanvasInput(this);
        input.install();
        dropHandler = new SpriteDropHandler(this);
        setTransferHandler(dropHandler);
        document.addDocumentListener(documentListener);
        state.addListener(stateListener);
        options.addListener(this::repaint);
        scene.addListener(() -> {
            // Until the user zooms or pans, the view keeps fitting the action.
            viewport().contentChanged();
            repaint();
        });
    }

    private void cancelGesture() {
        tools().cancel();
    }

    /** Stops listening (the tab closed). */
    public void dispose() {
        document.removeDocumentListener(documentListener);
        state.removeListener(stateListener);
    }

    /** Where refusals of gestures are shown. */
    public void setMessages(TabEdits messages) {
        this.messages = messages;
    }

    /** Runs when Space is tapped on the canvas (play/pause) rather than held to pan. */
    public void setSpaceAction(Runnable action) {
        tools().setSpaceTap(action);
    }

    /** Runs when an editing gesture or a nudge starts (the view pauses playback). */
    public void setEditStarted(Runnable action) {
        input.setEditStarted(action);
    }

    /** Runs with a component point on a right click that did not pan (the context menu). */
    public void setContextMenu(Consumer<java.awt.Point> menu) {
        input.setContextMenu(menu);
    }

    @Override
    public SpriteDocument document() {
        return document;
    }

    @Override
    public SpriteEditorState state() {
        return state;
    }

    @Override
    public CanvasScene scene() {
        return scene;
    }

    @Override
    public CanvasOptions options() {
        return options;
    }

    @Override
    public List<CanvasScene.Part> parts() {
        return scene.parts(state.action(), state.frame());
    }

    @Override
    public void repaintCanvas() {
        repaint();
    }

    @Override
    public void message(String text) {
        messages.message(text);
    }

    @Override
    public TabEdits edits() {
        return messages;
    }

    /** The input handler (tests drive tools through it). */
    public CanvasInput input() {
        return input;
    }

    /** Adds a layer showing {@code image} centred at component point {@code at} (what a drop does). */
    public void addSpriteAt(dev.marionette.model.ro.ImageRef image, java.awt.Point at) {
        dropHandler.addLayer(image, at);
    }

    /** Every frame of the action shown (so playing it stays in view): what "Fit" shows. */
    @Override
    protected Rectangle2D contentBounds() {
        Rectangle2D all = null;
        ActAnimation action = state.currentAction();
        int frames = action == null ? 0 : action.frames().size();
        for (int f = 0; f < frames; f++) {
            Optional<Rectangle2D> b = scene.bounds(state.action(), f);
            if (b.isPresent()) {
                if (all == null) {
                    all = b.get();
                } else {
                    all.add(b.get());
                }
            }
        }
        return all == null ? EMPTY_BOUNDS : all;
    }

    @Override
    protected void paintCanvas(Graphics2D g, Rectangle area) {
        CanvasPainter.background(g, options, area);
        List<CanvasScene.Part> parts = parts();
        paintSprite(g, area, parts);
        paintOverlays(g, area, parts);
    }

    @Override
    protected void painted() {
        if (paintCount() == 1) {
            dev.marionette.editor.ro.shared.Timing.painted(document, document.displayName());
        }
    }

    /**
     * Draws the sprite (onion skin, references, the edited frame) through the frame buffer: rendered at one
     * pixel per sprite pixel over what is visible of it, then enlarged.
     */
    private void paintSprite(Graphics2D g, Rectangle area, List<CanvasScene.Part> parts) {
        List<List<PlacedLayer>> layers = new ArrayList<>();
        List<PlacedLayer> all = new ArrayList<>();
        for (CanvasScene.Part part : parts) {
            layers.add(part.layers());
            all.addAll(part.layers());
        }
        List<List<PlacedLayer>> faint = new ArrayList<>();
        int count = state.frameCount();
        if (options.isOn(Option.ONION_SKIN) && count > 1) {
            int previous = (state.frame() + count - 1) % count;
            int next = (state.frame() + 1) % count;
            faint.add(scene.editedLayers(state.action(), previous));
            if (next != previous) {
                faint.add(scene.editedLayers(state.action(), next));
            }
            faint.forEach(all::addAll);
        }
        Optional<Rectangle2D> bounds = FrameRenderer.union(all);
        if (bounds.isEmpty()) {
            return;
        }
        Viewport viewport = viewport();
        Rectangle visible = FrameRenderer.pixelBounds(new Rectangle2D.Double(viewport.toModelX(area.x) - 1,
                viewport.toModelY(area.y) - 1, area.width / viewport.zoom() + 2, area.height / viewport.zoom() + 2));
        Rectangle drawn = FrameRenderer.pixelBounds(bounds.get()).intersection(visible);
        AffineTransform component = g.getTransform();
        g.transform(viewport.modelToComponent());
        frameBuffer.paint(g, drawn, faint, ONION_ALPHA, layers);
        g.setTransform(component);
    }

    private void paintOverlays(Graphics2D g, Rectangle area, List<CanvasScene.Part> parts) {
        Viewport viewport = viewport();
        if (options.isOn(Option.PIXEL_GRID)) {
            grid.paint(g, viewport, area);
        }
        if (options.isOn(Option.CROSSHAIR)) {
            CanvasPainter.crosshair(g, viewport, area);
        }
        Optional<CanvasScene.Part> edited = CanvasScene.editedPart(parts);
        List<PlacedLayer> layers = edited.map(CanvasScene.Part::layers).orElse(List.of());
        CanvasPainter.outlines(g, viewport, layers, state.selectedLayers(), options.isOn(Option.BOXES));
        if (input.showsHandles()) {
            SelectionHandles.of(layers, state.selectedLayers(), viewport).ifPresent(h -> CanvasPainter.handles(g, h));
        }
        if (options.isOn(Option.ANCHORS) && edited.isPresent() && edited.get().frame() != null) {
            CanvasScene.Part part = edited.get();
            CanvasPainter.anchors(g, viewport, part.frame().anchors(), part.offsetX(), part.offsetY(),
                    state.selectedAnchor());
        }
        eventName().ifPresent(name -> CanvasPainter.eventMarker(g, name, "atk".equalsIgnoreCase(name), 8, 8));
    }

    /** The name of the event the frame shown fires, if any. */
    Optional<String> eventName() {
        ActFrame frame = state.currentFrame();
        List<ActEvent> events = document.act().events();
        if (frame == null || frame.eventId() < 0 || frame.eventId() >= events.size()) {
            return Optional.empty();
        }
        String name = events.get(frame.eventId()).name();
        return name.isEmpty() ? Optional.empty() : Optional.of(name);
    }

    /** The anchors of the frame shown as drawn now, with the edited part's offset, for picking. */
    List<int[]> anchorPositions() {
        List<int[]> positions = new ArrayList<>();
        CanvasScene.editedPart(parts()).ifPresent(part -> {
            if (part.frame() != null) {
                part.frame().anchors().forEach(a -> positions.add(new int[] {a.x() + part.offsetX(),
                        a.y() + part.offsetY()}));
            }
        });
        return positions;
    }
}
