package dev.marionette.render.motion;

import dev.marionette.render.Viewport;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An orthographic camera turning around the world origin, for 3D content on a {@link Viewport}: it projects
 * world points (+y up) onto the viewport's model plane (x right, y down, in world units), and the viewport
 * then zooms, pans and fits that plane like any 2D content. Yaw turns about the up axis (0 looks at the
 * front, from +z; 90 from +x), pitch raises the camera above the horizon (90 looks straight down). Event
 * thread.
 */
public final class OrbitCamera {

    /** The preset views. */
    public enum View {
        FRONT(0, 0), SIDE(90, 0), TOP(0, 90);

        private final double yaw;
        private final double pitch;

        View(double yaw, double pitch) {
            this.yaw = yaw;
            this.pitch = pitch;
        }
    }

    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private double yaw;
    private double pitch;
    private double rx = 1;
    private double rz;
    private double ux;
    private double uy = 1;
    private double uz;
    private double dx;
    private double dy;
    private double dz = 1;

    /** Degrees about the up axis, in [0, 360). */
    public double yaw() {
        return yaw;
    }

    /** Degrees above the horizon, in [-90, 90]. */
    public double pitch() {
        return pitch;
    }

    /** Sets both angles: yaw wraps around, pitch stops at straight up and straight down. */
    public void setAngles(double yawDegrees, double pitchDegrees) {
        yaw = ((yawDegrees % 360) + 360) % 360;
        pitch = Math.max(-90, Math.min(90, pitchDegrees));
        double t = Math.toRadians(yaw);
        double p = Math.toRadians(pitch);
        rx = Math.cos(t);
        rz = -Math.sin(t);
        ux = -Math.sin(t) * Math.sin(p);
        uy = Math.cos(p);
        uz = -Math.cos(t) * Math.sin(p);
        dx = Math.sin(t) * Math.cos(p);
        dy = Math.sin(p);
        dz = Math.cos(t) * Math.cos(p);
        listeners.forEach(Runnable::run);
    }

    /** Turns by these angles (a drag). */
    public void turnBy(double yawDegrees, double pitchDegrees) {
        setAngles(yaw + yawDegrees, pitch + pitchDegrees);
    }

    public void setView(View view) {
        setAngles(view.yaw, view.pitch);
    }

    /** Model-plane x of world point (x, y, z). */
    public double projectX(double x, double y, double z) {
        return rx * x + rz * z;
    }

    /** Model-plane y of world point (x, y, z) (down the screen). */
    public double projectY(double x, double y, double z) {
        return -(ux * x + uy * y + uz * z);
    }

    /** The model-plane point of world point (x, y, z). */
    public Point2D project(double x, double y, double z) {
        return new Point2D.Double(projectX(x, y, z), projectY(x, y, z));
    }

    /** How near the camera world point (x, y, z) is (larger is nearer): draw far things first. */
    public double depth(double x, double y, double z) {
        return dx * x + dy * y + dz * z;
    }

    /** The model-plane bounds of world points given as {x, y, z} triples (what "Fit" shows); null for none. */
    public Rectangle2D bounds(Iterable<double[]> points) {
        Rectangle2D all = null;
        for (double[] p : points) {
            double x = projectX(p[0], p[1], p[2]);
            double y = projectY(p[0], p[1], p[2]);
            if (all == null) {
                all = new Rectangle2D.Double(x, y, 0, 0);
            } else {
                all.add(x, y);
            }
        }
        return all;
    }

    /** Hears every turn (the canvas repaints). */
    public void addChangeListener(Runnable listener) {
        listeners.add(listener);
    }
}
