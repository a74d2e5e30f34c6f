package dev.marionette.editor.canvas;

import dev.marionette.render.Viewport;
import dev.marionette.render.ZoomRules;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import javax.swing.JComponent;

/**
 * The shell of a zooming, panning canvas: a {@link Viewport} that keeps fitting the content while the
 * component resizes (until the user zooms or pans), a {@link ToolDispatcher} listening to the mouse and keys,
 * and the paint sequence: the subclass paints the clip {@linkplain #paintCanvas in component space} (it maps
 * model space through the viewport, e.g. {@code g.transform(viewport().modelToComponent())} for the
 * document, then overlays in component space so they stay crisp), then the gesture's feedback is drawn on
 * top. It counts paints and times the last one, for tests and measurements.
 *
 * <p>A tab's canvas says what its content's bounds are (what "Fit" shows) and how to paint it, and sets its
 * tool chooser on {@link #tools()}; zoom, pan, the wheel, Space and Escape come with the shell.
 */
public abstract class ViewportCanvas extends JComponent {

    private static final long serialVersionUID = 1L;

    private final transient Viewport viewport;
    private final transient ToolDispatcher tools;
    private long paintCount;
    private long lastPaintNanos;
    private long paintedAtNanos;

    protected ViewportCanvas(ZoomRules rules) {
        viewport = new Viewport(rules);
        viewport.setContent(this::contentBounds);
        viewport.addChangeListener(this::repaint);
        tools = new ToolDispatcher(this, viewport);
        tools.install();
        setFocusable(true);
        setOpaque(true);
    }

    /** The zoom and pan. */
    public final Viewport viewport() {
        return viewport;
    }

    /** The mouse and keys: set the tab's tool chooser, context menu and nudge here. */
    public final ToolDispatcher tools() {
        return tools;
    }

    /** What "Fit" shows, in model units (asked at each fit, so it may be computed then). */
    protected abstract Rectangle2D contentBounds();

    /**
     * Paints {@code area} (the clip, component pixels), everything but the gesture's feedback, which is drawn
     * after it. {@code g} is a copy the shell disposes.
     */
    protected abstract void paintCanvas(Graphics2D g, Rectangle area);

    /** Runs after each paint (e.g. reports the first). */
    protected void painted() {
    }

    /** Zooms and centres on the content, and keeps fitting it as the canvas resizes. */
    public void zoomToFit() {
        viewport.fit();
    }

    /** Zooms to {@code zoom} around the centre of the canvas. */
    public void zoomTo(double zoom) {
        viewport.zoomTo(zoom);
    }

    /** One zoom step in or out around the centre of the canvas. */
    public void zoomStep(boolean in) {
        viewport.zoomStep(in);
    }

    @Override
    public void setBounds(int x, int y, int width, int height) {
        super.setBounds(x, y, width, height);
        // Synchronously, so the first paint after a layout already shows the fitted view.
        viewport.setViewSize(width, height);
    }

    @Override
    protected final void paintComponent(Graphics graphics) {
        long start = System.nanoTime();
        paintCount++;
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            Rectangle area = g.getClipBounds();
            if (area == null) {
                area = new Rectangle(0, 0, getWidth(), getHeight());
            }
            paintCanvas(g, area);
            tools.paintOverlay(g);
        } finally {
            g.dispose();
        }
        paintedAtNanos = System.nanoTime();
        lastPaintNanos = paintedAtNanos - start;
        painted();
    }

    /** Paints so far (tests and measurements wait for the first). */
    public long paintCount() {
        return paintCount;
    }

    /** How long the last paint took, in nanoseconds. */
    public long lastPaintNanos() {
        return lastPaintNanos;
    }

    /** {@link System#nanoTime()} when the last paint finished; 0 before the first. */
    public long paintedAtNanos() {
        return paintedAtNanos;
    }
}
