package dev.marionette.editor.io;

import dev.marionette.io.TaskProgress;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * One piece of background work as the status bar sees it: what it is, how far it got, whether it can be and
 * was cancelled. The worker reports through the {@link TaskProgress} side (any thread); the event thread
 * hears about it through the runner's {@link TaskListener}s.
 */
public final class RunningTask implements TaskProgress {

    private final String description;
    private final boolean cancellable;
    private final Executor ui;
    private final Consumer<RunningTask> progressListener;
    private volatile double fraction = -1;
    private volatile boolean cancelled;
    /** Last fraction passed to the event thread, to avoid flooding it with tiny steps. */
    private volatile double reported = -1;

    RunningTask(String description, boolean cancellable, Executor ui, Consumer<RunningTask> progressListener) {
        this.description = description;
        this.cancellable = cancellable;
        this.ui = ui;
        this.progressListener = progressListener;
    }

    /** E.g. "Opening idle.act". */
    public String description() {
        return description;
    }

    public boolean isCancellable() {
        return cancellable;
    }

    /** The share done, 0..1, or negative while unknown. */
    public double fraction() {
        return fraction;
    }

    /** Asks the work to stop; it notices at its next {@link #checkCancelled()}. */
    public void cancel() {
        if (cancellable) {
            cancelled = true;
        }
    }

    @Override
    public boolean isCancelled() {
        return cancelled;
    }

    @Override
    public void progress(double value) {
        fraction = Math.min(1, value);
        if (Math.abs(value - reported) >= 0.01 || (value < 0) != (reported < 0)) {
            reported = value;
            ui.execute(() -> progressListener.accept(this));
        }
    }

    @Override
    public String toString() {
        return "RunningTask[" + description + "]";
    }
}
