package dev.marionette.render.motion;

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
     * Draws the floor for the world box {@code box} (min xyz, max xyz) of the clip, at height {@code box[1]};
     * returns the number of lines drawn (0 when there is no floor to draw, see {@link #lines}).
     */
    public int paint(Graphics2D g, double[] box, Projection projection) {
        return paint(g, box, projection, true);
    }

    /** {@link #paint(Graphics2D, double[], Projection)}, smoothed or with hard edges; returns the lines drawn. */
    public int paint(Graphics2D g, double[] box, Projection projection, boolean antialiased) {
        Lines lines = lines(box);
        if (lines == null) {
            return 0;
        }
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, antialiased ? RenderingHints.VALUE_ANTIALIAS_ON
                : RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setStroke(new BasicStroke(1f));
        double y = box[1];
        // Counted loops: a line's place is first + i * step, so a step too small to change a huge coordinate
        // (x += step leaving x as it was) can never make the loop run forever.
        for (int i = 0; i <= lines.xCount; i++) {
            double x = lines.x0 + i * lines.step;
            g.setColor(Math.abs(x) < lines.step / 2 ? axis : line);
            draw(g, projection, x, y, lines.z0, x, y, lines.z1);
        }
        for (int i = 0; i <= lines.zCount; i++) {
            double z = lines.z0 + i * lines.step;
            g.setColor(Math.abs(z) < lines.step / 2 ? axis : line);
            draw(g, projection, lines.x0, y, z, lines.x1, y, z);
        }
        return lines.xCount + lines.zCount + 2;
    }

    /** Most lines the grid draws; a floor needing more (a figure far larger than its height) is left out. */
    public static final int MAX_LINES = 400;

    /**
     * The grid lines for {@code box}: {@code xCount + 1} lines across x from {@code x0} to {@code x1}, likewise z,
     * {@code step} apart; null when there is no grid to draw: the box is not finite, the grid would need more than
     * {@link #MAX_LINES} lines, or the step is too small to tell the lines apart at the box's coordinates (a figure
     * 10^17 units from the origin).
     */
    record Lines(double step, double x0, double x1, int xCount, double z0, double z1, int zCount) {
    }

    static Lines lines(double[] box) {
        for (double v : box) {
            if (!Double.isFinite(v)) {
                return null;
            }
        }
        double height = Math.max(1e-9, box[4] - box[1]);
        double step = step(height);
        double margin = Math.max(2 * step, height * 0.4);
        double x0 = Math.floor((box[0] - margin) / step) * step;
        double x1 = Math.ceil((box[3] + margin) / step) * step;
        double z0 = Math.floor((box[2] - margin) / step) * step;
        double z1 = Math.ceil((box[5] + margin) / step) * step;
        double reach = Math.max(Math.max(Math.abs(x0), Math.abs(x1)), Math.max(Math.abs(z0), Math.abs(z1)));
        if (!Double.isFinite(step) || !Double.isFinite(reach) || Math.ulp(reach) * 64 > step) {
            return null;
        }
        double xLines = Math.rint((x1 - x0) / step);
        double zLines = Math.rint((z1 - z0) / step);
        if (!(xLines + zLines <= MAX_LINES)) {
            return null;
        }
        return new Lines(step, x0, x1, (int) xLines, z0, z1, (int) zLines);
    }

    private void draw(Graphics2D g, Projection p, double ax, double ay, double az, double bx, double by, double bz) {
        segment.setLine(p.x(ax, ay, az), p.y(ax, ay, az), p.x(bx, by, bz), p.y(bx, by, bz));
        g.draw(segment);
    }
}
