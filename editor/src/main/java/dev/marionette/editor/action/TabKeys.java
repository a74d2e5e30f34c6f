package dev.marionette.editor.action;

import java.awt.KeyboardFocusManager;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.JTree;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * Binds a tab's commands to keys within the tab (wherever the focus is in it), except while text is typed (a
 * name, a value, a cell being edited), where the keys stay the text's.
 */
public final class TabKeys {

    private TabKeys() {
    }

    /** {@code key} anywhere inside {@code root} performs {@code action}, unless text is being typed. */
    public static void bind(JComponent root, KeyStroke key, EditorAction action) {
        bind(root, JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT, key, action);
    }

    /**
     * Makes Space play and pause in lists, trees and tables too, which would otherwise take it to extend their
     * selection or, for tables, to start editing a cell with a blank.
     */
    public static void bindSpace(EditorAction play, JComponent... components) {
        for (JComponent c : components) {
            bind(c, JComponent.WHEN_FOCUSED, KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0), play);
        }
    }

    /** Previous/next frame on menu+Left and menu+Right, and on Ctrl+Left/Right too where menu is not Ctrl. */
    public static void bindStepKeys(JComponent root, EditorAction previous, EditorAction next) {
        int menu = KeyStrokes.menuShortcutMask();
        bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, menu), previous);
        bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, menu), next);
        if (menu != InputEvent.CTRL_DOWN_MASK) {
            bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, InputEvent.CTRL_DOWN_MASK), previous);
            bind(root, KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, InputEvent.CTRL_DOWN_MASK), next);
        }
    }

    private static void bind(JComponent root, int condition, KeyStroke key, EditorAction action) {
        String name = action.id() + "@" + key;
        root.getInputMap(condition).put(key, name);
        root.getActionMap().put(name, new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                if (!typing()) {
                    action.perform();
                }
            }
        });
    }

    /** True while the keyboard goes to text: a text field, a spinner, a table cell or tree node being edited. */
    public static boolean typing() {
        var owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        return owner instanceof JTextComponent || owner instanceof JTable table && table.isEditing()
                || owner instanceof JTree tree && tree.isEditing()
                || owner != null && SwingUtilities.getAncestorOfClass(JSpinner.class, owner) != null;
    }
}
