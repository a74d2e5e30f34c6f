package dev.marionette.editor.util;

import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.prefs.WindowBounds;
import java.awt.Dimension;
import java.awt.Frame;
import java.awt.Rectangle;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JFrame;

/**
 * Puts the main window where it was last time (if that place is still on a screen, fitted into the usable area of
 * that screen: a size remembered from a larger screen is cut down to it) and remembers where it is. The normal
 * bounds are tracked separately, so a maximized window restores to its old size.
 */
public final class WindowPlacement {

    private static final Dimension DEFAULT_SIZE = new Dimension(1280, 800);
    /** At least this much of the title bar must be on a screen for the stored place to be used. */
    private static final int MIN_VISIBLE = 64;

    private final JFrame frame;
    private final EditorPreferences preferences;
    private final Supplier<List<ScreenFit.Screen>> screens;
    private Rectangle normalBounds;

    public WindowPlacement(JFrame frame, EditorPreferences preferences) {
        this(frame, preferences, ScreenFit::screens);
    }

    /** @param screens the screens, the default screen first (tests give their own) */
    public WindowPlacement(JFrame frame, EditorPreferences preferences, Supplier<List<ScreenFit.Screen>> screens) {
        this.frame = frame;
        this.preferences = preferences;
        this.screens = screens;
        frame.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                track();
            }

            @Override
            public void componentMoved(ComponentEvent e) {
                track();
            }
        });
    }

    private void track() {
        if (frame.isShowing() && (frame.getExtendedState() & Frame.MAXIMIZED_BOTH) == 0) {
            normalBounds = frame.getBounds();
        }
    }

    /** Sets the frame's bounds from the preferences, or a default size centred on the main screen. */
    public void restore() {
        List<ScreenFit.Screen> all = screens.get();
        List<Rectangle> areas = ScreenFit.usableAreas(all);
        var stored = preferences.windowBounds().filter(w -> isOnAScreen(w.bounds(), all));
        if (stored.isPresent()) {
            Rectangle fitted = ScreenFit.fit(stored.get().bounds(), areas);
            frame.setBounds(fitted);
            normalBounds = fitted;
            if (stored.get().maximized()) {
                frame.setExtendedState(Frame.MAXIMIZED_BOTH);
            }
            return;
        }
        Rectangle screen = areas.isEmpty() ? new Rectangle(DEFAULT_SIZE) : areas.get(0);
        // First start: most of the screen, since the canvas is what users came for; never less than the default
        // unless the screen is smaller.
        int w = Math.min(screen.width, Math.max(DEFAULT_SIZE.width, screen.width * 9 / 10));
        int h = Math.min(screen.height, Math.max(DEFAULT_SIZE.height, screen.height * 9 / 10));
        frame.setBounds(screen.x + (screen.width - w) / 2, screen.y + (screen.height - h) / 2, w, h);
        normalBounds = frame.getBounds();
    }

    /** Stores the current place. */
    public void save() {
        boolean maximized = (frame.getExtendedState() & Frame.MAXIMIZED_BOTH) == Frame.MAXIMIZED_BOTH;
        Rectangle bounds = normalBounds != null ? normalBounds : frame.getBounds();
        preferences.setWindowBounds(new WindowBounds(bounds, maximized));
    }

    private static boolean isOnAScreen(Rectangle bounds, List<ScreenFit.Screen> screens) {
        if (screens.isEmpty()) {
            return true;
        }
        Rectangle titleBar = new Rectangle(bounds.x, bounds.y, bounds.width, 24);
        for (ScreenFit.Screen screen : screens) {
            Rectangle visible = screen.bounds().intersection(titleBar);
            if (!visible.isEmpty() && visible.width >= Math.min(MIN_VISIBLE, bounds.width)) {
                return true;
            }
        }
        return false;
    }
}
