package dev.marionette.editor.doc;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Window;
import java.beans.PropertyChangeListener;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * Tells the {@link EditRouting} when a text field of the window gains or loses the focus, so the Edit menu
 * acts on the text being typed. Focus moving to a dialog or a menu changes nothing.
 */
public final class FocusTracker {

    private static final String PERMANENT_FOCUS_OWNER = "permanentFocusOwner";

    private final Window window;
    private final EditRouting routing;
    private final PropertyChangeListener listener = e -> focusMoved((Component) e.getNewValue());

    public FocusTracker(Window window, EditRouting routing) {
        this.window = window;
        this.routing = routing;
    }

    public void install() {
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addPropertyChangeListener(PERMANENT_FOCUS_OWNER, listener);
    }

    public void uninstall() {
        KeyboardFocusManager.getCurrentKeyboardFocusManager().removePropertyChangeListener(PERMANENT_FOCUS_OWNER,
                listener);
    }

    private void focusMoved(Component owner) {
        if (owner == null || SwingUtilities.getWindowAncestor(owner) != window && owner != window) {
            return;
        }
        routing.setFocusedText(owner instanceof JTextComponent text ? text : null);
    }
}
