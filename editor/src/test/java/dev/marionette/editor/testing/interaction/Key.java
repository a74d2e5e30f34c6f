package dev.marionette.editor.testing.interaction;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;

/** The navigation keys of look-only sessions. */
enum Key {
    SPACE(KeyEvent.VK_SPACE), ENTER(KeyEvent.VK_ENTER), UP(KeyEvent.VK_UP), DOWN(KeyEvent.VK_DOWN),
    LEFT(KeyEvent.VK_LEFT), RIGHT(KeyEvent.VK_RIGHT), HOME(KeyEvent.VK_HOME), END(KeyEvent.VK_END),
    PAGE_UP(KeyEvent.VK_PAGE_UP), PAGE_DOWN(KeyEvent.VK_PAGE_DOWN), ESCAPE(KeyEvent.VK_ESCAPE),
    TAB(KeyEvent.VK_TAB), SHIFT_TAB(KeyEvent.VK_TAB, shift());

    final int code;
    final int modifiers;

    Key(int code) {
        this(code, 0);
    }

    Key(int code, int modifiers) {
        this.code = code;
        this.modifiers = modifiers;
    }

    boolean isArrow() {
        return this == UP || this == DOWN || this == LEFT || this == RIGHT;
    }

    /** Keys that move focus or cancel, and nothing else. */
    boolean onlyMovesFocus() {
        return this == TAB || this == SHIFT_TAB || this == ESCAPE;
    }

    /** Keys that press a focused button. */
    boolean pressesButtons() {
        return this == SPACE || this == ENTER;
    }

    @SuppressWarnings("deprecation")
    private static int shift() {
        // AssertJ Swing 3.17 understands only the legacy modifier masks (see the style guide, section 5)
        return InputEvent.SHIFT_MASK;
    }

    @Override
    public String toString() {
        return this == SHIFT_TAB ? "Shift+Tab" : name().charAt(0) + name().substring(1).toLowerCase().replace('_', ' ');
    }
}
