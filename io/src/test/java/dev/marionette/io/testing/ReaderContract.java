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

    /** A read of an input this size that takes longer is a finding (a loop driven by a value, not by the bytes). */
    public static final long TIME_BOUND_MILLIS = 3_000;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private ReaderContract() {
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
        outcome(reader, data, ReadOptions.STRICT, what);
        outcome(reader, data, ReadOptions.LENIENT, what + " (lenient)");
    }

    /**
     * Reads {@code data}; returns the {@link FormatException}, or null when the read succeeded, and throws an
     * {@link AssertionError} saying what broke the contract otherwise.
     */
    public static FormatException outcome(Reader reader, byte[] data, ReadOptions options, String what) {
        long allocatedBefore = allocatedBytes();
        long start = System.nanoTime();
        FormatException result = attempt(reader, data, options, what);
        long millis = (System.nanoTime() - start) / 1_000_000;
        long allocated = allocatedBytes() - allocatedBefore;
        if (allocated > allocationBound(data.length)) {
            // The first read of a kind loads and initialises classes on this thread; only a repeat counts.
            allocatedBefore = allocatedBytes();
            attempt(reader, data, options, what);
            allocated = allocatedBytes() - allocatedBefore;
        }
        if (allocated > allocationBound(data.length)) {
            throw new AssertionError(what + ": allocated " + allocated + " bytes reading " + data.length
                    + " bytes, above the bound of " + allocationBound(data.length));
        }
        if (millis > TIME_BOUND_MILLIS) {
            throw new AssertionError(what + ": took " + millis + " ms reading " + data.length + " bytes");
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
