package dev.marionette.editor.motion.acclaim;

import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.TabChecks;
import dev.marionette.io.testing.Samples;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JTable;
import javax.swing.text.JTextComponent;
import org.assertj.swing.data.TableCell;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The motion view's keys wherever the focus is, on the CMU walk in the real window: from the bone tree, the
 * canvas and the values table; typing a value into a cell replaces it (and is not taken for a view key).
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class MotionKeysGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    AcclaimView view;

    void start() throws Exception {
        Path asf = Files.copy(Samples.file("asf/cmu02_walk/02.asf"), dir.resolve("02.asf"));
        Path amc = Files.copy(Samples.file("asf/cmu02_walk/02_01.amc"), dir.resolve("02_01.amc"));
        openWindow(List.of(asf.toString(), amc.toString()), new AcclaimKind(CompanionChooser.NEVER));
        waitUntil("the motion is open", () -> frame.workbench().documents().active().map(DocumentSession::view)
                .filter(AcclaimView.class::isInstance).isPresent());
        view = read(() -> (AcclaimView) frame.workbench().documents().active().orElseThrow().view());
        waitUntil("the canvas painted", () -> view.panel().canvas().paintCount() > 0);
    }

    void key(int code) {
        window.robot().pressAndReleaseKey(code);
        window.robot().waitForIdle();
    }

    int frame() {
        return read(() -> view.panel().scene().frame());
    }

    @Test
    void transportKeysWorkFromTheTreeTheCanvasAndTheValuesAndTypingReplacesAValue() throws Exception {
        start();
        int lfemur = read(() -> view.document().skeleton().indexOf("lfemur").orElseThrow());
        window.tree("partTree").clickRow(read(() -> view.panel().tree().rowOf(lfemur)));
        key(KeyEvent.VK_END);
        assertThat(frame()).as("End from the tree").isEqualTo(342);
        key(KeyEvent.VK_HOME);
        assertThat(frame()).isZero();
        key(KeyEvent.VK_SPACE);
        assertThat(read(() -> view.panel().transport().player().isPlaying())).isTrue();
        key(KeyEvent.VK_SPACE);
        assertThat(read(() -> view.panel().transport().player().isPlaying())).isFalse();
        key(KeyEvent.VK_HOME);

        // the canvas does not use the arrows: they step
        window.robot().click(view.panel().canvas(), new Point(3, 3));
        key(KeyEvent.VK_RIGHT);
        key(KeyEvent.VK_RIGHT);
        assertThat(frame()).isEqualTo(2);
        key(KeyEvent.VK_LEFT);
        assertThat(frame()).isEqualTo(1);

        // a value cell: the digit types (7 is also the Top view key), replacing the value
        window.tree("partTree").clickRow(read(() -> view.panel().tree().rowOf(lfemur)));
        double yaw = read(() -> view.panel().scene().camera().yaw());
        double pitch = read(() -> view.panel().scene().camera().pitch());
        double before = read(() -> view.document().fileValue(1, lfemur, 0));
        window.table("channelTable").cell(TableCell.row(0).column(1)).click();
        key(KeyEvent.VK_END);
        assertThat(frame()).as("End from the values table").isEqualTo(342);
        key(KeyEvent.VK_HOME);
        // on an editable cell a character types, as in a spreadsheet: period starts "0.5", it does not step
        key(KeyEvent.VK_PERIOD);
        assertThat(frame()).isZero();
        assertThat(editorText(window.table("channelTable").target())).isEqualTo(".");
        key(KeyEvent.VK_ESCAPE);
        assertThat(read(() -> view.document().isDirty())).isFalse();
        onFrame(1);
        window.table("channelTable").cell(TableCell.row(0).column(1)).click();
        key(KeyEvent.VK_7);
        assertThat(editorText(window.table("channelTable").target())).isEqualTo("7");
        assertThat(read(() -> view.panel().scene().camera().yaw())).as("not the Top view").isEqualTo(yaw);
        assertThat(read(() -> view.panel().scene().camera().pitch())).isEqualTo(pitch);
        key(KeyEvent.VK_ENTER);
        waitUntil("the value set", () -> view.document().fileValue(1, lfemur, 0) == 7);
        window.menuItem("edit.undo").click();
        assertThat(read(() -> view.document().fileValue(1, lfemur, 0))).isEqualTo(before);
        assertThat(read(() -> view.document().isDirty())).isFalse();
        assertThat(read(() -> TabChecks.plainTables(view.component()))).isEmpty();
    }

    void onFrame(int frame) {
        read(() -> {
            view.panel().transport().player().setFrame(frame);
            return null;
        });
    }

    static String editorText(JTable table) {
        return read(() -> table.isEditing() && table.getEditorComponent() instanceof JTextComponent t ? t.getText()
                : null);
    }
}
