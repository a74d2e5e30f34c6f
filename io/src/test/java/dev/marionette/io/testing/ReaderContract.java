package dev.marionette.io.testing;

import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.WriteLimitException;
import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * The contract every reader keeps, whatever bytes it is given: it returns a model or throws a {@link FormatException}.
 * Anything else is a defect: another exception, an {@link Error} (out of memory, stack overflow), an allocation larger
 * than {@link #allocationBound} for the input's size, or a read slower than {@link #TIME_BOUND_MILLIS}.
 *
 * <p>Shared by the fuzz tests (which feed it coverage-guided inputs) and the format contract test (which feeds it
 * truncations, huge values and bit flips of the fixtures), so both judge a reader the same way.
 */
public final class ReaderContract {

    /** A reader under test: reads {@code data} completely (and validates it, where the format has checks). */
    @FunctionalInterface
    public interface Reader {
        void read(byte[] data, ReadOptions options) throws Exception;
    }

    /** What every read may allocate whatever the input: decoders, tables and the exception itself. */
    public static final long BASE_ALLOCATION = 4L * 1024 * 1024;

    /**
     * Bytes a reader may allocate per input byte. The largest legitimate growth is the Agent and SPR
     * decompression of images (a run of one colour) and the conversion of numbers in text to doubles, documented
     * per format in docs/testing.md.
     */
    public static final long ALLOCATION_PER_BYTE = 512;

    /**
     * A read that takes more processor time than this is a finding (a loop driven by a value, not by the bytes).
     * Processor time of the reading thread, not wall time: a busy machine or a collection pause does not count.
     */
    public static final long TIME_BOUND_MILLIS = 2_000;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** The largest allocation of one read on this thread since {@link #resetPeak}: {bytes, input size}. */
    private static final ThreadLocal<long[]> PEAK = ThreadLocal.withInitial(() -> new long[2]);

    private ReaderContract() {
    }

    /** Forgets the largest allocation seen on this thread. */
    public static void resetPeak() {
        PEAK.set(new long[2]);
    }

    /** The largest allocation of one read on this thread since {@link #resetPeak}, and the input's size. */
    public static String peak() {
        long[] p = PEAK.get();
        return p[0] + " bytes allocated reading " + p[1] + " bytes";
    }

    /** The most a reader may allocate for an input of {@code size} bytes. */
    public static long allocationBound(int size) {
        return BASE_ALLOCATION + ALLOCATION_PER_BYTE * size;
    }

    /** Bytes allocated so far by the current thread. */
    public static long allocatedBytes() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }

    /**
     * A format handler as a reader: {@code check} (read and validate), {@code describe}, and, when the check passed,
     * {@code rewrite}, which must give the input's bytes back for a file read strictly when {@code rewriteIsExact}.
     */
    public static Reader handler(FormatHandler handler, String source, boolean rewriteIsExact) {
        return (data, options) -> {
            handler.check(data, source, options);
            handler.describe(data, source, options);
            byte[] back;
            try {
                back = handler.rewrite(data, source, options);
            } catch (WriteLimitException refused) {
                if (!options.lenient()) {
                    throw new AssertionError("a file read strictly could not be written back: " + refused, refused);
                }
                return;
            }
            if (rewriteIsExact && !options.lenient() && !Arrays.equals(back, data)) {
                throw new AssertionError("rewriting a file read strictly changed its bytes (" + data.length + " in, "
                        + back.length + " out, first difference at " + Arrays.mismatch(back, data) + ")");
            }
        };
    }

    /** Reads {@code data} strictly and leniently; each must keep the contract. */
    public static void holds(Reader reader, byte[] data, String what) {
        holds(reader, data, 0, what);
    }

    /**
     * {@link #holds(Reader, byte[], String)} with {@code allowance} bytes allowed beyond the bound: what a format
     * legitimately decodes to beyond its size (the files an ACD project names),
     * written down per format in docs/fuzzing.md.
     */
    public static void holds(Reader reader, byte[] data, long allowance, String what) {
        outcome(reader, data, allowance, ReadOptions.STRICT, what);
        outcome(reader, data, allowance, ReadOptions.LENIENT, what + " (lenient)");
    }

    /**
     * Reads {@code data}; returns the {@link FormatException}, or null when the read succeeded, and throws an
     * {@link AssertionError} saying what broke the contract otherwise.
     */
    public static FormatException outcome(Reader reader, byte[] data, ReadOptions options, String what) {
        return outcome(reader, data, 0, options, what);
    }

    /** {@link #outcome(Reader, byte[], ReadOptions, String)} with {@code allowance} bytes allowed beyond the bound. */
    public static FormatException outcome(Reader reader, byte[] data, long allowance, ReadOptions options,
            String what) {
        long bound = allocationBound(data.length) + allowance;
        long allocatedBefore = allocatedBytes();
        long start = THREADS.getCurrentThreadCpuTime();
        FormatException result = attempt(reader, data, options, what);
        long millis = (THREADS.getCurrentThreadCpuTime() - start) / 1_000_000;
        long allocated = allocatedBytes() - allocatedBefore;
        if (allocated > bound || millis > TIME_BOUND_MILLIS) {
            // The first read of a kind loads, initialises and compiles classes on this thread; only a repeat counts.
            allocatedBefore = allocatedBytes();
            start = THREADS.getCurrentThreadCpuTime();
            attempt(reader, data, options, what);
            millis = (THREADS.getCurrentThreadCpuTime() - start) / 1_000_000;
            allocated = allocatedBytes() - allocatedBefore;
        }
        if (allocated > PEAK.get()[0]) {
            PEAK.set(new long[] {allocated, data.length});
        }
        if (allocated > bound) {
            throw new AssertionError(what + ": allocated " + allocated + " bytes reading " + data.length
                    + " bytes, above the bound of " + bound);
        }
        if (millis > TIME_BOUND_MILLIS) {
            throw new AssertionError(what + ": took " + millis + " ms of processor time reading " + data.length
                    + " bytes");
        }
        return result;
    }

    private static FormatException attempt(Reader reader, byte[] data, ReadOptions options, String what) {
        try {
            reader.read(data, options);
            return null;
        } catch (FormatException expected) {
            return expected;
        } catch (StackOverflowError | OutOfMemoryError e) {
            throw new AssertionError(what + ": " + e + " instead of a FormatException", e);
        } catch (Throwable other) {
            throw new AssertionError(what + ": threw " + other + " instead of a FormatException", other);
        }
    }
}
