package dev.marionette.io;

import java.io.InterruptedIOException;
import java.util.function.BooleanSupplier;

/**
 * Given to work that runs off the event thread (reading or writing a file) to report how far it got and to
 * notice that the user cancelled. Implementations are thread-safe; calls are cheap enough for a loop.
 */
public interface TaskProgress {

    /** Does nothing and is never cancelled. */
    TaskProgress NONE = cancelledWhen(() -> false);

    /** Reports nothing and is cancelled when {@code cancelled} says so. */
    static TaskProgress cancelledWhen(BooleanSupplier cancelled) {
        return new TaskProgress() {
            @Override
            public void progress(double fraction) {
            }

            @Override
            public boolean isCancelled() {
                return cancelled.getAsBoolean();
            }
        };
    }

    /** Reports the share done, 0..1; a negative value means "unknown" (an indeterminate bar). */
    void progress(double fraction);

    /** True once the user asked to stop. */
    boolean isCancelled();

    /** Throws when the user asked to stop, so a reader can bail out between two records. */
    default void checkCancelled() throws InterruptedIOException {
        if (isCancelled()) {
            throw new InterruptedIOException("cancelled");
        }
    }
}
