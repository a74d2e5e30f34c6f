package dev.marionette.render;

import java.awt.Insets;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * Where model space lands on a canvas: a zoom factor (component pixels per model unit) and the component
 * position of the model origin ({@code component = origin + model * zoom}, y down in both). The model is
 * anything with bounds: a sprite frame, an Agent frame, the projection of a 3D figure. The viewport knows
 * the component's size and the content's bounds (asked for when needed), so it can fit the content, centre
 * it and keep fitting it as the component resizes until the user zooms or pans. Zooming around a component
 * point keeps the model point under it, so the wheel zooms around the pointer. Steps, limits and the fit's
 * margins come from its {@link ZoomRules}. Event thread.
 */
public final class Viewport {

    private static final Rectangle2D UNIT = new Rectangle2D.Double(0, 0, 1, 1);

    private final ZoomRules rules;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private Supplier<Rectangle2D> content = () -> UNIT;
    private int width;
    private int height;
    private double zoom = 1;
    private double originX;
    private double originY;
    private boolean fitting = true;

    public Viewport(ZoomRules rules) {
        this.rules = rules;
    }

    public ZoomRules rules() {
        return rules;
    }

    /** Where the bounds of the content come from, in model units (asked at each fit). */
    public void setContent(Supplier<Rectangle2D> bounds) {
        this.content = bounds;
    }

    /** The content's bounds now. */
    public Rectangle2D contentBounds() {
        Rectangle2D b = content.get();
        return b == null ? UNIT : b;
    }

    /** The component's size changed: while fitting, the content is fitted again. */
    public void setViewSize(int width, int height) {
        if (width == this.width && height == this.height) {
            return;
        }
        this.width = width;
        this.height = height;
        if (fitting && width > 0 && height > 0) {
            fit();
        }
    }

    /** The content changed (another action, a reference added...): while fitting, it is fitted again. */
    public void contentChanged() {
        if (fitting) {
            fit();
        }
    }

    /** Hears every change of zoom or origin (the canvas repaints). */
    public void addChangeListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeChangeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }

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

    /** True while the view follows the content's bounds (until the user zooms or pans). */
    public boolean isFitting() {
        return fitting;
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

    /** The model rectangle under component rectangle {@code component}. */
    public Rectangle2D toModel(Rectangle2D component) {
        return new Rectangle2D.Double(toModelX(component.getX()), toModelY(component.getY()),
                component.getWidth() / zoom, component.getHeight() / zoom);
    }

    /** Moves the view by a component distance (panning); the view stops fitting. */
    public void panBy(double dx, double dy) {
        originX += dx;
        originY += dy;
        fitting = false;
        changed();
    }

    /** Puts the model origin at this component point; the view stops fitting. */
    public void setOrigin(double x, double y) {
        originX = x;
        originY = y;
        fitting = false;
        changed();
    }

    /** The largest zoom. */
    public double maximumZoom() {
        return rules.maximumZoom();
    }

    /** The smallest zoom now: the rules' minimum, or the fit (at most 100%) when zooming out stops there. */
    public double minimumZoom() {
        if (rules.zoomOutStopsAtFit()) {
            return Math.max(rules.minimumZoom(), Math.min(1, fitZoom()));
        }
        return rules.minimumZoom();
    }

    /** Sets the zoom (clamped) keeping component point (cx, cy) over the same model point. */
    public void zoomAround(double newZoom, double cx, double cy) {
        double clamped = clamp(newZoom, minimumZoom(), maximumZoom());
        double modelX = toModelX(cx);
        double modelY = toModelY(cy);
        zoom = clamped;
        originX = cx - modelX * zoom;
        originY = cy - modelY * zoom;
        fitting = false;
        changed();
    }

    /** Sets the zoom (clamped) around the centre of the component. */
    public void zoomTo(double newZoom) {
        zoomAround(newZoom, width / 2.0, height / 2.0);
    }

    /** One step in or out around component point (cx, cy) (the wheel). */
    public void zoomStep(boolean in, double cx, double cy) {
        zoomAround(in ? nextLevel() : previousLevel(), cx, cy);
    }

    /** One step in or out around the centre of the component (the zoom buttons). */
    public void zoomStep(boolean in) {
        zoomStep(in, width / 2.0, height / 2.0);
    }

    /** Sets the zoom (clamped) and centres the content; the view stops fitting ("100%"). */
    public void zoomAndCentre(double newZoom) {
        zoom = clamp(newZoom, minimumZoom(), maximumZoom());
        fitting = false;
        centreContent();
        changed();
    }

    /** The next zoom step above the current zoom (or the largest). */
    public double nextLevel() {
        for (double level : rules.levels()) {
            if (level > zoom * 1.0001) {
                return level;
            }
        }
        return maximumZoom();
    }

    /** The next zoom step below the current zoom (or the smallest step). */
    public double previousLevel() {
        List<Double> levels = rules.levels();
        for (int i = levels.size() - 1; i >= 0; i--) {
            if (levels.get(i) < zoom / 1.0001) {
                return levels.get(i);
            }
        }
        return levels.get(0);
    }

    /**
     * The zoom at which the content fills the component within the rules' margins, clamped to the rules'
     * range; a whole number from 100% up when the rules prefer it. 1 while the component has no room.
     */
    public double fitZoom() {
        Insets m = rules.fitMargins();
        double roomW = width - m.left - m.right;
        double roomH = height - m.top - m.bottom;
        if (roomW <= 0 || roomH <= 0) {
            return 1;
        }
        Rectangle2D b = contentBounds();
        double fit = Math.min(roomW / extent(b.getWidth()), roomH / extent(b.getHeight()));
        fit = clamp(fit, rules.minimumZoom(), maximumZoom());
        return rules.wholeZoomsWhenFit() && fit >= 1 ? Math.floor(fit) : fit;
    }

    /** Zooms to fit the content and centres it; the view then follows resizes until the user zooms or pans. */
    public void fit() {
        fitting = true;
        zoom = fitZoom();
        centreContent();
        changed();
    }

    /** Puts the content's centre at the centre of the room inside the margins, on whole pixels. */
    private void centreContent() {
        Insets m = rules.fitMargins();
        Rectangle2D b = contentBounds();
        double centreX = m.left + (width - m.left - m.right) / 2.0;
        double centreY = m.top + (height - m.top - m.bottom) / 2.0;
        originX = Math.round(centreX - b.getCenterX() * zoom);
        originY = Math.round(centreY - b.getCenterY() * zoom);
    }

    /** "800%". */
    public String zoomText() {
        return Math.round(zoom * 100) + "%";
    }

    /** Empty content counts as one model unit. */
    private static double extent(double size) {
        return size > 0 ? size : 1;
    }

    private static double clamp(double value, double min, double max) {
        return Math.max(min, Math.min(max, value));
    }
}
