package dev.marionette.bench;

import dev.marionette.editor.kind.OpenRequest;

import dev.marionette.editor.agent.AgentKind;
import dev.marionette.editor.agent.AgentView;
import dev.marionette.editor.agent.shared.AgentSelection;
import dev.marionette.io.TaskProgress;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentDocument;
import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The Agent editor's responsiveness, without a window (headless Swing paints into an image):
 * <ul>
 * <li>{@code openToFirstPaint}: read the ACS (as File &gt; Open's worker does), build the character tab with
 * all its panels, lay it out at 1400x900 and paint the frame canvas once: what a user waits for after choosing
 * the file;</li>
 * <li>{@code stepFrame}: select the next frame (every animation's frames in turn, as the filmstrip does; every
 * panel hears the change) and paint the canvas.</li>
 * </ul>
 * All Swing work runs on the event thread, as in the editor.
 */
@State(Scope.Benchmark)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AgentEditorBenchmark {

    @Param({"Peedy.acs"})
    public String sample;

    private Path file;

    /** Only finds the file: a fork's single shot of {@code openToFirstPaint} is then the first open. */
    @Setup(Level.Trial)
    public void setUp() {
        System.setProperty("java.awt.headless", "true");
        Path root = Path.of(System.getProperty("marionette.samples", "../shared/samples"));
        file = root.resolve("acs").resolve(sample);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("sample " + file.toAbsolutePath() + " not found (-Dmarionette.samples)");
        }
    }

    /** An open character tab, for stepping through its frames. */
    @State(Scope.Benchmark)
    public static class OpenTab {
        AgentView view;
        BufferedImage target;
        int animation;
        int frame;

        @Setup(Level.Trial)
        public void open(AgentEditorBenchmark bench) throws Exception {
            target = new BufferedImage(1400, 900, BufferedImage.TYPE_INT_ARGB);
            view = onEdt(() -> build((AgentDocument) new AgentKind().open(OpenRequest.of(bench.file), TaskProgress.NONE)));
        }
    }

    private interface EdtWork<T> {
        T run() throws Exception;
    }

    private static <T> T onEdt(EdtWork<T> work) throws Exception {
        Object[] result = new Object[1];
        Exception[] failure = new Exception[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                result[0] = work.run();
            } catch (Exception e) {
                failure[0] = e;
            }
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        @SuppressWarnings("unchecked")
        T t = (T) result[0];
        return t;
    }

    private static AgentView build(AgentDocument doc) {
        AgentView v = new AgentView(doc);
        v.component().setSize(1400, 900);
        layOut(v.component());
        return v;
    }

    private static void layOut(Component c) {
        if (c instanceof Container container) {
            container.doLayout();
            for (Component child : container.getComponents()) {
                layOut(child);
            }
        }
    }

    private static void paintCanvas(AgentView v, BufferedImage into) {
        Graphics2D g = into.createGraphics();
        try {
            v.canvas().paint(g);
        } finally {
            g.dispose();
        }
    }

    /** Open, build the tab, paint the first frame: one shot per fork measures it cold. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    public BufferedImage openToFirstPaint() throws Exception {
        AgentDocument doc = (AgentDocument) new AgentKind().open(OpenRequest.of(file), TaskProgress.NONE);
        BufferedImage image = new BufferedImage(1400, 900, BufferedImage.TYPE_INT_ARGB);
        onEdt(() -> {
            AgentView v = build(doc);
            paintCanvas(v, image);
            v.dispose();
            return null;
        });
        return image;
    }

    /** The next frame of the character selected and painted. */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    public long stepFrame(OpenTab tab) throws Exception {
        return onEdt(() -> {
            AgentCharacter c = tab.view.document().character();
            tab.frame++;
            while (tab.frame >= c.animations().get(tab.animation).frames().size()) {
                tab.frame = 0;
                tab.animation = (tab.animation + 1) % c.animations().size();
            }
            AgentSelection selection = tab.view.context().selection();
            selection.set(tab.animation, tab.frame, -1, -1);
            paintCanvas(tab.view, tab.target);
            return tab.view.canvas().lastPaintNanos();
        });
    }
}
