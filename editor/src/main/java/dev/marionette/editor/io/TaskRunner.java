package dev.marionette.editor.io;

import dev.marionette.editor.util.Edt;
import dev.marionette.io.TaskProgress;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs file work off the event thread and hands the result back to it: the window never freezes, and only
 * the event thread sees the result. Listeners hear when work starts, progresses and ends.
 */
public final class TaskRunner {

    /** The work: runs on a worker thread, reports progress, may throw anything. */
    @FunctionalInterface
    public interface Work<T> {
        T run(TaskProgress progress) throws Exception;
    }

    private final Executor worker;
    private final Executor ui;
    private final List<TaskListener> listeners = new CopyOnWriteArrayList<>();
    private final List<RunningTask> running = new CopyOnWriteArrayList<>();

    /**
     * @param worker runs the work (a thread pool; tests may run it in place)
     * @param ui     runs the hand-over on the event thread ({@link Edt#EXECUTOR})
     */
    public TaskRunner(Executor worker, Executor ui) {
        this.worker = worker;
        this.ui = ui;
    }

    /** A pool of daemon threads for file work: open windows, not pending reads, keep the editor alive. */
    public static ExecutorService newWorkerPool() {
        AtomicInteger count = new AtomicInteger();
        return Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "marionette-io-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Starts {@code work} on a worker thread. Event thread. The future completes on the event thread, with the
     * work's result or its exception.
     */
    public <T> CompletableFuture<T> run(String description, boolean cancellable, Work<T> work) {
        Edt.check();
        RunningTask task = new RunningTask(description, cancellable, ui, this::fireProgressed);
        CompletableFuture<T> result = new CompletableFuture<>();
        running.add(task);
        listeners.forEach(l -> l.taskChanged(task));
        worker.execute(() -> {
            T value = null;
            Throwable failure = null;
            try {
                value = work.run(task);
            } catch (Throwable t) {
                failure = t;
            }
            T finalValue = value;
            Throwable finalFailure = failure;
            ui.execute(() -> {
                running.remove(task);
                listeners.forEach(l -> l.taskChanged(task));
                if (finalFailure != null) {
                    result.completeExceptionally(finalFailure);
                } else {
                    result.complete(finalValue);
                }
            });
        });
        return result;
    }

    /** The work started and not yet handed back. */
    public List<RunningTask> running() {
        return List.copyOf(running);
    }

    private void fireProgressed(RunningTask task) {
        if (running.contains(task)) {
            listeners.forEach(l -> l.taskChanged(task));
        }
    }

    public void addListener(TaskListener l) {
        listeners.add(l);
    }

    public void removeListener(TaskListener l) {
        listeners.remove(l);
    }
}
