package dev.marionette.bench.ro;

import dev.marionette.editor.ro.play.Playback;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.DemoCharacter;
import java.awt.EventQueue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * Measures playback drift with the real Swing timer and clock: the demo's walk (4 frames of 3 ticks = 75 ms)
 * plays for {@code seconds} (default 20); every frame change is timestamped on the event thread and compared
 * with when it was due ({@code start + n * 75 ms}). Drift is the slope of that lateness over time (least
 * squares, ms per second): a player that times each frame from the previous tick accumulates lateness and
 * has a positive slope; one that times from the start does not. Also prints the median and 99th percentile
 * lateness of single changes (jitter, which does not accumulate).
 *
 * <p>With {@code naive} as second argument it measures, as a baseline, what a simple player does: a repeating
 * Swing timer at the frame interval that shows the next frame at each tick.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.marionette.bench.ro.PlaybackDriftHarness [seconds]
 * [naive]}.
 * Target: drift under 2 ms per second.
 */
public final class PlaybackDriftHarness {

    private PlaybackDriftHarness() {
    }

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        boolean naive = args.length > 1 && "naive".equals(args[1]);
        ActSprPair demo = DemoCharacter.create();
        List<long[]> changes = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        long[] start = new long[1];
        EventQueue.invokeAndWait(() -> {
            SpriteEditorState state = new SpriteEditorState(demo.act());
            state.setFrame(9, 0);
            Playback playback = Playback.swing(state);
            int[] count = {0};
            playback.addFrameListener(f -> {
                long now = System.nanoTime();
                count[0]++;
                changes.add(new long[] {count[0], now});
                if (now - start[0] > seconds * 1_000_000_000L) {
                    playback.pause();
                    done.countDown();
                }
            });
            start[0] = System.nanoTime();
            if (naive) {
                javax.swing.Timer timer = new javax.swing.Timer(75, e -> {
                    long now = System.nanoTime();
                    count[0]++;
                    state.setFrame((state.frame() + 1) % state.frameCount());
                    changes.add(new long[] {count[0], now});
                    if (now - start[0] > seconds * 1_000_000_000L) {
                        ((javax.swing.Timer) e.getSource()).stop();
                        done.countDown();
                    }
                });
                timer.start();
                return;
            }
            playback.play();
            // play() shows frame 0 at once; later changes are counted from 1
            changes.clear();
            count[0] = 0;
        });
        done.await();
        double frameNanos = 75e6;
        int n = changes.size();
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        List<Double> lateness = new ArrayList<>();
        for (long[] c : changes) {
            double due = start[0] + c[0] * frameNanos;
            double late = (c[1] - due) / 1e6;
            double t = (due - start[0]) / 1e9;
            lateness.add(late);
            sx += t;
            sy += late;
            sxx += t * t;
            sxy += t * late;
        }
        double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
        lateness.sort(Double::compare);
        System.out.printf(Locale.ROOT, "%s frames: %d over %d s%n", naive ? "naive timer," : "playback,", n, seconds);
        System.out.printf(Locale.ROOT, "drift: %.4f ms per second%n", slope);
        System.out.printf(Locale.ROOT, "lateness of a frame change: median %.2f ms, 99th percentile %.2f ms, max %.2f ms%n",
                lateness.get(n / 2), lateness.get((int) (n * 0.99)), lateness.get(n - 1));
        System.exit(0);
    }
}
