package dev.marionette.bench.motion;

import dev.marionette.editor.motion.acclaim.AcclaimView;
import java.nio.file.Path;
import java.util.Locale;

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
        var opened = new OpenToFirstPaint<>(AcclaimView.class, AcclaimView::panel).open(file);
        System.out.printf(Locale.ROOT, "open-to-paint %s: %.1f ms%n", file.getFileName(), opened.millis());
        System.exit(0);
    }
}
