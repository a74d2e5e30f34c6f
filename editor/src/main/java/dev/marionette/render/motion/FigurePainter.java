package dev.marionette.render.motion;

import dev.marionette.model.motion.Figure;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;

/**
 * Draws a {@link Figure} with Java2D, for the 3D viewer and for exported pictures alike: its segments as lines
 * (far ones first, so nearer limbs cross over them), its parts' points as joint dots, the selected part
 * highlighted, ghosts of other frames (onion skin) and the trail of one point over the clip. Colours and sizes
 * come from a {@link FigureStyle}; where things land from a {@link Projection}. One painter per figure; not
 * thread-safe (it keeps scratch arrays).
 */
public final class FigurePainter {

    private final Figure figure;
    private final FigureStyle style;
    private final FigureSides.Side[] sides;
    private final Color[] segmentColours;
    private final double[] screen;
    private final double[] depth;
    private final Integer[] order;
    private final Line2D.Double line = new Line2D.Double();
    private final Ellipse2D.Double dot = new Ellipse2D.Double();

    public FigurePainter(Figure figure, FigureStyle style) {
        this.figure = figure;
        this.style = style;
        this.sides = FigureSides.of(figure);
        int segments = figure.segmentCount();
        this.segmentColours = new Color[segments];
        for (int s = 0; s < segments; s++) {
            segmentColours[s] = style.bone(sides[figure.segmentPart(s)]);
        }
        this.screen = new double[2 * figure.pointCount()];
        this.depth = new double[Math.max(segments, figure.partCount())];
        this.order = new Integer[Math.max(segments, figure.partCount())];
    }

    public FigureStyle style() {
        return style;
    }

    /** The side of each part, as the colours show it. */
    public FigureSides.Side side(int part) {
        return sides[part];
    }

    /**
     * Draws the figure at the world points {@code xyz} (one frame of {@link FigureFrames#points}), with part
     * {@code selected} (or -1) highlighted.
     */
    public void paint(Graphics2D g, double[] xyz, Projection projection, int selected) {
        hints(g);
        projection.project(xyz, screen);
        int segments = figure.segmentCount();
        for (int s = 0; s < segments; s++) {
            int a = figure.segmentStart(s);
            int b = figure.segmentEnd(s);
            depth[s] = projection.depth((xyz[3 * a] + xyz[3 * b]) / 2, (xyz[3 * a + 1] + xyz[3 * b + 1]) / 2,
                    (xyz[3 * a + 2] + xyz[3 * b + 2]) / 2);
            order[s] = s;
        }
        java.util.Arrays.sort(order, 0, segments, (p, q) -> Double.compare(depth[p], depth[q]));
        BasicStroke normal = stroke(style.lineWidth());
        BasicStroke wide = stroke(style.lineWidth() + 2);
        for (int i = 0; i < segments; i++) {
            int s = order[i];
            boolean chosen = figure.segmentPart(s) == selected;
            g.setStroke(chosen ? wide : normal);
            g.setColor(chosen ? style.selected() : segmentColours[s]);
            drawSegment(g, s);
        }
        if (style.jointRadius() > 0) {
            paintJoints(g, xyz, projection, selected);
        } else if (selected >= 0 && selected < figure.partCount()) {
            fillDot(g, figure.partPoint(selected), style.lineWidth() + 1, style.selected());
        }
    }

    private void paintJoints(Graphics2D g, double[] xyz, Projection projection, int selected) {
        int parts = figure.partCount();
        for (int p = 0; p < parts; p++) {
            int point = figure.partPoint(p);
            depth[p] = projection.depth(xyz[3 * point], xyz[3 * point + 1], xyz[3 * point + 2]);
            order[p] = p;
        }
        java.util.Arrays.sort(order, 0, parts, (p, q) -> Double.compare(depth[p], depth[q]));
        for (int i = 0; i < parts; i++) {
            int p = order[i];
            if (p == selected) {
                fillDot(g, figure.partPoint(p), style.jointRadius() + 2, style.selected());
            } else {
                fillDot(g, figure.partPoint(p), style.jointRadius(), style.joint());
            }
        }
    }

    /** Draws the figure at {@code xyz} as a ghost: every segment thin, in the style's ghost colour. */
    public void paintGhost(Graphics2D g, double[] xyz, Projection projection) {
        hints(g);
        projection.project(xyz, screen);
        g.setStroke(stroke(Math.max(1f, style.lineWidth() - 1)));
        g.setColor(style.ghost());
        for (int s = 0; s < figure.segmentCount(); s++) {
            drawSegment(g, s);
        }
    }

    /**
     * Draws the path of point {@code point} over every frame of {@code frames} as a line, with a dot where it is
     * at frame {@code current}.
     */
    public void paintTrail(Graphics2D g, FigureFrames frames, int point, int current, Projection projection) {
        if (point < 0 || point >= figure.pointCount()) {
            return;
        }
        hints(g);
        Path2D.Double path = new Path2D.Double();
        for (int f = 0; f < frames.frameCount(); f++) {
            double[] xyz = frames.points(f);
            double x = projection.x(xyz[3 * point], xyz[3 * point + 1], xyz[3 * point + 2]);
            double y = projection.y(xyz[3 * point], xyz[3 * point + 1], xyz[3 * point + 2]);
            if (f == 0) {
                path.moveTo(x, y);
            } else {
                path.lineTo(x, y);
            }
        }
        g.setStroke(stroke(1.5f));
        g.setColor(style.trail());
        g.draw(path);
        double[] xyz = frames.points(current);
        double x = projection.x(xyz[3 * point], xyz[3 * point + 1], xyz[3 * point + 2]);
        double y = projection.y(xyz[3 * point], xyz[3 * point + 1], xyz[3 * point + 2]);
        dot.setFrame(x - 3, y - 3, 6, 6);
        g.fill(dot);
    }

    private void drawSegment(Graphics2D g, int s) {
        int a = figure.segmentStart(s);
        int b = figure.segmentEnd(s);
        line.setLine(screen[2 * a], screen[2 * a + 1], screen[2 * b], screen[2 * b + 1]);
        g.draw(line);
    }

    private void fillDot(Graphics2D g, int point, float radius, Color colour) {
        double x = screen[2 * point];
        double y = screen[2 * point + 1];
        g.setColor(colour);
        if (style.antialiased()) {
            dot.setFrame(x - radius, y - radius, 2 * radius, 2 * radius);
            g.fill(dot);
        } else {
            int r = Math.max(1, Math.round(radius));
            g.fillOval((int) Math.round(x) - r, (int) Math.round(y) - r, 2 * r, 2 * r);
        }
    }

    private void hints(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, style.antialiased()
                ? RenderingHints.VALUE_ANTIALIAS_ON : RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    }

    private static BasicStroke stroke(float width) {
        return new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }
}
