package dev.marionette.editor.util;

import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps windows inside the usable area of a screen (its bounds less the task bar and docks): a remembered size from a
 * larger screen, or a dialog packed larger than the screen, is cut down to the area and moved into it, so no title
 * bar or button ends up out of reach.
 */
public final class ScreenFit {

    private ScreenFit() {
    }

    /**
     * One screen.
     *
     * @param bounds the whole screen
     * @param usable what windows may cover: the bounds less the task bar and docks
     */
    public record Screen(Rectangle bounds, Rectangle usable) {
        public Screen {
            bounds = new Rectangle(bounds);
            usable = new Rectangle(usable);
        }

        /** A screen with nothing reserved. */
        public static Screen of(Rectangle bounds) {
            return new Screen(bounds, bounds);
        }
    }

    /** Every screen, the default screen first; empty when there is no screen (headless). */
    public static List<Screen> screens() {
        List<Screen> screens = new ArrayList<>();
        if (GraphicsEnvironment.isHeadless()) {
            return screens;
        }
        GraphicsEnvironment env = GraphicsEnvironment.getLocalGraphicsEnvironment();
        GraphicsDevice main = env.getDefaultScreenDevice();
        screens.add(screen(main.getDefaultConfiguration()));
        for (GraphicsDevice device : env.getScreenDevices()) {
            if (device != main) {
                screens.add(screen(device.getDefaultConfiguration()));
            }
        }
        return screens;
    }

    private static Screen screen(GraphicsConfiguration config) {
        Rectangle r = config.getBounds();
        Insets in = Toolkit.getDefaultToolkit().getScreenInsets(config);
        return new Screen(r, new Rectangle(r.x + in.left, r.y + in.top, r.width - in.left - in.right,
                r.height - in.top - in.bottom));
    }

    /** The usable areas of {@code screens}, in order. */
    public static List<Rectangle> usableAreas(List<Screen> screens) {
        return screens.stream().map(Screen::usable).toList();
    }

    /**
     * {@code bounds} fitted into the area it lands on most (by overlap; the first area when it overlaps none): no
     * larger than the area, moved only as far as needed to lie inside it. {@code bounds} itself when there are no
     * areas.
     */
    public static Rectangle fit(Rectangle bounds, List<Rectangle> areas) {
        if (areas.isEmpty()) {
            return new Rectangle(bounds);
        }
        Rectangle area = areaOf(bounds, areas);
        int w = Math.min(bounds.width, area.width);
        int h = Math.min(bounds.height, area.height);
        int x = Math.max(area.x, Math.min(bounds.x, area.x + area.width - w));
        int y = Math.max(area.y, Math.min(bounds.y, area.y + area.height - h));
        return new Rectangle(x, y, w, h);
    }

    /** The area {@code bounds} overlaps most, or the first. */
    public static Rectangle areaOf(Rectangle bounds, List<Rectangle> areas) {
        Rectangle best = areas.get(0);
        long bestOverlap = 0;
        for (Rectangle area : areas) {
            Rectangle overlap = area.intersection(bounds);
            long size = overlap.isEmpty() ? 0 : (long) overlap.width * overlap.height;
            if (size > bestOverlap) {
                bestOverlap = size;
                best = area;
            }
        }
        return best;
    }

    /** Fits {@code window} into the usable area of the screen it is on. */
    public static void fit(Window window) {
        Rectangle now = window.getBounds();
        Rectangle fitted = fit(now, usableAreas(screens()));
        if (!fitted.equals(now)) {
            window.setBounds(fitted);
        }
    }
}
