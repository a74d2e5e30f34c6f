package dev.marionette.editor.motion;

import dev.marionette.editor.kind.DocumentView;
import javax.swing.JComponent;

/**
 * A tab built on the shared {@link MotionPanel} (Acclaim motion, Sims skills, GK3 puppets): the panel is the tab's
 * content and stops playing and listening when the tab closes.
 */
public abstract class MotionDocumentView implements DocumentView {

    /** The shared motion view the tab is built on. */
    public abstract MotionPanel panel();

    @Override
    public JComponent component() {
        return panel().component();
    }

    /** Stops the panel; a tab that holds more (its content's listeners) lets go of it after calling this. */
    @Override
    public void dispose() {
        panel().dispose();
    }
}
