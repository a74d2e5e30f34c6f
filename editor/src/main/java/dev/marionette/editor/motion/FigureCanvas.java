package dev.marionette.editor.motion;

import dev.marionette.editor.canvas.CanvasMouse;
import dev.marionette.editor.canvas.DragTool;
import dev.marionette.editor.canvas.OrbitTool;
import dev.marionette.editor.canvas.ToolDispatcher;
import dev.marionette.editor.canvas.ViewportCanvas;
import dev.marionette.render.ZoomRules;
import dev.marionette.render.motion.FigureFrames;
import dev.marionette.render.motion.FigurePainter;
import dev.marionette.render.motion.FigurePicker;
import dev.marionette.render.motion.FigureStyle;
import dev.marionette.render.motion.FloorGrid;
import dev.marionette.render.motion.OrbitCamera;
import dev.marionette.render.motion.Projection;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.ToolTipManager;

/**
 * The 3D view of a motion: the figure of a {@link MotionScene} drawn with Java2D through an orthographic
 * {@link OrbitCamera} on the editor kit's {@link ViewportCanvas} (wheel zooms about the pointer, middle or right
 * drag and Space-drag pan, Fit frames the whole clip). A left drag turns the camera (yaw and pitch); a left click
 * selects the part under the pointer (or nothing). It draws the floor under the clip, the onion skin (ghosts of
 * earlier and later frames), the trail of the selected joint, then the figure with the selected part
 * highlighted; the name of the part under the pointer is its tooltip.
 */
public final class FigureCanvas extends ViewportCanvas {

    private static final long serialVersionUID = 1L;

    /** Zoom in pixels per world unit: figures come in inches, centimetres or metres, so the range is wide. */
    public static final ZoomRules ZOOM = new ZoomRules(levels(), new Insets(24, 24, 24, 24), 1e-4, false, false);

    static final Color BACKGROUND = new Color(0x2B2E33);
    private static final Color FLOOR = new Color(0x454A52);
    private static final Color FLOOR_AXIS = new Color(0x626A75);
    private static final Color LABEL = new Color(0xB0B6BE);

    private final transient MotionScene scene;
    private final transient FloorGrid floor = new FloorGrid(FLOOR, FLOOR_AXIS);
    private transient FigurePainter painter;
    private transient Runnable paintListener = () -> { };
    private long firstPaintedAtNanos;

    public FigureCanvas(MotionScene scene) {
        super(ZOOM);
        this.scene = scene;
        setName("motionCanvas");
        this.painter = new FigurePainter(scene.figure(), FigureStyle.VIEWER);
        scene.camera().addChangeListener(this::repaint);
        scene.addListener(this::sceneChanged);
        tools().setChooser(e -> e.leftButton() ? new TurnOrPick() : null);
        MouseAdapter hover = new MouseAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                scene.setHovered(partAt(e.getX(), e.getY()));
            }

            @Override
            public void mouseExited(MouseEvent e) {
                scene.setHovered(-1);
            }
        };
        addMouseListener(hover);
        addMouseMotionListener(hover);
        ToolTipManager.sharedInstance().registerComponent(this);
    }

    private static List<Double> levels() {
        List<Double> levels = new ArrayList<>();
        for (int k = -32; k <= 32; k++) {
            levels.add(Math.pow(10, k / 8.0));
        }
        return levels;
    }

    private void sceneChanged(MotionScene.Aspect aspect) {
        switch (aspect) {
            case FIGURE -> {
                painter = new FigurePainter(scene.figure(), FigureStyle.VIEWER);
                viewport().contentChanged();
                repaint();
            }
            case OPTIONS -> {
                viewport().contentChanged();
                repaint();
            }
            case FRAME, SELECTION, HOVER -> repaint();
            default -> {
            }
        }
    }

    /** Runs after every paint (the tab reports its first paint for the timing of opening). */
    public void setPaintListener(Runnable listener) {
        this.paintListener = listener;
    }

    @Override
    protected void painted() {
        if (firstPaintedAtNanos == 0) {
            firstPaintedAtNanos = paintedAtNanos();
        }
        paintListener.run();
    }

    /**
     * {@link System#nanoTime()} when the first paint finished (the first pose a user sees), 0 before it: the end of
     * opening a motion, as its benchmark measures it (later paints follow as the window settles).
     */
    public long firstPaintedAtNanos() {
        return firstPaintedAtNanos;
    }

    /** Shows a preset view and refits when the view was fitting. */
    public void setView(OrbitCamera.View view) {
        scene.camera().setView(view);
        viewport().contentChanged();
    }

    /** The projection of world points onto this canvas's pixels, as painted now. */
    public Projection projection() {
        return Projection.of(scene.camera(), scene.pivot(), viewport());
    }

    /** The part drawn at component point (x, y), or -1. */
    public int partAt(int x, int y) {
        FigureFrames frames = scene.frames();
        return FigurePicker.pick(scene.figure(), frames.points(scene.frame()), projection(), x, y);
    }

    @Override
    protected Rectangle2D contentBounds() {
        double[] b = scene.planeBounds();
        return new Rectangle2D.Double(b[0], b[1], Math.max(1e-6, b[2] - b[0]), Math.max(1e-6, b[3] - b[1]));
    }

    @Override
    protected void paintCanvas(Graphics2D g, Rectangle area) {
        g.setColor(BACKGROUND);
        g.fillRect(area.x, area.y, area.width, area.height);
        Projection projection = projection();
        FigureFrames frames = scene.frames();
        if (scene.shows(MotionScene.Overlay.FLOOR)) {
            floor.paint(g, frames.bounds(), projection);
        }
        if (scene.shows(MotionScene.Overlay.ONION)) {
            for (int ghost : scene.ghostFrames()) {
                painter.paintGhost(g, frames.points(ghost), projection);
            }
        }
        int selected = scene.selected();
        if (scene.shows(MotionScene.Overlay.TRAIL) && selected >= 0) {
            painter.paintTrail(g, frames, scene.figure().partPoint(selected), scene.frame(), projection);
        }
        painter.paint(g, frames.points(scene.frame()), projection, selected);
        paintLabel(g);
    }

    private void paintLabel(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(getFont().deriveFont(Font.PLAIN, 11f));
        g.setColor(LABEL);
        OrbitCamera camera = scene.camera();
        String text = String.format(Locale.ROOT, "yaw %.0f\u00b0  pitch %.0f\u00b0", camera.yaw(), camera.pitch());
        int hovered = scene.hovered();
        if (hovered >= 0 && hovered < scene.figure().partCount()) {
            text += "   " + scene.figure().partName(hovered);
        }
        g.drawString(text, 8, getHeight() - 8);
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int part = partAt(e.getX(), e.getY());
        return part < 0 ? null : scene.figure().partName(part);
    }

    /** A left drag turns the camera; a left click that barely moved selects the part under it. */
    private final class TurnOrPick extends DragTool {
        @Override
        protected void dragBy(int dx, int dy) {
            // as the kit's OrbitTool turns it
            scene.camera().turnBy(-dx * OrbitTool.DEGREES_PER_PIXEL, dy * OrbitTool.DEGREES_PER_PIXEL);
        }

        @Override
        public void released(CanvasMouse e) {
            if (travelled() <= ToolDispatcher.CLICK_SLOP) {
                scene.select(partAt(e.x(), e.y()));
            }
        }
    }
}
