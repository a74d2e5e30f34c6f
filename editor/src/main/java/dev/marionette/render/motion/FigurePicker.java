package dev.marionette.render.motion;

import dev.marionette.model.motion.Figure;

/**
 * Finds the part of a drawn figure under a point of the picture: the nearest joint dot within a few pixels, else
 * the nearest segment within them (a click on a bone's line picks its bone); when two are as near, the one
 * nearer the camera.
 */
public final class FigurePicker {

    /** How near, in pixels, the pointer must be. */
    public static final double RADIUS = 6;

    private FigurePicker() {
    }

    /** The part under picture point (x, y) with the figure at world points {@code xyz}, or -1. */
    public static int pick(Figure figure, double[] xyz, Projection projection, double x, double y) {
        int best = -1;
        double bestDistance = RADIUS;
        double bestDepth = -Double.MAX_VALUE;
        for (int p = 0; p < figure.partCount(); p++) {
            int point = figure.partPoint(p);
            double px = projection.x(xyz[3 * point], xyz[3 * point + 1], xyz[3 * point + 2]);
            double py = projection.y(xyz[3 * point], xyz[3 * point + 1], xyz[3 * point + 2]);
            double d = Math.hypot(px - x, py - y);
            double depth = projection.depth(xyz[3 * point], xyz[3 * point + 1], xyz[3 * point + 2]);
            if (d < bestDistance - 1e-9 || d <= bestDistance + 1e-9 && depth > bestDepth && best >= 0) {
                best = p;
                bestDistance = d;
                bestDepth = depth;
            }
        }
        if (best >= 0) {
            return best;
        }
        bestDistance = RADIUS;
        for (int s = 0; s < figure.segmentCount(); s++) {
            int a = figure.segmentStart(s);
            int b = figure.segmentEnd(s);
            double ax = projection.x(xyz[3 * a], xyz[3 * a + 1], xyz[3 * a + 2]);
            double ay = projection.y(xyz[3 * a], xyz[3 * a + 1], xyz[3 * a + 2]);
            double bx = projection.x(xyz[3 * b], xyz[3 * b + 1], xyz[3 * b + 2]);
            double by = projection.y(xyz[3 * b], xyz[3 * b + 1], xyz[3 * b + 2]);
            double d = distanceToSegment(x, y, ax, ay, bx, by);
            if (d < bestDistance) {
                best = figure.segmentPart(s);
                bestDistance = d;
            }
        }
        return best;
    }

    static double distanceToSegment(double x, double y, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double length = dx * dx + dy * dy;
        double t = length == 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
        return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
    }
}
