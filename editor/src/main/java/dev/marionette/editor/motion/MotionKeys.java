package dev.marionette.editor.motion;

import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.action.KeyStrokes;
import dev.marionette.editor.action.TabKeys;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

/**
 * Binds the motion view's commands to keys within its tab (wherever the focus is in it), except while text is
 * typed (a value, a bone name, the frame rate), where the keys stay the text's.
 */
final class MotionKeys {

    private MotionKeys() {
    }

    static void bind(JComponent root, KeyStroke key, EditorAction action) {
        TabKeys.bind(root, key, action);
    }

    /**
     * Makes Space play and pause in trees and tables too, which would otherwise take it to extend their selection
     * or start editing a cell.
     */
    static void bindSpace(EditorAction play, JComponent... components) {
        TabKeys.bindSpace(play, components);
    }

    /** Ctrl+Left and Ctrl+Right step too (as in the sprite tab). */
    static void bindStepKeys(JComponent root, EditorAction previous, EditorAction next) {
        int menu = KeyStrokes.menuShortcutMask();
        bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, menu), previous);
        bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, menu), next);
        if (menu != InputEvent.CTRL_DOWN_MASK) {
            bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, InputEvent.CTRL_DOWN_MASK), previous);
            bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, InputEvent.CTRL_DOWN_MASK), next);
        }
    }
}
