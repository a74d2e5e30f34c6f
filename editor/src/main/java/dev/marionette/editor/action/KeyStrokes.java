package dev.marionette.editor.action;

import java.awt.GraphicsEnvironment;
import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Map;
import javax.swing.KeyStroke;

/**
 * Reads accelerators written as in {@code actions.properties}: {@link KeyStroke#getKeyStroke(String)} syntax
 * where the word {@code menu} stands for the platform's menu shortcut key (Ctrl, or Command on macOS).
 */
public final class KeyStrokes {

    /** Keys whose AWT names ("Slash") read worse than their symbols. */
    private static final Map<Integer, String> SYMBOLS = Map.of(KeyEvent.VK_SLASH, "/", KeyEvent.VK_BACK_SLASH, "\\",
            KeyEvent.VK_COMMA, ",", KeyEvent.VK_PERIOD, ".", KeyEvent.VK_PLUS, "+", KeyEvent.VK_MINUS, "-",
            KeyEvent.VK_EQUALS, "=", KeyEvent.VK_SEMICOLON, ";", KeyEvent.VK_OPEN_BRACKET, "[",
            KeyEvent.VK_CLOSE_BRACKET, "]");

    private KeyStrokes() {
    }

    /** The platform's menu shortcut modifier (an extended {@code *_DOWN_MASK}); Ctrl when it cannot be told. */
    public static int menuShortcutMask() {
        if (GraphicsEnvironment.isHeadless()) {
            return InputEvent.CTRL_DOWN_MASK;
        }
        return Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();
    }

    /**
     * Parses {@code spec}, e.g. {@code "menu shift S"}, with {@code menu} as {@code menuMask}.
     *
     * @throws IllegalArgumentException when the text is not a key stroke
     */
    public static KeyStroke parse(String spec, int menuMask) {
        String menuWord = (menuMask & InputEvent.META_DOWN_MASK) != 0 ? "meta" : "ctrl";
        String expanded = (" " + spec.trim() + " ").replace(" menu ", " " + menuWord + " ").trim();
        KeyStroke stroke = KeyStroke.getKeyStroke(expanded);
        if (stroke == null) {
            throw new IllegalArgumentException("not a key stroke: '" + spec + "'");
        }
        return stroke;
    }

    /** How a key stroke reads in menus, e.g. "Ctrl+Shift+S". */
    public static String describe(KeyStroke stroke) {
        String modifiers = InputEvent.getModifiersExText(stroke.getModifiers());
        String key = SYMBOLS.getOrDefault(stroke.getKeyCode(), KeyEvent.getKeyText(stroke.getKeyCode()));
        return modifiers.isEmpty() ? key : modifiers + "+" + key;
    }
}
