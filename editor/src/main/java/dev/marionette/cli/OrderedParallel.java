package dev.marionette.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a command's work on many files in parallel, on every core, and prints the output in argument order:
 * each file's job writes to its own buffers, and the buffers are printed as soon as the files before it are
 * done, so the output reads as if the files had been handled one after another (standard output and standard
 * error each in order). The exit code is the most serious of the files' ({@link ExitCodes#worst}).
 *
 * <p>Used by {@code check}, {@code info}, {@code roundtrip} and {@code export}; any command over many files can use it.
 * {@value #THREADS_PROPERTY} sets the number of threads (default: the available processors).
 */
public final class OrderedParallel {

    /** System property overriding the number of worker threads. */
    public static final String THREADS_PROPERTY = "marionette.threads";

    /** One file's work: writes its lines to {@code out} and {@code err}, returns its exit code. */
    @FunctionalInterface
    public interface Job<T> {
        int run(T item, PrintWriter out, PrintWriter err) throws Exception;
    }

    /** What a job that threw unexpectedly prints: one line on {@code err}; returns the exit code. */
    @FunctionalInterface
    public interface Failure<T> {
        int report(T item, Exception e, PrintWriter err);
    }

    private record Output(String out, String err, int exit) {
    }

    private OrderedParallel() {
    }

    /** The worker threads a run uses. */
    public static int threads() {
        Integer configured = Integer.getInteger(THREADS_PROPERTY);
        int n = configured != null ? configured : Runtime.getRuntime().availableProcessors();
        return Math.max(1, n);
    }

    /**
     * Runs {@code job} on every item and prints each item's output in order; returns the worst exit code.
     */
    public static <T> int run(List<T> items, Job<T> job, Failure<T> failure, PrintWriter out, PrintWriter err) {
        return run(items, job, failure, out, err, item -> 0L);
    }

    /**
     * Like {@link #run(List, Job, Failure, PrintWriter, PrintWriter)}, starting the costliest items first (a
     * file's size, say) so the threads finish together instead of one waiting on a big last file; the output
     * is still in argument order.
     */
    public static <T> int run(List<T> items, Job<T> job, Failure<T> failure, PrintWriter out, PrintWriter err,
            java.util.function.ToLongFunction<T> cost) {
        int threads = Math.min(threads(), Math.max(1, items.size()));
        if (threads == 1) {
            int exit = ExitCodes.OK;
            for (T item : items) {
                Output o = runOne(item, job, failure);
                print(o, out, err);
                exit = ExitCodes.worst(exit, o.exit());
            }
            return exit;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, daemons());
        try {
            List<Integer> order = new ArrayList<>();
            long[] costs = new long[items.size()];
            for (int i = 0; i < items.size(); i++) {
                order.add(i);
                costs[i] = cost.applyAsLong(items.get(i));
            }
            order.sort((a, b) -> Long.compare(costs[b], costs[a]));
            List<CompletableFuture<Output>> outputs = new ArrayList<>(java.util.Collections.nCopies(items.size(),
                    null));
            for (int i : order) {
                T item = items.get(i);
                outputs.set(i, CompletableFuture.supplyAsync(() -> runOne(item, job, failure), pool));
            }
            int exit = ExitCodes.OK;
            for (CompletableFuture<Output> future : outputs) {
                Output o = join(future);
                print(o, out, err);
                exit = ExitCodes.worst(exit, o.exit());
            }
            return exit;
        } finally {
            pool.shutdownNow();
        }
    }

    private static <T> Output runOne(T item, Job<T> job, Failure<T> failure) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter o = new PrintWriter(out);
        PrintWriter e = new PrintWriter(err);
        int exit;
        try {
            exit = job.run(item, o, e);
        } catch (Exception thrown) {
            exit = failure.report(item, thrown, e);
        } catch (OutOfMemoryError tooLarge) {
            e.println(notEnoughMemory(item));
            exit = ExitCodes.FAILURE;
        }
        o.flush();
        e.flush();
        return new Output(out.toString(), err.toString(), exit);
    }

    /** The line for a file that needed more memory than Java was given: what happened and what to do. */
    static String notEnoughMemory(Object item) {
        return item + ": not enough memory to handle this file (Java may use "
                + (Runtime.getRuntime().maxMemory() >> 20) + " MiB); give it more with JAVA_OPTS=-Xmx...";
    }

    private static Output join(CompletableFuture<Output> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Output("", "interrupted\n", ExitCodes.FAILURE);
        } catch (ExecutionException e) {
            return new Output("", "internal error: " + e.getCause() + "\n", ExitCodes.FAILURE);
        }
    }

    private static void print(Output o, PrintWriter out, PrintWriter err) {
        if (!o.out().isEmpty()) {
            out.print(o.out());
            out.flush();
        }
        if (!o.err().isEmpty()) {
            err.print(o.err());
            err.flush();
        }
    }

    private static ThreadFactory daemons() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "marionette-file-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
