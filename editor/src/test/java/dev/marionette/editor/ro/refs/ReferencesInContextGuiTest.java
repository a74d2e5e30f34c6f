package dev.marionette.editor.ro.refs;

import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures.PlayerPart;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.export.ro.RagnarokSource;
import dev.marionette.render.ro.PartRole;
import dev.marionette.render.ro.PlacedPart;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sprite opens in context as the client files it (its folder says what it is), and a real reference of a
 * role replaces the mannequin of that role on the canvas and in every export.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class ReferencesInContextGuiTest extends EditorWindowTest {

    private static final String SPRITE = "data/sprite/";

    @TempDir
    Path dir;

    final RoKind kind = new RoKind(CompanionChooser.NEVER, RoFixtures.settings());
    RoView view;

    RoView open(Path file) {
        openWindow(List.of(file.toString()), kind);
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = read(() -> (RoView) frame.workbench().documents().active().map(DocumentSession::view).orElseThrow());
        return view;
    }

    private Path write(PlayerPart part, String clientPath) throws Exception {
        return RoFixtures.write(RoFixtures.playerPart(part), dir.resolve(clientPath));
    }

    private List<String> references() {
        return read(() -> view.references().all().stream()
                .map(r -> r.name() + (r.front() ? " in front" : " behind")).toList());
    }

    @Test
    void aGarmentInTheClientsRobeFolderOpensInFrontOfTheMannequinNotAsABody() throws Exception {
        // named as the client names garments: only the folder says "robe"
        open(write(PlayerPart.BODY, SPRITE + "\ub85c\ube0c/\ucc9c\uc0ac\ub0a0\uac1c/\ub0a8/summoner_\ub0a8.act"));
        assertThat(references()).containsExactly("Mannequin body in front", "Mannequin head in front");
        assertThat(read(() -> view.references().editedRole())).isEqualTo(PartRole.OTHER);
    }

    @Test
    void aWeaponAnchoredOnItsAttackFramesOpensOnTheMannequinNotAsAHead() throws Exception {
        open(write(PlayerPart.WEAPON_ANCHORED_ON_ATTACKS, SPRITE
                + "\uc778\uac04\uc871/\ucd08\ubcf4\uc790/\ucd08\ubcf4\uc790_\ub0a8_1207.act"));
        assertThat(references()).containsExactly("Mannequin body behind", "Mannequin head behind");
        assertThat(read(() -> view.references().editedRole())).isEqualTo(PartRole.OTHER);
    }

    @Test
    void aRealHeadReplacesTheMannequinHeadOnTheCanvasAndInTheExport() throws Exception {
        open(write(PlayerPart.BODY, SPRITE + "\uc778\uac04\uc871/\ubab8\ud1b5/\ub0a8/\ucd08\ubcf4\uc790_\ub0a8.act"));
        assertThat(references()).containsExactly("Mannequin head in front");
        Path head = write(PlayerPart.HEAD, SPRITE + "\uc778\uac04\uc871/\uba38\ub9ac\ud1b5/\ub0a8/2_\ub0a8.act");

        GuiTestSupport.onEdt(() -> view.referencePanel().load(head.toFile()));
        waitUntil("the head is added", () -> view.references().size() == 2);

        // the head file says nothing of its role in its name: its folder does
        assertThat(references()).containsExactly("Mannequin head in front", "2_\ub0a8.act in front");
        assertThat(read(() -> view.references().get(1).role())).isEqualTo(PartRole.HEAD);
        List<PlacedPart> drawn = read(() -> view.canvas().scene().composition().place(0, 0));
        assertThat(drawn).as("the body and the real head, no mannequin under it").hasSize(2);
        assertThat(drawn.get(1).part().sprite()).isSameAs(read(() -> view.references().get(1).sprite()));
        window.tabbedPane("roPanels").selectTab("References");
        assertThat(window.list("referenceList").contents()).containsExactly(
                "Mannequin head  \u00b7 head/headgear, in front, replaced by 2_\ub0a8.act",
                "2_\ub0a8.act  \u00b7 head/headgear, in front");

        RagnarokSource source = (RagnarokSource) read(() -> kind.exportSource(view.document(), view).orElseThrow()
                .source());
        assertThat(source.references()).extracting(RagnarokSource.Part::name).containsExactly("2_\ub0a8.act");
        assertThat(source.compose().drawOrder()).hasSize(2);

        GuiTestSupport.onEdt(() -> view.references().remove(1));
        assertThat(read(() -> view.canvas().scene().composition().place(0, 0))).as("the mannequin is back")
                .hasSize(2);
        assertThat(window.list("referenceList").contents()).containsExactly(
                "Mannequin head  \u00b7 head/headgear, in front");
    }
}
