package dev.marionette.editor.testing.interaction;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.KeyStroke;

/**
 * A key the sessions press: the navigation keys (Space, Enter, arrows, Home/End, Page keys, Escape, Tab), a few
 * characters and digits anyone may type on a focused list, table, tree, spinner or canvas, and the tab's own
 * one-key shortcuts (comma, period, F, 1, O... as the tab binds them; since issue 28, which found a comma renaming
 * an animation and Space ticking a state, neither in the old alphabet).
 *
 * @param code      the key code
 * @param modifiers AssertJ Swing's (legacy) modifier mask
 * @param name      how the input log names it
 * @param kind      what sort of key it is
 */
record Key(int code, int modifiers, String name, Kind kind) {

    /** What sort of key. */
    enum Kind {
        /** Moves focus or selection, plays, cancels. */
        NAVIGATION,
        /** Types a character where the focus takes one. */
        CHARACTER,
        /** A one-key shortcut of the tab that only changes what is shown. */
        SHORTCUT
    }

    static final Key SPACE = nav(KeyEvent.VK_SPACE, "Space");
    static final Key ENTER = nav(KeyEvent.VK_ENTER, "Enter");
    static final Key UP = nav(KeyEvent.VK_UP, "Up");
    static final Key DOWN = nav(KeyEvent.VK_DOWN, "Down");
    static final Key LEFT = nav(KeyEvent.VK_LEFT, "Left");
    static final Key RIGHT = nav(KeyEvent.VK_RIGHT, "Right");
    static final Key ESCAPE = nav(KeyEvent.VK_ESCAPE, "Escape");
    static final Key TAB = nav(KeyEvent.VK_TAB, "Tab");

    /** The navigation keys. */
    static final List<Key> NAVIGATION = List.of(SPACE, ENTER, UP, DOWN, LEFT, RIGHT, nav(KeyEvent.VK_HOME, "Home"),
            nav(KeyEvent.VK_END, "End"), nav(KeyEvent.VK_PAGE_UP, "Page up"), nav(KeyEvent.VK_PAGE_DOWN, "Page down"),
            ESCAPE, TAB, new Key(KeyEvent.VK_TAB, shift(), "Shift+Tab", Kind.NAVIGATION));

    /** Characters and digits a user types on whatever has the focus. */
    static final List<Key> CHARACTERS = List.of(character(KeyEvent.VK_A, "a"), character(KeyEvent.VK_W, "w"),
            character(KeyEvent.VK_Z, "z"), character(KeyEvent.VK_0, "0"), character(KeyEvent.VK_5, "5"),
            character(KeyEvent.VK_9, "9"), character(KeyEvent.VK_MINUS, "-"), character(KeyEvent.VK_SLASH, "/"));

    /** The keys a popup menu gets after it opened: Enter, Space and the arrows (Escape then closes it). */
    static final List<Key> IN_A_MENU = List.of(ENTER, SPACE, UP, DOWN, LEFT, RIGHT);

    private static Key nav(int code, String name) {
        return new Key(code, 0, name, Kind.NAVIGATION);
    }

    private static Key character(int code, String name) {
        return new Key(code, 0, "'" + name + "'", Kind.CHARACTER);
    }

    /** A tab's one-key shortcut, or null when it needs Ctrl, Alt or the menu key (not one key). */
    static Key shortcut(KeyStroke stroke, String actionId) {
        int m = stroke.getModifiers();
        if ((m & (InputEvent.CTRL_DOWN_MASK | InputEvent.ALT_DOWN_MASK | InputEvent.META_DOWN_MASK
                | InputEvent.ALT_GRAPH_DOWN_MASK)) != 0 || stroke.getKeyEventType() != KeyEvent.KEY_PRESSED) {
            return null;
        }
        boolean shift = (m & InputEvent.SHIFT_DOWN_MASK) != 0;
        String name = (shift ? "Shift+" : "") + KeyEvent.getKeyText(stroke.getKeyCode()) + " (" + actionId + ")";
        return new Key(stroke.getKeyCode(), shift ? shift() : 0, name, Kind.SHORTCUT);
    }

    /** The character the key types (no Shift), or 0. */
    char character() {
        if (modifiers != 0) {
            return 0;
        }
        if (code >= KeyEvent.VK_A && code <= KeyEvent.VK_Z) {
            return (char) ('a' + code - KeyEvent.VK_A);
        }
        if (code >= KeyEvent.VK_0 && code <= KeyEvent.VK_9) {
            return (char) ('0' + code - KeyEvent.VK_0);
        }
        return switch (code) {
            case KeyEvent.VK_COMMA -> ',';
            case KeyEvent.VK_PERIOD -> '.';
            case KeyEvent.VK_MINUS -> '-';
            case KeyEvent.VK_SLASH -> '/';
            case KeyEvent.VK_OPEN_BRACKET -> '[';
            case KeyEvent.VK_CLOSE_BRACKET -> ']';
            default -> 0;
        };
    }

    boolean isArrow() {
        return code == KeyEvent.VK_UP || code == KeyEvent.VK_DOWN || code == KeyEvent.VK_LEFT
                || code == KeyEvent.VK_RIGHT;
    }

    /** Keys that move focus or cancel, and nothing else. */
    boolean onlyMovesFocus() {
        return code == KeyEvent.VK_TAB || code == KeyEvent.VK_ESCAPE;
    }

    /** Keys that press a focused button. */
    boolean pressesButtons() {
        return modifiers == 0 && (code == KeyEvent.VK_SPACE || code == KeyEvent.VK_ENTER);
    }

    @SuppressWarnings("deprecation")
    private static int shift() {
        // AssertJ Swing 3.17 understands only the legacy modifier masks (see the style guide, section 5)
        return InputEvent.SHIFT_MASK;
    }

    @Override
    public String toString() {
        return name;
    }
}
