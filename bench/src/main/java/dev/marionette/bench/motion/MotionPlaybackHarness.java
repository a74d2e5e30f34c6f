package dev.marionette.bench.motion;

import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.motion.FigureCanvas;
import dev.marionette.editor.motion.MotionScene;
import dev.marionette.editor.motion.FrameRateMemory;
import dev.marionette.editor.motion.acclaim.AcclaimView;
import dev.marionette.editor.playback.FramePlayer;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acclaim.AcclaimFiles;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import java.awt.EventQueue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import javax.swing.JFrame;
import javax.swing.Timer;

/**
 * Measures the motion tab's playback at 120 frames per second with the real Swing timer and clock, in a real
 * window (1280 &times; 800, so every frame is painted by Swing as a user sees it): the CMU walk (343 frames,
 * looping) plays in an {@code AcclaimView} for {@code seconds} (default 20); every frame the player shows is
 * timestamped on the event thread and compared with when it was due ({@code start + n / 120 s}, n counted over the
 * loops). Drift is the slope of that lateness over time (least squares, ms per second of motion); also the median
 * and 99th percentile lateness of single frames, how many frames were skipped (a late tick shows the frame that is
 * due, so skipping keeps time), and the median and 99th percentile time of the 3D view's paints in the window.
 *
 * <p>With {@code naive} as second argument it measures, as a baseline, a repeating Swing timer of 8 ms that shows
 * the next frame at each tick (what a simple player does at "120 fps").
 *
 * <p>Run on a display (e.g. {@code xvfb-run}): {@code java -cp bench/target/benchmarks.jar
 * dev.marionette.bench.motion.MotionPlaybackHarness [seconds] [naive]} with {@code -Dmarionette.samples=DIR} when the
 * samples are not in {@code ../shared/samples}. Targets: drift under 2 ms per second, a repaint under 4 ms.
 */
public final class MotionPlaybackHarness {

    private MotionPlaybackHarness() {
    }

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        boolean naive = args.length > 1 && "naive".equals(args[1]);
        Path amc = Path.of(System.getProperty("marionette.samples", "../shared/samples"), "asf", "cmu02_walk",
                "02_01.amc");
        AcclaimFiles.Pair pair = AcclaimFiles.read(amc, ReadOptions.STRICT);
        AcclaimDocument doc = new AcclaimDocument(pair.skeleton(), pair.motion(), 120, pair.skeletonFile(), amc);
        List<long[]> shown = new ArrayList<>();
        List<Long> paints = new ArrayList<>();
        CountDownLatch painted = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(1);
        AcclaimView[] view = new AcclaimView[1];
        EventQueue.invokeAndWait(() -> {
            view[0] = new AcclaimView(doc, EditorShell.NONE, FrameRateMemory.NONE);
            FigureCanvas canvas = view[0].panel().canvas();
            canvas.setPaintListener(() -> {
                paints.add(canvas.lastPaintNanos());
                painted.countDown();
            });
            JFrame frame = new JFrame("playback");
            frame.setContentPane(view[0].component());
            frame.setSize(1280, 800);
            frame.setVisible(true);
        });
        painted.await();
        Thread.sleep(1000);
        long[] start = new long[1];
        EventQueue.invokeAndWait(() -> {
            paints.clear();
            MotionScene scene = view[0].panel().scene();
            FramePlayer player = view[0].panel().transport().player();
            int count = scene.frameCount();
            long[] absolute = {0};
            int[] last = {0};
            Timer[] naiveTimer = new Timer[1];
            scene.addListener(a -> {
                if (a != MotionScene.Aspect.FRAME) {
                    return;
                }
                long now = System.nanoTime();
                int frame = scene.frame();
                absolute[0] += Math.floorMod(frame - last[0], count);
                last[0] = frame;
                shown.add(new long[] {absolute[0], now});
                if (now - start[0] > seconds * 1_000_000_000L) {
                    player.pause();
                    if (naiveTimer[0] != null) {
                        naiveTimer[0].stop();
                    }
                    done.countDown();
                }
            });
            start[0] = System.nanoTime();
            if (naive) {
                naiveTimer[0] = new Timer(8, e -> scene.setFrame((scene.frame() + 1) % count));
                naiveTimer[0].start();
                return;
            }
            player.play();
        });
        done.await();
        report(shown, start[0], 1e9 / 120, naive, seconds);
        List<Long> p = new ArrayList<>();
        EventQueue.invokeAndWait(() -> p.addAll(paints));
        p.sort(Long::compare);
        if (!p.isEmpty()) {
            System.out.printf(Locale.ROOT, "paints of the 3D view: %d, median %.2f ms, 99th percentile %.2f ms%n",
                    p.size(), p.get(p.size() / 2) / 1e6, p.get((int) (p.size() * 0.99)) / 1e6);
        }
        System.exit(0);
    }

    private static void report(List<long[]> shown, long start, double frameNanos, boolean naive, int seconds) {
        int n = shown.size();
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        List<Double> lateness = new ArrayList<>();
        long skipped = 0;
        long previous = 0;
        for (long[] c : shown) {
            double due = start + c[0] * frameNanos;
            double late = (c[1] - due) / 1e6;
            double t = (due - start) / 1e9;
            lateness.add(late);
            sx += t;
            sy += late;
            sxx += t * t;
            sxy += t * late;
            skipped += Math.max(0, c[0] - previous - 1);
            previous = c[0];
        }
        double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        lateness.sort(Double::compare);
        System.out.printf(Locale.ROOT, "%s frames shown: %d over %d s (%d skipped)%n",
                naive ? "naive 8 ms timer," : "playback,", n, seconds, skipped);
        System.out.printf(Locale.ROOT, "drift: %.4f ms per second%n", slope);
        System.out.printf(Locale.ROOT, "lateness of a frame: median %.2f ms, 99th percentile %.2f ms, max %.2f ms%n",
                lateness.get(n / 2), lateness.get((int) (n * 0.99)), lateness.get(n - 1));
    }
}
