package dev.marionette.editor.sims;

import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.gk3.Gk3Kind;
import dev.marionette.editor.gk3.Gk3View;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.motion.MotionPanel;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.SimsSampleLayout;
import dev.marionette.editor.testing.TabChecks;
import dev.marionette.io.testing.Samples;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.data.TableCell;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The Sims and GK3 tabs' keys from their lists and tables, which took Space, Home and End for themselves. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class SimsGk3KeysGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    MotionPanel start(Path file) {
        openWindow(List.of(file.toString()), new SimsKind(CompanionChooser.NEVER), new Gk3Kind());
        waitUntil("the file is open", () -> frame.workbench().documents().active().map(DocumentSession::view)
                .isPresent());
        return read(() -> {
            Object view = frame.workbench().documents().active().orElseThrow().view();
            return view instanceof SimsView sims ? sims.panel() : ((Gk3View) view).panel();
        });
    }

    void key(int code) {
        window.robot().pressAndReleaseKey(code);
        window.robot().waitForIdle();
    }

    boolean dirty() {
        return read(() -> frame.workbench().documents().active().orElseThrow().document().isDirty());
    }

    @Test
    void spaceHomeAndEndFromTheSkillListAndTheEventsTable() {
        MotionPanel panel = start(SimsSampleLayout.apologizerIn(dir, true));
        window.list("skills").clickItem(0);
        waitUntil("the skill plays on its skeleton", () -> panel.scene().frameCount() > 1);
        int last = read(() -> panel.scene().frameCount() - 1);
        key(KeyEvent.VK_END);
        assertThat(read(() -> panel.scene().frame())).as("End from the skill list").isEqualTo(last);
        assertThat(read(() -> window.list("skills").target().getSelectedIndex())).isZero();
        key(KeyEvent.VK_HOME);
        assertThat(read(() -> panel.scene().frame())).isZero();
        key(KeyEvent.VK_SPACE);
        assertThat(read(() -> panel.transport().player().isPlaying())).isTrue();
        key(KeyEvent.VK_SPACE);
        assertThat(read(() -> panel.transport().player().isPlaying())).isFalse();
        if (read(() -> window.table("events").target().getRowCount()) > 0) {
            window.table("events").cell(TableCell.row(0).column(0)).click();
            key(KeyEvent.VK_END);
            assertThat(read(() -> panel.scene().frame())).as("End from the events table").isEqualTo(last);
        }
        assertThat(dirty()).isFalse();
        assertThat(read(() -> TabChecks.plainTables(frame.tabs()))).isEmpty();
    }

    @Test
    void spaceHomeAndEndFromTheGk3BlockTable() throws Exception {
        Path act = Files.copy(Samples.file("gk3/SYNTH_TEST.ACT"), dir.resolve("SYNTH_TEST.ACT"));
        MotionPanel panel = start(act);
        window.table("gk3Blocks").cell(TableCell.row(0).column(0)).click();
        int last = read(() -> panel.scene().frameCount() - 1);
        key(KeyEvent.VK_END);
        assertThat(read(() -> panel.scene().frame())).isEqualTo(last);
        key(KeyEvent.VK_HOME);
        assertThat(read(() -> panel.scene().frame())).isZero();
        key(KeyEvent.VK_SPACE);
        assertThat(read(() -> panel.transport().player().isPlaying())).isTrue();
        key(KeyEvent.VK_SPACE);
        assertThat(read(() -> panel.transport().player().isPlaying())).isFalse();
        assertThat(dirty()).isFalse();
        assertThat(read(() -> TabChecks.plainTables(frame.tabs()))).isEmpty();
    }
}
