package dev.marionette.editor.io;

import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;

/**
 * A short piece of file work (reading a reference sprite, a palette, writing one picture) done off the event thread
 * without a progress indicator, its result or its failure handed back on the event thread. Long work the user may
 * watch and cancel goes through {@link TaskRunner} instead.
 */
public final class BackgroundWork {

    /** The work; what it throws becomes the failure's message. */
    @FunctionalInterface
    public interface Work<T> {
        T run() throws Exception;
    }

    /** Work that only writes; what it throws becomes the failure's message. */
    @FunctionalInterface
    public interface Writing {
        void run() throws Exception;
    }

    private BackgroundWork() {
    }

    /** Like {@link #run}, for work that returns nothing: {@code done} runs after it succeeded. */
    public static void write(Writing work, Runnable done, Consumer<String> failed) {
        run(() -> {
            work.run();
            return null;
        }, nothing -> done.run(), failed);
    }

    /**
     * Runs {@code work} on a worker thread, then on the event thread gives {@code done} its result, or
     * {@code failed} the message of the exception it threw.
     */
    public static <T> void run(Work<T> work, Consumer<T> done, Consumer<String> failed) {
        new SwingWorker<T, Void>() {
            @Override
            protected T doInBackground() throws Exception {
                return work.run();
            }

            @Override
            protected void done() {
                T result;
                try {
                    result = get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                } catch (ExecutionException e) {
                    failed.accept(e.getCause().getMessage());
                    return;
                }
                done.accept(result);
            }
        }.execute();
    }
}
