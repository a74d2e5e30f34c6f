package dev.marionette.editor.action;

import dev.marionette.editor.util.FieldStart;
import java.awt.Component;
import java.awt.Container;
import java.awt.event.ContainerEvent;
import java.awt.event.ContainerListener;
import java.util.Set;
import javax.swing.AbstractButton;
import javax.swing.InputMap;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.JTree;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;

/**
 * What every control of a tab does with clicks and the clipboard keys, set once for the whole tab (and for
 * what is added to it later, such as pages built when first shown):
 *
 * <ul>
 * <li>Buttons, check boxes, combo boxes and tab strips take no keyboard focus from a mouse click: the focus stays
 *     where the user was working (the canvas, a list, a table), so no key can fire a clicked button again. They
 *     can still be reached with Tab.</li>
 * <li>Lists, trees and tables give up their look and feel's Copy, Cut and Paste keys (which would copy their
 *     rows as text), so Ctrl+C, Ctrl+X and Ctrl+V reach the Edit menu, as they do from the canvas.</li>
 * <li>Text fields show the start of their text when they are not typed in ({@link FieldStart}).</li>
 * </ul>
 */
public final class TabControls {

    /** The look and feel's clipboard actions of lists, trees and tables (TransferHandler's names). */
    private static final Set<Object> CLIPBOARD_ACTIONS = Set.of("copy", "cut", "paste");
    /** Bound to a name with no action: the key goes on to the window, where the Edit menu has it. */
    private static final String PASS_ON = "marionette.passToMenu";

    private static final ContainerListener ADDED = new ContainerListener() {
        @Override
        public void componentAdded(ContainerEvent e) {
            apply(e.getChild());
        }

        @Override
        public void componentRemoved(ContainerEvent e) {
        }
    };

    private TabControls() {
    }

    /** Applies the rules to {@code root}, everything in it and everything added to it later. */
    public static void install(JComponent root) {
        apply(root);
    }

    private static void apply(Component c) {
        if (c instanceof AbstractButton || c instanceof JComboBox || c instanceof JTabbedPane) {
            ((JComponent) c).setRequestFocusEnabled(false);
        }
        if (c instanceof JTextField field && !isCellEditor(field)) {
            FieldStart.install(field);
        }
        if (c instanceof JList || c instanceof JTree || c instanceof JTable) {
            passClipboardKeys((JComponent) c, JComponent.WHEN_FOCUSED);
            passClipboardKeys((JComponent) c, JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT);
        }
        if (c instanceof Container container) {
            boolean listening = false;
            for (ContainerListener l : container.getContainerListeners()) {
                listening |= l == ADDED;
            }
            if (!listening) {
                container.addContainerListener(ADDED);
            }
            for (Component child : container.getComponents()) {
                apply(child);
            }
        }
    }

    /** A table's, tree's or combo box's editor: typed into at once, its caret is theirs. */
    private static boolean isCellEditor(JTextField field) {
        return SwingUtilities.getAncestorOfClass(JTable.class, field) != null
                || SwingUtilities.getAncestorOfClass(JTree.class, field) != null
                || SwingUtilities.getAncestorOfClass(JComboBox.class, field) != null;
    }

    private static void passClipboardKeys(JComponent c, int condition) {
        InputMap map = c.getInputMap(condition);
        KeyStroke[] all = map.allKeys();
        if (all == null) {
            return;
        }
        for (KeyStroke key : all) {
            if (CLIPBOARD_ACTIONS.contains(map.get(key))) {
                map.put(key, PASS_ON);
            }
        }
    }
}
