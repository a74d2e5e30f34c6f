package dev.marionette.bench.ro;

import dev.marionette.editor.ro.pixel.PixelContext;
import dev.marionette.editor.ro.pixel.PixelSession;
import dev.marionette.editor.ro.pixel.PixelView;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.demo.DemoCharacter;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.IndexedImage;
import java.awt.Graphics2D;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
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
 * The pixel editor drawing a pencil stroke across a 512 &times; 512 indexed image (made in code: the demo's
 * palette, a diagonal pattern of 255 indices) on a 1000 &times; 800 view, painted into an image of the screen's
 * format with Java2D's software loops, through the real mouse path (the kit's tool dispatcher, the pencil
 * gesture, the view's partial picture update). Each benchmark ends with a full repaint of the view:
 * <ul>
 * <li>{@code emptyRepaint}: the repaint alone, nothing changed (the baseline, same run);</li>
 * <li>{@code strokeStep}: one mouse-drag event of a stroke sweeping across the image (16 pixels along a row, a
 *     3-pixel brush), then the repaint: what each event of a stroke costs;</li>
 * <li>{@code releaseCommitAndUndo}: a stroke's last drag event (across the whole image), the release putting
 *     the stroke into the document as one undo step (a new 512 &times; 512 image, layers followed, listeners
 *     told), one repaint, and the undo that restores the image (the view rebuilt from it): an upper bound of
 *     what the release costs.</li>
 * </ul>
 * Target: a step and the release each under one frame at 60 Hz (16.7 ms).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Djava.awt.headless=true")
public class PixelStrokeBenchmark {

    static final int SIZE = 512;

    /** "fit": the whole image in the view (about 150%); "800": 800%, the grid drawn. */
    @Param({"fit", "800"})
    public String zoom;

    SpriteDocument doc;
    PixelView view;
    BufferedImage screen;
    Graphics2D g;
    int step;

    @Setup(Level.Trial)
    public void setUp() {
        ActSprPair pair = DemoCharacter.create();
        byte[] pixels = new byte[SIZE * SIZE];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (byte) (1 + (i % SIZE + i / SIZE) % 255);
        }
        pair.sheet().indexedImages().add(new IndexedImage(SIZE, SIZE, pixels));
        doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        PixelSession session = new PixelSession(doc, ImageRef.indexed(pair.sheet().indexedImages().size() - 1));
        session.growBrush(2);
        view = new PixelView(session, PixelContext.NONE);
        view.setSize(1000, 800);
        if ("fit".equals(zoom)) {
            view.zoomToFit();
        } else {
            view.zoomTo(Integer.parseInt(zoom) / 100.0);
        }
        screen = new BufferedImage(1000, 800, BufferedImage.TYPE_INT_RGB);
        g = screen.createGraphics();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        g.dispose();
    }

    int x(int pixel) {
        return (int) view.viewport().toComponentX(pixel + 0.5);
    }

    int y(int pixel) {
        return (int) view.viewport().toComponentY(pixel + 0.5);
    }

    void mouse(int id, int x, int y, int modifiers) {
        view.dispatchEvent(new MouseEvent(view, id, 0, modifiers, x, y, 1, false, MouseEvent.BUTTON1));
    }

    void press(int x, int y) {
        mouse(MouseEvent.MOUSE_PRESSED, x, y, InputEvent.BUTTON1_DOWN_MASK);
    }

    /** The repaint alone. */
    @Benchmark
    public BufferedImage emptyRepaint() {
        view.paint(g);
        return screen;
    }

    /** One drag event of a stroke sweeping the visible part of the image, then the repaint. */
    @Benchmark
    public BufferedImage strokeStep() {
        if (!view.tools().busy()) {
            press(x(0), y(SIZE / 2));
        }
        step = (step + 1) % 64;
        int px = step < 32 ? step * 16 : (63 - step) * 16;
        int cx = Math.max(0, Math.min(view.getWidth() - 1, x(px)));
        mouse(MouseEvent.MOUSE_DRAGGED, cx, y(SIZE / 2 + step % 8), InputEvent.BUTTON1_DOWN_MASK);
        view.paint(g);
        return screen;
    }

    /**
     * The end of a stroke: its last drag event, the release that puts it into the document as one undo step,
     * the repaint, and the undo that restores the image (the view rebuilt from it).
     */
    @Benchmark
    public BufferedImage releaseCommitAndUndo() {
        int row = SIZE / 4 + (step++ % 64);
        press(x(0), y(row));
        mouse(MouseEvent.MOUSE_DRAGGED, x(SIZE - 1), y(row), InputEvent.BUTTON1_DOWN_MASK);
        mouse(MouseEvent.MOUSE_RELEASED, x(SIZE - 1), y(row), 0);
        view.paint(g);
        doc.undo();
        return screen;
    }
}
