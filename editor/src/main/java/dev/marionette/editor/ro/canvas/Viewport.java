package dev.marionette.editor.ro.canvas;

import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

/**
 * Where model space (the frame's origin at (0, 0), one unit per sprite pixel, y down) lands on the canvas:
 * a zoom factor and the component position of the model origin. Zoom steps follow {@link #LEVELS}, from
 * 25% to 3200%; "fit" may land between them. Zooming keeps a chosen component point over the same model
 * point, so the wheel zooms around the cursor.
 */
public final class Viewport {

    /** The zoom steps, as factors: 25% to 3200%. */
    public static final double[] LEVELS = {0.25, 1.0 / 3, 0.5, 2.0 / 3, 1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32};
    public static final double MIN_ZOOM = LEVELS[0];
    public static final double MAX_ZOOM = LEVELS[LEVELS.length - 1];

    private double zoom = 4;
    private double originX;
    private double originY;

    public double zoom() {
        return zoom;
    }

    /** Component x of the model origin. */
    public double originX() {
        return originX;
    }

    /** Component y of the model origin. */
    public double originY() {
        return originY;
    }

    /** Model x of component x. */
    public double toModelX(double componentX) {
        return (componentX - originX) / zoom;
    }

    /** Model y of component y. */
    public double toModelY(double componentY) {
        return (componentY - originY) / zoom;
    }

    public double toComponentX(double modelX) {
        return originX + modelX * zoom;
    }

    public double toComponentY(double modelY) {
        return originY + modelY * zoom;
    }

    /** The model-to-component transform. */
    public AffineTransform modelToComponent() {
        AffineTransform t = AffineTransform.getTranslateInstance(originX, originY);
        t.scale(zoom, zoom);
        return t;
    }

    /** The component rectangle covering model rectangle {@code model}. */
    public Rectangle2D toComponent(Rectangle2D model) {
        return new Rectangle2D.Double(toComponentX(model.getX()), toComponentY(model.getY()),
                model.getWidth() * zoom, model.getHeight() * zoom);
    }

    /** Moves the view by a component distance (panning). */
    public void panBy(double dx, double dy) {
        originX += dx;
        originY += dy;
    }

    /** Puts the model origin at this component point. */
    public void setOrigin(double x, double y) {
        originX = x;
        originY = y;
    }

    /** Sets the zoom (clamped) keeping component point (cx, cy) over the same model point. */
    public void zoomAround(double newZoom, double cx, double cy) {
        double clamped = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, newZoom));
        Point2D.Double model = new Point2D.Double(toModelX(cx), toModelY(cy));
        zoom = clamped;
        originX = cx - model.x * zoom;
        originY = cy - model.y * zoom;
    }

    /** The next zoom step above the current zoom (or the largest). */
    public double nextLevel() {
        for (double level : LEVELS) {
            if (level > zoom * 1.0001) {
                return level;
            }
        }
        return MAX_ZOOM;
    }

    /** The next zoom step below the current zoom (or the smallest). */
    public double previousLevel() {
        for (int i = LEVELS.length - 1; i >= 0; i--) {
            if (LEVELS[i] < zoom / 1.0001) {
                return LEVELS[i];
            }
        }
        return MIN_ZOOM;
    }

    /**
     * Zooms and centres so that model rectangle {@code bounds} fills a {@code width} &times; {@code height}
     * component with {@code margin} pixels around it, at most at the largest zoom step. Whole-number zooms
     * are preferred when they fit, so pixels stay square and even.
     */
    public void fit(Rectangle2D bounds, int width, int height, int margin) {
        double w = Math.max(1, bounds.getWidth());
        double h = Math.max(1, bounds.getHeight());
        double fit = Math.min((width - 2.0 * margin) / w, (height - 2.0 * margin) / h);
        fit = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, fit));
        zoom = fit >= 1 ? Math.floor(fit) : fit;
        originX = Math.round(width / 2.0 - (bounds.getCenterX()) * zoom);
        originY = Math.round(height / 2.0 - (bounds.getCenterY()) * zoom);
    }

    /** "800%". */
    public String zoomText() {
        return Math.round(zoom * 100) + "%";
    }
}
