package dev.marionette.bench.motion;

import dev.marionette.editor.motion.MotionScene;
import dev.marionette.editor.motion.FrameRateMemory;
import dev.marionette.editor.motion.acclaim.AcclaimView;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acclaim.AcclaimFiles;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Repainting the motion tab's 3D view ({@code FigureCanvas}) on a 1000 &times; 700 canvas, fitted, with the
 * CMU walk (31 bones): {@code plain} is the floor and the figure; {@code all} adds the onion skin (4 ghosts) and
 * the trail of the selected joint over the 343 frames, with that bone highlighted. {@code repaint} paints the
 * frame shown; {@code playStep} first shows the next frame (what each frame of playback costs the view: the
 * forward kinematics of a frame not yet seen is part of it until every frame has been shown once). Painted into an
 * image of the screen's format (software loops). {@code backgroundOnly} is the baseline: the background filled.
 *
 * <p>Samples: {@code -Dmarionette.samples=DIR} (default {@code ../shared/samples}). Target: under 4 ms per repaint.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Djava.awt.headless=true")
public class MotionViewportBenchmark {

    @Param({"plain", "all"})
    public String options;

    AcclaimView view;
    BufferedImage screen;
    Graphics2D g;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        Path amc = Path.of(System.getProperty("marionette.samples", "../shared/samples"), "asf", "cmu02_walk",
                "02_01.amc");
        AcclaimFiles.Pair pair = AcclaimFiles.read(amc, ReadOptions.STRICT);
        AcclaimDocument doc = new AcclaimDocument(pair.skeleton(), pair.motion(), 120, pair.skeletonFile(), amc);
        view = new AcclaimView(doc, EditorShell.NONE, FrameRateMemory.NONE);
        var canvas = view.panel().canvas();
        canvas.setSize(1000, 700);
        canvas.zoomToFit();
        if ("all".equals(options)) {
            view.panel().scene().setShown(MotionScene.Overlay.ONION, true);
            view.panel().scene().setShown(MotionScene.Overlay.TRAIL, true);
            view.panel().scene().select(doc.skeleton().indexOf("ltibia").orElseThrow());
        }
        view.panel().scene().setFrame(100);
        screen = new BufferedImage(1000, 700, BufferedImage.TYPE_INT_RGB);
        g = screen.createGraphics();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        g.dispose();
        view.dispose();
    }

    /** One full repaint of the view. */
    @Benchmark
    public BufferedImage repaint() {
        view.panel().canvas().paint(g);
        return screen;
    }

    /**
     * The baseline: the canvas's background filled, which every repaint starts with (what a repaint costs before any
     * of the motion is drawn).
     */
    @Benchmark
    public BufferedImage backgroundOnly() {
        g.setColor(java.awt.Color.DARK_GRAY);
        g.fillRect(0, 0, screen.getWidth(), screen.getHeight());
        return screen;
    }

    /** Playback's work per frame: the next frame shown, then the repaint. */
    @Benchmark
    public BufferedImage playStep() {
        var scene = view.panel().scene();
        scene.setFrame((scene.frame() + 1) % scene.frameCount());
        view.panel().canvas().paint(g);
        return screen;
    }
}
