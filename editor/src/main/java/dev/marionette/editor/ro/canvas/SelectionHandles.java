package dev.marionette.editor.ro.canvas;

import dev.marionette.render.Viewport;
import dev.marionette.render.ro.PlacedLayer;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The frame around the selected layers, in component space, and its handles: eight squares that scale (the
 * corners on both axes, the sides on one) and a knob above the top that rotates.
 */
public final class SelectionHandles {

    /** A handle and the axes it scales. */
    public enum Handle {
        NORTH_WEST(-1, -1), NORTH(0, -1), NORTH_EAST(1, -1), EAST(1, 0), SOUTH_EAST(1, 1), SOUTH(0, 1),
        SOUTH_WEST(-1, 1), WEST(-1, 0), ROTATE(0, 0);

        final int dx;
        final int dy;

        Handle(int dx, int dy) {
            this.dx = dx;
            this.dy = dy;
        }

        /** True when dragging it changes the horizontal scale. */
        public boolean scalesX() {
            return dx != 0;
        }

        /** True when dragging it changes the vertical scale. */
        public boolean scalesY() {
            return dy != 0;
        }
    }

    /** Half the side of a handle square, in component pixels. */
    public static final int HALF = 4;
    /** Distance of the rotate knob above the frame. */
    public static final int ROTATE_GAP = 22;

    private final Rectangle2D box;

    private SelectionHandles(Rectangle2D box) {
        this.box = box;
    }

    /** The handles of the selected ones of {@code layers}, or empty when none is drawn. */
    public static Optional<SelectionHandles> of(List<PlacedLayer> layers, Collection<Integer> selected,
            Viewport viewport) {
        Rectangle2D union = modelBounds(layers, selected);
        if (union == null) {
            return Optional.empty();
        }
        Rectangle2D c = viewport.toComponent(union);
        return Optional.of(new SelectionHandles(new Rectangle2D.Double(Math.floor(c.getX()) - 0.5,
                Math.floor(c.getY()) - 0.5, Math.ceil(c.getWidth()) + 1, Math.ceil(c.getHeight()) + 1)));
    }

    /** The model-space bounds of the selected layers, or null. */
    public static Rectangle2D modelBounds(List<PlacedLayer> layers, Collection<Integer> selected) {
        Rectangle2D union = null;
        for (PlacedLayer layer : layers) {
            if (selected.contains(layer.index())) {
                Rectangle2D b = layer.bounds();
                if (union == null) {
                    union = b;
                } else {
                    union.add(b);
                }
            }
        }
        return union;
    }

    /** The frame, component space. */
    public Rectangle2D box() {
        return box;
    }

    /** The centre of handle {@code h}. */
    public Point2D centre(Handle h) {
        if (h == Handle.ROTATE) {
            return new Point2D.Double(box.getCenterX(), box.getMinY() - ROTATE_GAP);
        }
        return new Point2D.Double(box.getCenterX() + h.dx * box.getWidth() / 2,
                box.getCenterY() + h.dy * box.getHeight() / 2);
    }

    /** The handle under component point (x, y), or null. */
    public Handle hit(double x, double y) {
        for (Handle h : Handle.values()) {
            Point2D c = centre(h);
            if (Math.abs(c.getX() - x) <= HALF + 2 && Math.abs(c.getY() - y) <= HALF + 2) {
                return h;
            }
        }
        return null;
    }
}
