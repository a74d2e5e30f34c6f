package dev.marionette.editor.prefs;

import java.awt.Rectangle;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The editor's remembered settings, over one {@link Preferences} node so tests can pass an in-memory one.
 * Missing or malformed values read as "not set", never as an error: a broken preferences store must not
 * stop the editor from starting.
 */
public final class EditorPreferences {

    /** Node of the user's preferences, below the user root. */
    public static final String NODE = "dev/marionette/editor";

    static final String THEME = "theme";
    static final String WINDOW_X = "window.x";
    static final String WINDOW_Y = "window.y";
    static final String WINDOW_WIDTH = "window.width";
    static final String WINDOW_HEIGHT = "window.height";
    static final String WINDOW_MAXIMIZED = "window.maximized";
    static final String SPLIT_PREFIX = "split.";
    static final String RECENT_PREFIX = "recent.";
    static final String LAST_DIRECTORY = "lastDirectory";
    static final String HISTORY_VISIBLE = "history.visible";
    /** Stored files beyond this are ignored: the store is small and the list short. */
    static final int MAX_RECENT_STORED = 50;

    private final Preferences node;

    public EditorPreferences(Preferences node) {
        this.node = node;
    }

    /** The current user's preferences. */
    public static EditorPreferences forUser() {
        return new EditorPreferences(Preferences.userRoot().node(NODE));
    }

    public Theme theme() {
        String value = node.get(THEME, Theme.SYSTEM.name());
        try {
            return Theme.valueOf(value);
        } catch (IllegalArgumentException e) {
            return Theme.SYSTEM;
        }
    }

    public void setTheme(Theme theme) {
        node.put(THEME, theme.name());
    }

    /** The window's last bounds, if all four numbers were stored and make a real rectangle. */
    public Optional<WindowBounds> windowBounds() {
        int x = node.getInt(WINDOW_X, Integer.MIN_VALUE);
        int y = node.getInt(WINDOW_Y, Integer.MIN_VALUE);
        int w = node.getInt(WINDOW_WIDTH, -1);
        int h = node.getInt(WINDOW_HEIGHT, -1);
        if (x == Integer.MIN_VALUE || y == Integer.MIN_VALUE || w <= 0 || h <= 0) {
            return Optional.empty();
        }
        return Optional.of(new WindowBounds(new Rectangle(x, y, w, h), node.getBoolean(WINDOW_MAXIMIZED, false)));
    }

    public void setWindowBounds(WindowBounds window) {
        Rectangle r = window.bounds();
        node.putInt(WINDOW_X, r.x);
        node.putInt(WINDOW_Y, r.y);
        node.putInt(WINDOW_WIDTH, r.width);
        node.putInt(WINDOW_HEIGHT, r.height);
        node.putBoolean(WINDOW_MAXIMIZED, window.maximized());
    }

    /** Where the divider of split pane {@code name} was, in pixels, if stored. */
    public Optional<Integer> splitPosition(String name) {
        int value = node.getInt(SPLIT_PREFIX + name, -1);
        return value < 0 ? Optional.empty() : Optional.of(value);
    }

    public void setSplitPosition(String name, int position) {
        node.putInt(SPLIT_PREFIX + name, position);
    }

    /** Whether the undo history panel is shown (View > Undo History; closed until opened). */
    public boolean historyVisible() {
        return node.getBoolean(HISTORY_VISIBLE, false);
    }

    public void setHistoryVisible(boolean visible) {
        node.putBoolean(HISTORY_VISIBLE, visible);
    }

    /** The recent files as stored, newest first; unreadable entries are skipped. */
    public List<Path> recentFiles() {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < MAX_RECENT_STORED; i++) {
            String value = node.get(RECENT_PREFIX + i, null);
            if (value == null) {
                break;
            }
            try {
                files.add(Path.of(value));
            } catch (InvalidPathException e) {
                // a path from another system or a hand-edited store: not worth failing over
            }
        }
        return files;
    }

    /** Replaces the stored recent files. */
    public void setRecentFiles(List<Path> files) {
        for (int i = 0; i < MAX_RECENT_STORED; i++) {
            if (i < files.size()) {
                node.put(RECENT_PREFIX + i, files.get(i).toString());
            } else {
                node.remove(RECENT_PREFIX + i);
            }
        }
    }

    /** The folder the file choosers showed last. */
    public Optional<Path> lastDirectory() {
        String value = node.get(LAST_DIRECTORY, null);
        try {
            return value == null ? Optional.empty() : Optional.of(Path.of(value));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    public void setLastDirectory(Path directory) {
        node.put(LAST_DIRECTORY, directory.toString());
    }

    /** Writes pending changes to the store; a failure is not worth more than losing the settings. */
    public boolean flush() {
        try {
            node.flush();
            return true;
        } catch (BackingStoreException e) {
            return false;
        }
    }
}
