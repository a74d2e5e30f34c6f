package dev.marionette.editor.prefs;

import java.awt.Rectangle;

/**
 * Where the main window was and whether it was maximized.
 *
 * @param bounds    the normal (not maximized) bounds
 * @param maximized whether the window filled the screen
 */
public record WindowBounds(Rectangle bounds, boolean maximized) {

    public WindowBounds {
        bounds = new Rectangle(bounds);
    }

    @Override
    public Rectangle bounds() {
        return new Rectangle(bounds);
    }
}
