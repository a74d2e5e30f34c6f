package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.MainFrame;
import dev.marionette.editor.testing.interaction.Control.Role;
import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.EventListener;
import java.util.List;
import java.util.stream.Stream;
import javax.swing.AbstractButton;
import javax.swing.CellRendererPane;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenuItem;
import javax.swing.JScrollBar;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JToggleButton;
import javax.swing.JTree;
import javax.swing.table.JTableHeader;
import javax.swing.text.JTextComponent;

/**
 * Finds, in the window as it is now, the controls a user can reach: the document tabs and every showing, enabled
 * control of the tab shown. Run on the event thread.
 */
final class ControlFinder {

    private ControlFinder() {
    }

    static List<Control> find(MainFrame frame, TabProfile profile) {
        List<Control> found = new ArrayList<>();
        if (frame.tabs().isShowing()) {
            found.add(new Control(Role.DOCUMENT_TABS, frame.tabs(), true));
            Component view = frame.tabs().getSelectedComponent();
            if (view != null) {
                walk(view, profile, found);
            }
        }
        return found;
    }

    private static void walk(Component c, TabProfile profile, List<Control> found) {
        if (!c.isShowing() || c.getWidth() <= 0 || c.getHeight() <= 0) {
            return;
        }
        Role role = roleOf(c);
        if (role != null && c.isEnabled() && c instanceof JComponent j) {
            boolean navigation = switch (role) {
                case BUTTON, TOGGLE, SPINNER, COMBO, TEXT -> profile.isNavigation(c);
                case SLIDER -> profile.isNavigation(c);
                default -> true;
            };
            found.add(new Control(role, j, navigation));
        }
        if (role != null && role != Role.SURFACE && role != Role.TABS) {
            return; // a control's parts (editors, arrow buttons, renderers) are not separate controls
        }
        if (c instanceof Container container) {
            for (Component child : container.getComponents()) {
                walk(child, profile, found);
            }
        }
    }

    private static Role roleOf(Component c) {
        if (isToolkitPart(c)) {
            return null;
        }
        if (c instanceof JTabbedPane) {
            return Role.TABS;
        } else if (c instanceof JTree) {
            return Role.TREE;
        } else if (c instanceof JList) {
            return Role.LIST;
        } else if (c instanceof JTable) {
            return Role.TABLE;
        } else if (c instanceof JSlider) {
            return Role.SLIDER;
        } else if (c instanceof JSpinner) {
            return Role.SPINNER;
        } else if (c instanceof JComboBox) {
            return Role.COMBO;
        } else if (c instanceof JTextComponent text) {
            return text.isEditable() ? Role.TEXT : null;
        } else if (c instanceof JMenuItem) {
            return null;
        } else if (c instanceof AbstractButton) {
            return c instanceof JToggleButton ? Role.TOGGLE : Role.BUTTON;
        } else if (c instanceof JComponent j && !(c instanceof JLabel) && takesTheMouse(j)) {
            return Role.SURFACE;
        }
        return null;
    }

    /** Scroll bars, table headers, renderers and the look and feel's own buttons (arrows, dividers). */
    private static boolean isToolkitPart(Component c) {
        return c instanceof JScrollBar || c instanceof JTableHeader || c instanceof CellRendererPane
                || c.getClass().getName().startsWith("com.formdev.")
                || c.getClass().getName().startsWith("javax.swing.plaf.");
    }

    /** True when the component has mouse listeners of its own (not only the tooltip manager's or Swing's). */
    private static boolean takesTheMouse(JComponent c) {
        return Stream.of(c.getMouseListeners(), c.getMouseMotionListeners(), c.getMouseWheelListeners())
                .flatMap(Stream::<EventListener>of)
                .anyMatch(l -> !l.getClass().getName().startsWith("javax.swing.")
                        && !l.getClass().getName().startsWith("com.formdev.")
                        && !l.getClass().getName().startsWith("sun."));
    }
}
