package dev.marionette.export;

import dev.marionette.io.TaskProgress;
import java.io.InterruptedIOException;

/**
 * The progress of an export (which runs off the event thread): a {@link TaskProgress} with the steps and stages
 * an export reports in. Implementations are thread-safe and cheap enough to call once per frame.
 */
public interface ExportProgress extends TaskProgress {

    /** Reports nothing and is never cancelled (the command line). */
    ExportProgress NONE = of(TaskProgress.NONE);

    /** An export reporting to {@code task}. */
    static ExportProgress of(TaskProgress task) {
        return new ExportProgress() {
            @Override
            public void progress(double fraction) {
                task.progress(fraction);
            }

            @Override
            public boolean isCancelled() {
                return task.isCancelled();
            }
        };
    }

    /** Reports {@code done} of {@code total} steps and checks for a cancel. */
    default void step(int done, int total) throws InterruptedIOException {
        checkCancelled();
        progress(total <= 0 ? -1 : (double) done / total);
    }

    /** This progress seen through the share {@code from..to} of it, for one stage of a longer export. */
    default ExportProgress part(double from, double to) {
        ExportProgress whole = this;
        return of(new TaskProgress() {
            @Override
            public void progress(double fraction) {
                whole.progress(fraction < 0 ? fraction : from + (to - from) * Math.min(1, fraction));
            }

            @Override
            public boolean isCancelled() {
                return whole.isCancelled();
            }
        });
    }
}
