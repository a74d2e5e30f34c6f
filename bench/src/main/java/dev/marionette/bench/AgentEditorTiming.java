package dev.marionette.bench;

import dev.marionette.editor.EditorApp;
import dev.marionette.editor.MainFrame;
import dev.marionette.editor.agent.AgentView;
import dev.marionette.editor.agent.canvas.FrameCanvas;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.TaskRunner;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.theme.SystemThemeDetector;
import dev.marionette.model.acs.AgentCharacter;
import java.awt.EventQueue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.Preferences;

/**
 * Times the Agent editor in the real window (run it on a display, e.g. under Xvfb; see docs/BENCHMARKS.md):
 * <ol>
 * <li>open: from File &gt; Open's request to the first painted frame of the new tab, in an editor that has
 * just started (the Agent editor's own classes are not loaded yet), as the user waits for it;</li>
 * <li>step: selecting the next frame (all panels follow) and painting the canvas at once, over every frame of
 * the character;</li>
 * <li>preview: a seeded preview of the animation with the most frames for 5 seconds; each frame's lateness
 * against its absolute due time, and the drift (least-squares slope of lateness over time).</li>
 * </ol>
 * Prints one line per measure. Usage: {@code java -cp benchmarks.jar dev.marionette.bench.AgentEditorTiming
 * FILE.acs}. System properties: {@code timing.warmWith=OTHER.acs} opens another character first (the open is
 * then measured warm), {@code timing.phases} also prints when the tab was shown, {@code timing.openOnly} stops
 * after the open (for profiling it).
 */
public final class AgentEditorTiming {

    private AgentEditorTiming() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args.length > 0 ? args[0] : "../shared/samples/acs/Peedy.acs").toAbsolutePath();
        Preferences node = Preferences.userRoot().node("dev/marionette/bench-timing");
        AtomicReference<MainFrame> window = new AtomicReference<>();
        EventQueue.invokeAndWait(() -> window.set(EditorApp.start(new EditorApp.Launch(DocumentKinds.installed(),
                new EditorPreferences(node), new SystemThemeDetector(), null, null, null,
                TaskRunner.newWorkerPool()), List.of())));
        Thread.sleep(1500);
        MainFrame frame = window.get();
        String warmWith = System.getProperty("timing.warmWith");
        if (warmWith != null) {
            // Opens another character first: the measure is then the data-dependent cost alone.
            CompletableFuture<Object> warm = new CompletableFuture<>();
            EventQueue.invokeAndWait(() -> frame.workbench().files().open(Path.of(warmWith).toAbsolutePath())
                    .whenComplete((s, e) -> warm.complete(s)));
            warm.get();
            Thread.sleep(1500);
        }

        AtomicLong start = new AtomicLong();
        CompletableFuture<Optional<DocumentSession>> opened = new CompletableFuture<>();
        EventQueue.invokeAndWait(() -> {
            start.set(System.nanoTime());
            frame.workbench().files().open(file).whenComplete((s, e) -> {
                if (System.getProperty("timing.phases") != null) {
                    System.out.printf(Locale.ROOT, "  tab shown after %.1f ms%n", (System.nanoTime() - start.get()) / 1e6);
                }
                opened.complete(s);
            });
        });
        DocumentSession session = opened.get().orElseThrow();
        AgentView view = onEdt(() -> (AgentView) session.view());
        FrameCanvas canvas = view.canvas();
        while (onEdt(canvas::paintedAtNanos) == 0) {
            Thread.sleep(1);
        }
        double openMs = (onEdt(canvas::paintedAtNanos) - start.get()) / 1e6;
        System.out.printf(Locale.ROOT, "open-to-first-paint %s: %.1f ms%n", file.getFileName(), openMs);

        if (System.getProperty("timing.openOnly") != null) {
            EventQueue.invokeAndWait(() -> frame.dispose());
            node.removeNode();
            System.exit(0);
        }
        double[] steps = onEdt(() -> step(view));
        Arrays.sort(steps);
        System.out.printf(Locale.ROOT, "step: %d frames, median %.2f ms, p95 %.2f ms, max %.2f ms%n", steps.length,
                steps[steps.length / 2], steps[(int) (steps.length * 0.95)], steps[steps.length - 1]);

        int longest = onEdt(() -> longestAnimation(view.document().character()));
        EventQueue.invokeAndWait(() -> {
            view.context().selection().selectAnimation(longest);
            view.player().play(1);
        });
        Thread.sleep(5000);
        List<long[]> timing = onEdt(() -> view.player().timing());
        EventQueue.invokeAndWait(() -> view.player().halt());
        report(timing, onEdt(() -> view.document().character().animations().get(longest).name()));
        EventQueue.invokeAndWait(() -> frame.dispose());
        node.removeNode();
        System.exit(0);
    }

    private static double[] step(AgentView view) {
        AgentCharacter c = view.document().character();
        List<Double> times = new ArrayList<>();
        FrameCanvas canvas = view.canvas();
        for (int a = 0; a < c.animations().size(); a++) {
            for (int f = 0; f < c.animations().get(a).frames().size(); f++) {
                long t0 = System.nanoTime();
                view.context().selection().set(a, f, -1, -1);
                canvas.paintImmediately(0, 0, canvas.getWidth(), canvas.getHeight());
                times.add((System.nanoTime() - t0) / 1e6);
            }
        }
        return times.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static int longestAnimation(AgentCharacter c) {
        int best = 0;
        for (int i = 0; i < c.animations().size(); i++) {
            if (c.animations().get(i).frames().size() > c.animations().get(best).frames().size()) {
                best = i;
            }
        }
        return best;
    }

    /** Lateness of each frame and its least-squares slope over the scheduled time (drift per second). */
    private static void report(List<long[]> timing, String animation) {
        int n = timing.size();
        double[] late = new double[n];
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < n; i++) {
            double x = timing.get(i)[0] / 1e9;
            double y = (timing.get(i)[1] - timing.get(i)[0]) / 1e6;
            late[i] = y;
            sx += x;
            sy += y;
            sxx += x * x;
            sxy += x * y;
        }
        double slope = n > 1 ? (n * sxy - sx * sy) / (n * sxx - sx * sx) : 0;
        double span = n > 0 ? timing.get(n - 1)[0] / 1e9 : 0;
        double[] sorted = late.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "preview %s: %d frames over %.2f s, lateness median %.2f ms, max %.2f ms, "
                + "last %.2f ms, drift %.3f ms/s%n", animation, n, span, n > 0 ? sorted[n / 2] : 0,
                n > 0 ? sorted[n - 1] : 0, n > 0 ? late[n - 1] : 0, slope);
    }

    private interface EdtCall<T> {
        T call() throws Exception;
    }

    private static <T> T onEdt(EdtCall<T> call) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        EventQueue.invokeAndWait(() -> {
            try {
                result.set(call.call());
            } catch (Exception e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }
}
