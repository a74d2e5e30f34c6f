package dev.marionette.editor.motion.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;

/**
 * The floor under a figure: grid lines on the ground plane (y = the lowest point of the clip) covering the floor
 * the figure moves over, with a margin, at a round step (1, 2 or 5 times a power of ten) giving about ten cells
 * across the figure's height; the lines through the world origin's x and z are drawn stronger when they cross the
 * grid.
 */
public final class FloorGrid {

    private final Color line;
    private final Color axis;
    private final Line2D.Double segment = new Line2D.Double();

    public FloorGrid(Color line, Color axis) {
        this.line = line;
        this.axis = axis;
    }

    /** The grid step for a figure {@code height} units tall: 1, 2 or 5 times a power of ten, about height / 8. */
    public static double step(double height) {
        double rough = Math.max(1e-9, height / 8);
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        double n = rough / power;
        return (n < 1.5 ? 1 : n < 3.5 ? 2 : n < 7.5 ? 5 : 10) * power;
    }

    /**
     * Draws the floor for the world box {@code box} (min xyz, max xyz) of the clip, at height {@code box[1]}.
     */
    public void paint(Graphics2D g, double[] box, Projection projection) {
        paint(g, box, projection, true);
    }

    /** {@link #paint(Graphics2D, double[], Projection)}, smoothed or with hard edges. */
    public void paint(Graphics2D g, double[] box, Projection projection, boolean antialiased) {
        double height = Math.max(1e-9, box[4] - box[1]);
        double step = step(height);
        double margin = Math.max(2 * step, height * 0.4);
        double x0 = Math.floor((box[0] - margin) / step) * step;
        double x1 = Math.ceil((box[3] + margin) / step) * step;
        double z0 = Math.floor((box[2] - margin) / step) * step;
        double z1 = Math.ceil((box[5] + margin) / step) * step;
        int lines = (int) Math.round((x1 - x0) / step) + (int) Math.round((z1 - z0) / step);
        if (lines > 400) {
            return;
        }
        double y = box[1];
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, antialiased ? RenderingHints.VALUE_ANTIALIAS_ON
                : RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setStroke(new BasicStroke(1f));
        for (double x = x0; x <= x1 + step / 2; x += step) {
            g.setColor(Math.abs(x) < step / 2 ? axis : line);
            draw(g, projection, x, y, z0, x, y, z1);
        }
        for (double z = z0; z <= z1 + step / 2; z += step) {
            g.setColor(Math.abs(z) < step / 2 ? axis : line);
            draw(g, projection, x0, y, z, x1, y, z);
        }
    }

    private void draw(Graphics2D g, Projection p, double ax, double ay, double az, double bx, double by, double bz) {
        segment.setLine(p.x(ax, ay, az), p.y(ax, ay, az), p.x(bx, by, bz), p.y(bx, by, bz));
        g.draw(segment);
    }
}
