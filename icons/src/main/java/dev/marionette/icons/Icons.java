package dev.marionette.icons;

import java.net.URL;
import java.util.List;

/**
 * The names of Marionette's SVG icons and where to find them. Every icon is drawn on a 16×16 grid in the
 * colours FlatLaf recolours for dark themes (its "Actions" palette), so one file serves light and dark.
 *
 * <p>This module holds resources only: turning a file into a Swing icon is the editor's business.
 */
public final class Icons {

    public static final String APP = "app";
    public static final String NEW = "new";
    public static final String OPEN = "open";
    public static final String SAVE = "save";
    public static final String SAVE_ALL = "save-all";
    public static final String CLOSE = "close";
    public static final String EXIT = "exit";
    public static final String UNDO = "undo";
    public static final String REDO = "redo";
    public static final String CUT = "cut";
    public static final String COPY = "copy";
    public static final String PASTE = "paste";
    public static final String DELETE = "delete";
    public static final String SELECT_ALL = "select-all";
    public static final String PLAY = "play";
    public static final String PAUSE = "pause";
    public static final String STEP_BACK = "step-back";
    public static final String STEP_FORWARD = "step-forward";
    public static final String FIRST = "first";
    public static final String LAST = "last";
    public static final String ZOOM_IN = "zoom-in";
    public static final String ZOOM_OUT = "zoom-out";
    public static final String ZOOM_FIT = "zoom-fit";
    public static final String ZOOM_ACTUAL = "zoom-actual";
    public static final String LAYER = "layer";
    public static final String ANCHOR = "anchor";
    public static final String HISTORY = "history";
    public static final String KEYBOARD = "keyboard";
    public static final String INFO = "info";
    public static final String THEME = "theme";

    /** Every icon this module ships. */
    public static final List<String> ALL = List.of(APP, NEW, OPEN, SAVE, SAVE_ALL, CLOSE, EXIT, UNDO, REDO, CUT,
            COPY, PASTE, DELETE, SELECT_ALL, PLAY, PAUSE, STEP_BACK, STEP_FORWARD, FIRST, LAST, ZOOM_IN, ZOOM_OUT,
            ZOOM_FIT, ZOOM_ACTUAL, LAYER, ANCHOR, HISTORY, KEYBOARD, INFO, THEME);

    /** The folder of the icons inside the jar, for loaders that take a class-path name. */
    public static final String RESOURCE_FOLDER = "dev/marionette/icons/";

    private Icons() {
    }

    /** The class-path name of icon {@code name}, e.g. {@code dev/marionette/icons/save.svg}. */
    public static String resourceName(String name) {
        return RESOURCE_FOLDER + name + ".svg";
    }

    /**
     * The SVG file of icon {@code name}.
     *
     * @throws IllegalArgumentException when no such icon is shipped (a typo should fail loudly, not show a blank)
     */
    public static URL url(String name) {
        URL url = Icons.class.getClassLoader().getResource(resourceName(name));
        if (url == null) {
            throw new IllegalArgumentException("no icon named '" + name + "'");
        }
        return url;
    }
}
