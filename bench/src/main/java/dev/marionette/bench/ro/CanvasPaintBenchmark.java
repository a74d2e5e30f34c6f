package dev.marionette.bench.ro;

import dev.marionette.editor.ro.canvas.CanvasOptions;
import dev.marionette.editor.ro.canvas.CanvasScene;
import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.refs.ReferenceSprites;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.DemoCharacter;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.ActSprite;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
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
 * Repainting the sprite canvas: a 10-layer frame (the demo's attack frame with its 5 layers and 5 more:
 * rotated, scaled, tinted, mirrored, RGBA) at 800% on a 1000 &times; 800 canvas, as one repaint does it:
 * background, sprite, pixel grid, crosshair, selection outline with handles and the anchor. Painted into an
 * image of the screen's format (software loops; a real screen's accelerated pipeline is at least as fast).
 * The "drag" variant first applies a move preview of two layers, which is what each mouse event during a
 * drag costs the canvas (and all it costs: the tree and table are not repainted during a drag).
 *
 * <p>Target: under 8 ms per repaint.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Djava.awt.headless=true")
public class CanvasPaintBenchmark {

    @Param({"checkerboard", "plain"})
    public String background;

    SpriteCanvas canvas;
    BufferedImage screen;
    Graphics2D g;
    int step;

    @Setup(Level.Trial)
    public void setUp() {
        ActSprPair pair = DemoCharacter.create();
        SpriteDocument doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        // attack south-west, frame 3: body, head, hat, wand turned, shadow and the doubled sparkle
        ActFrame frame = pair.act().animations().get(17).frames().get(3);
        List<SpriteLayer> five = List.copyOf(frame.layers());
        for (int i = 0; frame.layers().size() < 10; i++) {
            SpriteLayer copy = five.get(i % five.size()).copy();
            copy.setX(copy.x() + 6 * (i + 1));
            copy.setRotation((copy.rotation() + 30 * i) % 360);
            copy.setMirrored(i % 2 == 0);
            copy.setTint(0xFFC0C0E0);
            frame.layers().add(copy);
        }
        SpriteEditorState state = new SpriteEditorState(doc.act());
        state.setFrame(17, 3);
        CanvasOptions options = new CanvasOptions();
        options.set(CanvasOptions.Option.CHECKERBOARD, "checkerboard".equals(background));
        options.set(CanvasOptions.Option.PIXEL_GRID, true);
        canvas = new SpriteCanvas(doc, state, new CanvasScene(new ActSprite(doc.act(), doc.sheet()),
                new ReferenceSprites()), options);
        canvas.setSize(1000, 800);
        canvas.zoomTo(8);
        canvas.viewport().setOrigin(500, 600);
        state.selectLayers(List.of(1, 2));
        screen = new BufferedImage(1000, 800, BufferedImage.TYPE_INT_RGB);
        g = screen.createGraphics();
        if (frame.layers().size() != 10) {
            throw new IllegalStateException("expected 10 layers, got " + frame.layers().size());
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        g.dispose();
    }

    /** One full repaint of the canvas. */
    @Benchmark
    public BufferedImage repaint() {
        canvas.paint(g);
        return screen;
    }

    /** One mouse event of a drag: a new move preview of the two selected layers, then the repaint. */
    @Benchmark
    public BufferedImage dragStep() {
        step = (step + 1) % 16;
        ActFrame shown = canvas.state().currentFrame();
        for (int i : canvas.state().selectedLayers()) {
            SpriteLayer moved = shown.layers().get(i).copy();
            moved.setX(moved.x() + step);
            canvas.scene().preview().setLayer(i, moved);
        }
        canvas.paint(g);
        return screen;
    }
}
