package dev.marionette.editor.ro.tools;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.ImageUsage;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.spr.IndexedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The Sheet menu in the real main window: finding and jumping to an image's layers, removing unused images,
 * and copying a whole action from one open sprite into another. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class SheetToolsGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    RoView view;

    RoView start(Path file) {
        openWindow(List.of(file.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = active();
        return view;
    }

    RoView active() {
        return read(() -> (RoView) frame.workbench().documents().active().map(DocumentSession::view).orElseThrow());
    }

    <T> T read(Supplier<T> value) {
        return GuiActionRunner.execute(value::get);
    }

    private byte[] bytes(RoView v) throws Exception {
        byte[] act = ActWriter.toBytes(read(() -> v.document().act().copy()));
        byte[] spr = SprWriter.toBytes(read(() -> v.document().sheet().copy()));
        byte[] all = new byte[act.length + spr.length];
        System.arraycopy(act, 0, all, 0, act.length);
        System.arraycopy(spr, 0, all, act.length, spr.length);
        return all;
    }

    @Test
    void findUsageListsTheLayersShowingAnImageAndJumpsToThem() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        onEdt(() -> view.playback().pause());
        // The indexed image most layers show (the strip lists the indexed images first).
        int image = read(() -> java.util.stream.IntStream.range(0, view.document().sheet().indexedImages().size())
                .boxed().max(java.util.Comparator.comparingInt(i -> ImageUsage.layersShowing(view.document().act(),
                        ImageRef.indexed(i)).size())).orElseThrow());
        List<LayerRef> expected = read(() -> ImageUsage.layersShowing(view.document().act(),
                ImageRef.indexed(image)));
        assertThat(expected).hasSizeGreaterThan(3);

        window.list("spriteList").selectItem(image);
        window.menuItemWithPath("Sheet", "Find Image Usage…").click();
        DialogFixture dialog = window.dialog("imageUsageDialog");
        assertThat(dialog.list("imageUsageList").contents()).hasSize(expected.size());
        assertThat(dialog.list("imageUsageList").contents()[0]).contains(" \u00b7 frame "
                + expected.get(0).frame() + " \u00b7 layer " + expected.get(0).layer());

        LayerRef target = expected.get(expected.size() - 1);
        dialog.list("imageUsageList").selectItem(expected.size() - 1);
        dialog.button("imageUsageGo").click();
        waitUntil("the frame of the last layer is shown", () -> view.state().action() == target.action()
                && view.state().frame() == target.frame());
        assertThat(read(() -> view.state().selectedLayers())).containsExactly(target.layer());

        dialog.list("imageUsageList").item(0).doubleClick();
        waitUntil("a double-click jumps too", () -> view.state().action() == expected.get(0).action()
                && view.state().frame() == expected.get(0).frame());
        dialog.button("imageUsageClose").click();
    }

    @Test
    void removeUnusedImagesDeletesThemAndUndoGivesTheBytesBack() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        onEdt(() -> view.document().editor().sheet().insertImages(0, 0,
                List.of(new IndexedImage(2, 2, new byte[] {1, 2, 3, 4}))));
        int images = read(() -> view.document().sheet().indexedImages().size());
        byte[] before = bytes(view);

        window.menuItemWithPath("Sheet", "Remove Unused Images…").click();
        window.optionPane().requireMessage(java.util.regex.Pattern.compile(".*1 image no layer shows: indexed image"
                + " 0.*", java.util.regex.Pattern.DOTALL));
        window.optionPane().okButton().click();

        assertThat(read(() -> view.document().sheet().indexedImages().size())).isEqualTo(images - 1);
        assertThat(read(() -> ImageUsage.unusedImages(view.document().act(), view.document().sheet()))).isEmpty();
        assertThat(read(() -> view.status().getText())).isEqualTo("Removed 1 unused image.");
        window.menuItem("edit.undo").click();
        assertThat(bytes(view)).isEqualTo(before);
    }

    @Test
    void aWholeActionCopiedInOneSpritePastesIntoAnother() throws Exception {
        Path wizard = RoFixtures.writeDemo(dir, "wizard");
        Path body = RoFixtures.write(RoFixtures.playerPart(RoFixtures.PlayerPart.BODY), dir.resolve("body.act"));
        RoView source = start(wizard);
        onEdt(() -> {
            source.playback().pause();
            source.state().setFrame(9, 0);
        });
        ActAnimation copied = read(() -> source.document().act().animations().get(9).copy());
        window.menuItemWithPath("Sheet", "Copy Whole Actions").click();

        onEdt(() -> frame.workbench().files().open(body));
        waitUntil("the body is open", () -> frame.tabs().getTabCount() == 2);
        RoView target = active();
        assertThat(target).isNotSameAs(source);
        int actions = read(() -> target.document().act().animations().size());
        int images = read(() -> target.document().sheet().indexedImages().size()
                + target.document().sheet().rgbaImages().size());
        byte[] before = bytes(target);

        window.menuItemWithPath("Sheet", "Paste Actions After").click();

        assertThat(read(() -> target.document().act().animations().size())).isEqualTo(actions + 1);
        ActAnimation pasted = read(() -> target.document().act().animations().get(1).copy());
        assertThat(pasted.frames()).hasSameSizeAs(copied.frames());
        assertThat(pasted.intervalBits()).isEqualTo(copied.intervalBits());
        assertThat(read(() -> target.document().sheet().indexedImages().size()
                + target.document().sheet().rgbaImages().size())).as("the images came along").isGreaterThan(images);
        assertThat(read(() -> target.state().action())).as("the pasted action is shown").isEqualTo(1);
        assertThat(read(() -> target.document().undoLabel())).isEqualTo("Undo Paste action");

        window.menuItem("edit.undo").click();
        assertThat(bytes(target)).isEqualTo(before);
        assertThat(read(() -> source.document().isDirty())).as("the source is untouched").isFalse();
    }
}
