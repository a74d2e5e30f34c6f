package dev.marionette.editor.ro.shared;

import java.util.Map;
import java.util.WeakHashMap;

/**
 * Timing output for the documented performance measurements (docs/ragnarok-performance.md), off unless the JVM is
 * started with {@code -Dmarionette.timing=true}. It prints to standard error, once each:
 * <ul>
 * <li>{@code first-paint-epoch-ms: N}: the wall-clock time ({@link System#currentTimeMillis()}) of the first
 *     paint of a sprite canvas (the editor's window showing the demo, or the files given); a script subtracts
 *     the time it started the JVM, which is more exact than the process start time the system keeps (whole
 *     seconds on Linux);</li>
 * <li>{@code open-to-paint NAME: N ms}: from the moment the kind starts reading a file (right after the shell
 *     recognised it) to the first paint of its canvas.</li>
 * </ul>
 * With {@code -Dmarionette.timing.exit=true} the editor exits after the first of these lines that concerns a
 * file opened (or after the start-up line when no file was given), so a script can start it repeatedly.
 */
public final class Timing {

    private static final boolean ON = Boolean.getBoolean("marionette.timing");
    private static final boolean EXIT = Boolean.getBoolean("marionette.timing.exit");
    private static final Map<Object, Long> OPENS = new WeakHashMap<>();
    private static boolean startReported;

    private Timing() {
    }

    /** True when timing output is on. */
    public static boolean enabled() {
        return ON;
    }

    /** Records that reading {@code document} started at {@code nanos} ({@link System#nanoTime()}). */
    public static synchronized void openStarted(Object document, long nanos) {
        if (ON) {
            OPENS.put(document, nanos);
        }
    }

    /** Called at every canvas paint of {@code document}; prints and forgets on the first. */
    public static void painted(Object document, String name) {
        if (!ON) {
            return;
        }
        long now = System.nanoTime();
        Long opened;
        boolean first;
        synchronized (Timing.class) {
            opened = OPENS.remove(document);
            first = !startReported;
            startReported = true;
        }
        if (first) {
            System.err.println("first-paint-epoch-ms: " + System.currentTimeMillis());
        }
        if (opened != null) {
            System.err.printf("open-to-paint %s: %.1f ms%n", name, (now - opened) / 1e6);
        }
        if (EXIT && (opened != null || first)) {
            System.err.flush();
            System.exit(0);
        }
    }
}
