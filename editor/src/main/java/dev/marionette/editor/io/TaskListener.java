package dev.marionette.editor.io;

import java.util.EventListener;

/** Hears about background work, on the event thread (for the status bar's progress indicator). */
@FunctionalInterface
public interface TaskListener extends EventListener {

    /** {@code task} started, reported progress, or finished (it is no longer among the running ones then). */
    void taskChanged(RunningTask task);
}
