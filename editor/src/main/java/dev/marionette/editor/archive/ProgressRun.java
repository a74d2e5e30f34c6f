package dev.marionette.editor.archive;

import dev.marionette.editor.io.ErrorMessages;
import java.awt.Component;
import java.io.IOException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javax.swing.JOptionPane;
import javax.swing.ProgressMonitor;
import javax.swing.SwingUtilities;

/**
 * Runs one of the browser's long jobs (Extract..., Export...) on a daemon thread behind a progress dialog whose
 * Cancel the job checks between items; the result goes to the event thread, a failure to an error dialog.
 */
final class ProgressRun {

    /** The job: reports each item it starts, stops when {@code cancelled} says so. */
    @FunctionalInterface
    interface Job<T> {
        T run(Progress progress, BooleanSupplier cancelled) throws IOException;
    }

    /** Items done so far and the name of the one being written. */
    @FunctionalInterface
    interface Progress {
        void at(int done, String name);
    }

    private ProgressRun() {
    }

    /**
     * Starts {@code job} over {@code items} items; on the event thread {@code done} gets its result after the dialog
     * closes, or an error dialog titled {@code title} says "{@code failure}:" and the message.
     */
    static <T> void start(Component parent, String message, int items, String title, String failure, String thread,
            Job<T> job, Consumer<T> done) {
        ProgressMonitor monitor = new ProgressMonitor(parent, message, "", 0, Math.max(1, items));
        monitor.setMillisToDecideToPopup(200);
        monitor.setMillisToPopup(300);
        Thread worker = new Thread(() -> {
            T result;
            try {
                result = job.run((k, name) -> SwingUtilities.invokeLater(() -> {
                    monitor.setProgress(k);
                    monitor.setNote(name);
                }), monitor::isCanceled);
            } catch (IOException e) {
                SwingUtilities.invokeLater(() -> {
                    monitor.close();
                    JOptionPane.showMessageDialog(parent, failure + ":\n" + ErrorMessages.describe(e), title,
                            JOptionPane.ERROR_MESSAGE);
                });
                return;
            }
            SwingUtilities.invokeLater(() -> {
                monitor.close();
                done.accept(result);
            });
        }, thread);
        worker.setDaemon(true);
        worker.start();
    }
}
