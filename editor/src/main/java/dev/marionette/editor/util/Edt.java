package dev.marionette.editor.util;

import java.awt.EventQueue;
import java.util.concurrent.Executor;

/**
 * The event-thread rule in one place: documents, models and components are touched only on the Swing event
 * thread. {@link #check()} turns a violation into an immediate, named failure instead of a rare corruption.
 */
public final class Edt {

    /** Runs tasks later on the event thread, in order. */
    public static final Executor EXECUTOR = EventQueue::invokeLater;

    private Edt() {
    }

    /**
     * Fails when not called on the event thread.
     *
     * @throws IllegalStateException naming the calling thread
     */
    public static void check() {
        if (!EventQueue.isDispatchThread()) {
            throw new IllegalStateException("must run on the Swing event thread, not on "
                    + Thread.currentThread().getName());
        }
    }
}
