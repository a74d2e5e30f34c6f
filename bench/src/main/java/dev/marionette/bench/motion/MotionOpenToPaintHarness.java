package dev.marionette.bench.motion;

import dev.marionette.editor.EditorApp;
import dev.marionette.editor.MainFrame;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.motion.acclaim.AcclaimView;
import java.awt.EventQueue;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Measures opening a motion in a running editor, as the Ragnarok tab's {@code OpenToPaintHarness} does for
 * sprites: the editor starts as a user starts it (the demo sprite playing), then opens {@code file} with File &gt;
 * Open's code path, and the time from that call to the end of the first paint of the motion's 3D view (its
 * skeleton found, both files read, the figure posed and drawn) is printed (the first paint: the window repaints the
 * view again as it settles, which a poll could otherwise take for the first). Each run is one fresh JVM, so the
 * motion's code paths are cold, as on a first open.
 *
 * <p>Run on a display (e.g. {@code xvfb-run}): {@code java -cp bench/target/benchmarks.jar
 * dev.marionette.bench.motion.MotionOpenToPaintHarness FILE.amc}. Target for the largest sample (endorphin's
 * walking.amc, 2.2 MB): under 400 ms.
 */
public final class MotionOpenToPaintHarness {

    private MotionOpenToPaintHarness() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]).toAbsolutePath();
        AtomicReference<MainFrame> frame = new AtomicReference<>();
        EventQueue.invokeAndWait(() -> frame.set(EditorApp.start(List.of())));
        waitFor(() -> frame.get().workbench().documents().active().isPresent());
        Thread.sleep(1500);
        long[] opened = new long[1];
        EventQueue.invokeAndWait(() -> {
            opened[0] = System.nanoTime();
            frame.get().workbench().files().open(file);
        });
        waitFor(() -> {
            AcclaimView v = view(frame.get());
            return v != null && v.panel().canvas().paintCount() > 0;
        });
        long[] painted = new long[1];
        EventQueue.invokeAndWait(() -> painted[0] = view(frame.get()).panel().canvas().firstPaintedAtNanos());
        System.out.printf(Locale.ROOT, "open-to-paint %s: %.1f ms%n", file.getFileName(),
                (painted[0] - opened[0]) / 1e6);
        System.exit(0);
    }

    private static AcclaimView view(MainFrame frame) {
        return frame.workbench().documents().active().map(DocumentSession::view)
                .filter(AcclaimView.class::isInstance).map(AcclaimView.class::cast).orElse(null);
    }

    /** Polls on the event thread every millisecond. */
    private static void waitFor(java.util.function.BooleanSupplier condition) throws Exception {
        boolean[] ok = {false};
        while (!ok[0]) {
            EventQueue.invokeAndWait(() -> ok[0] = condition.getAsBoolean());
            if (!ok[0]) {
                Thread.sleep(1);
            }
        }
    }
}
