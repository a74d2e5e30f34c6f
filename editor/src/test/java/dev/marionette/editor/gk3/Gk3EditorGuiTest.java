package dev.marionette.editor.gk3;

import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.editor.MainFrame;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.ScriptedDialogs;
import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JTabbedPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GK3 tab in the real main window, on the synthetic sample with no {@code .MOD} beside it and the Ragnarok kind
 * installed too (an {@code .ACT} that is GK3 goes to the GK3 tab): the header as {@code info} prints it, the note
 * that the model file is not required, the table of every frame's blocks, and the box puppet played at 15 fps on
 * the shared viewport and timeline, the table following the frame shown.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class Gk3EditorGuiTest {

    @TempDir
    Path dir;

    final ScriptedDialogs dialogs = new ScriptedDialogs();
    MainFrame frame;
    FrameFixture window;

    @AfterEach
    void tearDown() {
        if (window != null) {
            window.cleanUp();
        }
    }

    private static <T> T read(Supplier<T> value) {
        return GuiActionRunner.execute(value::get);
    }

    private Gk3View start(Path file) {
        frame = GuiTestSupport.start(dialogs, new EditorPreferences(new MemoryPreferences()),
                List.of(file.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()), new Gk3Kind());
        window = new FrameFixture(frame);
        waitUntil("the ACT is open", () -> frame.workbench().documents().active().map(DocumentSession::view)
                .filter(Gk3View.class::isInstance).isPresent());
        Gk3View view = read(() -> (Gk3View) frame.workbench().documents().active().orElseThrow().view());
        waitUntil("the puppet is drawn", () -> view.panel().canvas().paintCount() > 0);
        return view;
    }

    @Test
    void theHeaderTheBlocksAndTheBoxPuppetAtFifteenFramesPerSecond() throws Exception {
        Path act = Files.copy(Samples.file("gk3/SYNTH_TEST.ACT"), dir.resolve("SYNTH_TEST.ACT"));
        Gk3View view = start(act);
        assertThat(dir.resolve("SYNTH_TEST.MOD")).doesNotExist();

        // the header, as info prints it, and the note about the model file
        window.textBox("gk3Model").requireText("SYNTH_TEST.MOD");
        window.textBox("gk3Frames").requireText("2");
        window.textBox("gk3Meshes").requireText("1");
        window.textBox("gk3Duration").requireText("0.133 s at 15 fps");
        window.textBox("gk3Blocks").requireText("absolute vertices 1, delta vertices 1, mesh transform 1,"
                + " bounding box 1");
        assertThat(window.textBox("gk3ModLine").text()).contains(".MOD file is not required");
        JTabbedPane side = read(() -> (JTabbedPane) window.robot().finder().findByName(frame, "motionSide"));
        assertThat(read(() -> List.of(side.getTitleAt(0), side.getTitleAt(1)))).containsExactly("ACT", "Meshes");

        // the blocks of every frame, frames counted from 1 as on the timeline; sizes include the 5-byte heads; the
        // delta block's five vertices: unchanged, two within a byte (1/32 steps), one in 16 bits, one as a float
        window.table("gk3Blocks").requireContents(new String[][] {
            {"1", "0", "absolute vertices", "0", "5", "", "69"},
            {"1", "0", "mesh transform", "", "", "", "53"},
            {"1", "0", "bounding box", "", "", "", "29"},
            {"2", "0", "delta vertices", "0", "5", "1 same, 2 byte, 1 short, 1 float", "35"}});

        // the puppet: one box, the file's box (0..1) under its transform (translation 0.5, 0, 2), at 15 fps
        assertThat(read(() -> view.panel().scene().figure().partCount())).isEqualTo(1);
        assertThat(read(() -> view.panel().scene().frameCount())).isEqualTo(2);
        assertThat(read(() -> view.panel().transport().player().frameNanos())).isCloseTo(1e9 / 15, within(1.0));
        double[] xyz = read(() -> {
            double[] points = new double[3 * view.panel().scene().figure().pointCount()];
            view.panel().scene().figure().pointsAt(0, points);
            return points;
        });
        assertThat(new double[] {xyz[0], xyz[1], xyz[2]}).containsExactly(new double[] {0.5, 0, 2}, within(1e-6));
        assertThat(new double[] {xyz[21], xyz[22], xyz[23]}).containsExactly(new double[] {1.5, 1, 3},
                within(1e-6));

        // play: the timeline runs and the table follows the frame shown
        window.button("motion.play").click();
        waitUntil("frame 2 shown", () -> view.panel().scene().frame() == 1);
        window.button("motion.play").click();
        waitUntil("paused", () -> !view.panel().transport().player().isPlaying());
        GuiTestSupport.onEdt(() -> view.panel().transport().player().setFrame(1));
        waitUntil("the table follows", () -> view.blockTable().getSelectedRow() == 3);

        // selecting a row shows its frame
        window.table("gk3Blocks").selectRows(0);
        waitUntil("frame 1 shown", () -> view.panel().scene().frame() == 0);
        assertThat(read(() -> view.document().isDirty())).isFalse();
    }
}
