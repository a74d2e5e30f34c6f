package dev.marionette.editor.io;

import java.util.EventListener;

/** Hears about background work, on the event thread (for the status bar's progress indicator). */
public interface TaskListener extends EventListener {

    default void taskStarted(RunningTask task) {
    }

    default void taskProgressed(RunningTask task) {
    }

    default void taskFinished(RunningTask task) {
    }
}
