package dev.marionette.editor.export;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentKind;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.ro.refs.BuiltInReferences;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.export.gif.DecodedGif;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.ro.ActSprPair;
import java.nio.file.Files;
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
 * File &gt; Export... in the real main window: the dialog previews what will be written, follows the format with
 * the output's name, writes off the event thread and closes, leaves the document as it was, and shows problems
 * as sentences.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class ExportDialogGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    private void start(Path file, dev.marionette.editor.kind.DocumentKind kind) {
        openWindow(List.of(file.toString()), kind);
        waitUntil("the document is open", () -> frame.workbench().documents().active()
                .map(DocumentSession::view).isPresent());
    }

    private DialogFixture openExport() {
        window.menuItem("file.export").requireEnabled().click();
        DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return "exportDialog".equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(10_000).using(window.robot());
        return dialog;
    }

    @SuppressWarnings("unchecked")
    private static ExportDialog<Object> dialogOf(DialogFixture fixture) {
        return (ExportDialog<Object>) fixture.target();
    }

    @Test
    void aSpriteActionWithItsReferenceIsPreviewedAndWrittenAsAGif() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        RoView view = read(() -> (RoView) frame.workbench().documents().active().orElseThrow().view());
        int walk = 9;
        onEdt(() -> {
            view.state().setFrame(walk, 0);
            view.references().add(BuiltInReferences.body());
        });
        ActSprPair before = read(() -> view.document().model().copy());
        int frames = read(() -> view.document().act().animations().get(walk).frames().size());

        DialogFixture dialog = openExport();
        ExportDialog<Object> export = dialogOf(dialog);
        dialog.comboBox("exportFormat").requireSelection("Animated GIF  (.gif)");
        dialog.comboBox("exportAction").requireSelection(walk + "  Walk - South-west");
        dialog.label("exportReferences").requireText("References: Mannequin body behind");
        waitUntil("the preview plays", () -> export.previewPane().preview() != null
                && export.previewPane().preview().frames().size() == frames);
        assertThat(read(() -> dialog.label("exportDescription").target().getText())).contains(frames + " frames");

        // Another format renames the output; back to GIF, written where the user says.
        dialog.comboBox("exportFormat").selectItem(1);
        assertThat(read(() -> export.outputField().getText())).endsWith("wizard.json");
        dialog.comboBox("exportFormat").selectItem(0);
        Path gif = dir.resolve("out/walk.gif");
        dialog.textBox("exportOutput").setText(gif.toString());
        dialog.button("exportButton").click();
        waitUntil("the dialog closes once written", () -> !export.isDisplayable());

        DecodedGif decoded = DecodedGif.read(gif);
        assertThat(decoded.frames()).hasSize(frames);
        assertThat(read(() -> frame.workbench().status().message())).startsWith("Exported wizard to walk.gif");
        assertThat(read(() -> view.document().model())).isEqualTo(before);
        assertThat(read(() -> view.document().isDirty())).isFalse();
        // The body reference is drawn: without it the picture is smaller.
        onEdt(() -> view.references().remove(0));
        DialogFixture again = openExport();
        ExportDialog<Object> second = dialogOf(again);
        Path alone = dir.resolve("out/alone.gif");
        again.textBox("exportOutput").setText(alone.toString());
        again.button("exportButton").click();
        waitUntil("the second export is written", () -> !second.isDisplayable());
        DecodedGif without = DecodedGif.read(alone);
        int withArea = decoded.frames().get(0).image().getWidth() * decoded.frames().get(0).image().getHeight();
        int withoutArea = without.frames().get(0).image().getWidth() * without.frames().get(0).image().getHeight();
        assertThat(withArea).isGreaterThan(withoutArea);
    }

    @Test
    void problemsAreSentencesInTheDialogAndNothingIsWritten() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        Path blocker = Files.writeString(dir.resolve("notafolder"), "x");
        DialogFixture dialog = openExport();
        ExportDialog<Object> export = dialogOf(dialog);
        dialog.textBox("exportOutput").setText(blocker.resolve("walk.gif").toString());
        dialog.button("exportButton").click();
        waitUntil("the failure is shown", () -> dialog.label("exportMessage").target().getText()
                .contains("Could not export to walk.gif"));
        assertThat(read(export::isDisplayable)).isTrue();
        dialog.button("exportCancel").requireText("Close").click();
        waitUntil("the dialog closes", () -> !export.isDisplayable());
    }

    @Test
    void anAgentCharacterIsExportedForTheWebAndAsAGifOfTheChosenAnimation() throws Exception {
        Path genie = dir.resolve("Genie.acs");
        Files.copy(Samples.file("acs/Genie.acs"), genie);
        start(genie, new AgentKind());

        DialogFixture dialog = openExport();
        ExportDialog<Object> export = dialogOf(dialog);
        dialog.comboBox("exportAnimation").selectItem("Greet");
        waitUntil("the preview shows Greet", () -> export.previewPane().preview() != null
                && export.previewPane().preview().description().contains("14 frames"));
        Path gif = dir.resolve("greet.gif");
        dialog.textBox("exportOutput").setText(gif.toString());
        dialog.button("exportButton").click();
        waitUntil("the GIF is written", () -> !export.isDisplayable());
        assertThat(DecodedGif.read(gif).frames()).hasSize(14);

        DialogFixture web = openExport();
        ExportDialog<Object> second = dialogOf(web);
        web.comboBox("exportFormat").selectItem("Web character  (a folder)");
        assertThat(read(() -> second.outputField().getText())).endsWith("Genie_web");
        waitUntil("the preview shows the atlas", () -> second.previewPane().preview() != null
                && second.previewPane().preview().description().contains("distinct images"));
        Path site = dir.resolve("site/Genie");
        web.textBox("exportOutput").setText(site.toString());
        web.button("exportButton").click();
        waitUntil("the web character is written", () -> !second.isDisplayable());
        assertThat(site.resolve("index.html")).exists();
        assertThat(site.resolve("player.mjs")).exists();
        assertThat(site.resolve("character.js")).exists();
        assertThat(site.resolve("map.png")).exists();

        DialogFixture clippyjs = openExport();
        ExportDialog<Object> third = dialogOf(clippyjs);
        clippyjs.comboBox("exportFormat").selectItem("Web character  (a folder)");
        clippyjs.comboBox("exportRuntime").selectItem("clippyjs");
        waitUntil("the preview shows the tile map", () -> third.previewPane().preview() != null
                && third.previewPane().preview().description().contains("distinct tiles"));
        Path forClippyjs = dir.resolve("site/GenieClippy");
        clippyjs.textBox("exportOutput").setText(forClippyjs.toString());
        clippyjs.button("exportButton").click();
        waitUntil("the clippyjs character is written", () -> !third.isDisplayable());
        assertThat(forClippyjs.resolve("index.mjs")).exists();
        assertThat(forClippyjs.resolve("demo.html")).exists();
    }
}
