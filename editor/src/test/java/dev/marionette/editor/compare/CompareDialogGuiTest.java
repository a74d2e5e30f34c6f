package dev.marionette.editor.compare;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.LayerRef;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JDialog;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * File &gt; Compare with… in the real main window, on a sprite with an unsaved edit: the text forms side by side list
 * exactly the edited layer, Show in Editor selects its action, frame and layer, and the document is left as it was
 * (still modified, nothing else changed).
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class CompareDialogGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    @Test
    void anUnsavedLayerEditIsTheOneDifferenceAndShowInEditorGoesToIt() throws Exception {
        Path file = RoFixtures.writeDemo(dir, "wizard");
        openWindow(List.of(file.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("the document is open", () -> frame.workbench().documents().active()
                .map(DocumentSession::view).isPresent());
        DocumentSession session = read(() -> frame.workbench().documents().active().orElseThrow());
        RoView view = read(() -> (RoView) session.view());
        int action = read(() -> view.document().act().animations().size()) - 1;
        onEdt(() -> view.document().editor().layers().setLayerPosition(new LayerRef(action, 0, 0), 77, -33));
        ActSprPair edited = read(() -> view.document().model().copy());
        onEdt(() -> view.state().setFrame(0, 0));

        onEdt(() -> CompareActions.compare(frame.workbench(), frame, session, file));
        DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return "compareDialog".equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(20_000).using(window.robot());
        assertThat(dialog.list("compareDifferences").contents())
                .containsExactly("action #" + action + " > frame #0 > layer #0 (1 changed line)");
        assertThat(dialog.textBox("compareRight").text()).contains("layer #0 x=77 y=-33 ");
        dialog.button("compareShowInEditor").click();
        assertThat(read(() -> view.state().action())).isEqualTo(action);
        assertThat(read(() -> view.state().frame())).isZero();
        assertThat(read(() -> view.state().selectedLayers())).containsExactly(0);
        dialog.close();
        assertThat(read(session::hasUnsavedChanges)).isTrue();
        assertThat(read(() -> view.document().model())).isEqualTo(edited);
    }
}
