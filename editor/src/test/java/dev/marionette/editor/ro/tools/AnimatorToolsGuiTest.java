package dev.marionette.editor.ro.tools;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.ro.shared.RoSettings;
import dev.marionette.editor.ro.refs.Reference;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.ro.tools.Easing;
import dev.marionette.model.ro.tools.InBetweens;
import dev.marionette.render.ro.PartRole;
import dev.marionette.render.ro.PlacedPart;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The animator's tools in the real main window: from the menu, through the dialog, into the tree and history. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class AnimatorToolsGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    final RoSettings settings = RoFixtures.settings();
    RoView view;

    RoView start(String... files) {
        openWindow(List.of(files), new RoKind(CompanionChooser.NEVER, settings));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = GuiActionRunner.execute(() -> (RoView) frame.workbench().documents().active()
                .map(DocumentSession::view).orElseThrow());
        return view;
    }

    <T> T read(Supplier<T> value) {
        return GuiActionRunner.execute(value::get);
    }

    @Test
    void inBetweensFromTheMenuShowInTheTreePlayAndUndo() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard").toString());
        window.tree("actionTree").clickPath("Walk - South-west  (4 frames)/Frame 1  \u00b7 5 layers");
        waitUntil("frame 1 of walk south-west is shown", () -> view.state().action() == 9 && view.state().frame() == 1);
        onEdt(() -> view.playback().pause());
        ActFrame first = read(() -> view.document().act().animations().get(9).frames().get(1).copy());
        ActFrame second = read(() -> view.document().act().animations().get(9).frames().get(2).copy());

        window.menuItemWithPath("Animation", "Insert In-betweens…").click();
        DialogFixture dialog = window.dialog("inBetweensDialog");
        dialog.spinner("inBetweenFirst").requireValue(1);
        dialog.spinner("inBetweenCount").select(2);
        dialog.comboBox("inBetweenEasing").selectItem(Easing.EASE_IN_OUT.displayName());
        waitUntil("the preview plays the keys and the in-betweens", () -> previewFrames(dialog) == 4);
        dialog.button("toolApply").click();

        window.tree("actionTree").expandPath("Walk - South-west  (6 frames)");
        List<ActFrame> expected = InBetweens.between(first, second, 2, Easing.EASE_IN_OUT, true);
        List<ActFrame> made = read(() -> view.document().act().animations().get(9).frames().subList(2, 4).stream()
                .map(ActFrame::copy).toList());
        for (int i = 0; i < 2; i++) {
            assertThat(made.get(i).layers()).extracting(l -> l.x() + "," + l.y() + "," + l.rotation())
                    .containsExactlyElementsOf(expected.get(i).layers().stream()
                            .map(l -> l.x() + "," + l.y() + "," + l.rotation()).toList());
        }
        assertThat(read(() -> view.state().frame())).as("the first in-between is shown").isEqualTo(2);
        assertThat(read(() -> view.document().undoLabel())).isEqualTo("Undo Insert 2 in-betweens");

        window.button(RoActions.PLAY).click();
        waitUntil("playing goes through the new frames", () -> view.state().frame() != 2);
        window.button(RoActions.PLAY).click();

        window.menuItem("edit.undo").click();
        window.tree("actionTree").expandPath("Walk - South-west  (4 frames)");
        assertThat(read(() -> view.document().act().animations().get(9).frames().size())).isEqualTo(4);
        assertThat(read(() -> view.document().isDirty())).isFalse();
    }

    private static int previewFrames(DialogFixture dialog) {
        FramePreview preview = (FramePreview) dialog.robot().finder().findByName(dialog.target(), "toolPreview",
                true);
        return GuiActionRunner.execute(preview::frameCount);
    }

    @Test
    void aHeadgearOpensOnTheMannequinAndTheChoiceIsRemembered() throws Exception {
        Path hat = Samples.folder("ro").resolve("hg_golden_laurel_m.act");
        start(hat.toString());
        List<Reference> references = read(() -> view.references().all());
        assertThat(references).extracting(Reference::name).containsExactly("Mannequin body", "Mannequin head");
        assertThat(references).allMatch(Reference::automatic);
        assertThat(read(() -> view.references().editedRole())).isEqualTo(PartRole.HEAD);
        // the composition the canvas draws: body and head behind the headgear, the body's neck under its anchor
        List<PlacedPart> parts = read(() -> view.canvas().scene().composition().place(0, 0));
        assertThat(parts).extracting(p -> p.part().role()).containsExactly(PartRole.BODY, PartRole.HEAD, PartRole.HEAD);
        assertThat(parts.get(2).driver()).isTrue();

        window.tabbedPane("roPanels").selectTab("References");
        window.checkBox("referencesByKind").requireSelected().click();
        assertThat(read(() -> view.references().all())).isEmpty();
        assertThat(settings.referencesByKind()).isFalse();
    }

    @Test
    void theShortcutsListTheSpriteTabsKeysAndGesturesAndTheTabRegistersThemAll() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard").toString());
        assertThat(read(() -> view.actions().registeredIds())).containsExactlyInAnyOrderElementsOf(RoActions.ALL_IDS);
        window.menuItemWithPath("Help", "Keyboard Shortcuts").click();
        DialogFixture dialog = window.dialog("shortcutsDialog");
        JTableFixture table = dialog.table("shortcutsTable");
        List<List<String>> rows = Arrays.stream(table.contents()).map(r -> List.of(r[1], r[2])).toList();
        assertThat(rows).contains(List.of("Insert In-betweens", "Ctrl+Shift+I"), List.of("Adjust Colours", "Ctrl+U"),
                List.of("Previous frame", "Ctrl+Left"), List.of("Pan", "Space+drag, middle or right drag"));
        assertThat(read(() -> view.shortcuts())).containsExactlyInAnyOrderElementsOf(RoView.allShortcuts());
        dialog.close();
    }
}
