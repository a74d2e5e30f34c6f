package dev.marionette.editor.motion;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * A {@link MotionContent} whose document changes (edits, undo, another skill shown): it keeps the listeners and
 * tells them each {@link Change}. Event thread.
 */
public abstract class ChangingMotionContent implements MotionContent {

    private final List<Consumer<Change>> listeners = new CopyOnWriteArrayList<>();

    /** Tells every listener about {@code change}. */
    protected final void fire(Change change) {
        for (Consumer<Change> l : listeners) {
            l.accept(change);
        }
    }

    @Override
    public void addChangeListener(Consumer<Change> listener) {
        listeners.add(listener);
    }

    @Override
    public void removeChangeListener(Consumer<Change> listener) {
        listeners.remove(listener);
    }

    /** Forgets every listener (the tab closed). */
    protected final void forgetListeners() {
        listeners.clear();
    }
}
