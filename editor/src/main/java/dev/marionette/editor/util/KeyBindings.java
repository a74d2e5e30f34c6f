package dev.marionette.editor.util;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

/** A key that runs an action on a component, through the component's input and action maps. Event thread. */
public final class KeyBindings {

    private KeyBindings() {
    }

    /** {@code key} runs {@code action} while {@code on} has the focus. */
    public static void whenFocused(JComponent on, KeyStroke key, String name, Runnable action) {
        bind(on, JComponent.WHEN_FOCUSED, key, name, action);
    }

    /** {@code key} runs {@code action} while {@code on} or any component inside it has the focus. */
    public static void whenInside(JComponent on, KeyStroke key, String name, Runnable action) {
        bind(on, JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT, key, name, action);
    }

    private static void bind(JComponent on, int condition, KeyStroke key, String name, Runnable action) {
        on.getInputMap(condition).put(key, name);
        on.getActionMap().put(name, new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }
}
