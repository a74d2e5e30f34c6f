package dev.marionette.editor.ro.refs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.Anchor;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.PartRole;
import dev.marionette.render.ro.PlacedPart;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReferenceSpritesTest {

    @Test
    void aHeadBeingEditedAttachesToABodyReferenceByTheirAnchors() {
        Reference body = BuiltInReferences.body();
        Reference head = BuiltInReferences.head();
        ActSprite edited = head.sprite();
        edited.act().animations().get(0).frames().get(0).anchors().set(0, new Anchor(2, -50));
        ReferenceSprites refs = new ReferenceSprites();
        refs.setEditedRole(PartRole.BODY);
        refs.add(body);
        assertThat(refs.editedRole()).as("a body reference makes the edited sprite a head").isEqualTo(PartRole.HEAD);
        List<PlacedPart> parts = refs.compose(edited).place(0, 0);
        assertThat(parts).hasSize(2);
        PlacedPart placedHead = parts.get(1);
        assertThat(placedHead.driver()).isTrue();
        assertThat(placedHead.offsetX()).isEqualTo(0 - 2);
        assertThat(placedHead.offsetY()).isEqualTo(ActTemplate.NECK_Y + 50);
    }

    @Test
    void hiddenReferencesAreLeftOutAndFrontOnesDrawLast() {
        ReferenceSprites refs = new ReferenceSprites();
        refs.add(BuiltInReferences.head());
        refs.add(BuiltInReferences.body().withFront(false));
        ActSprite edited = BuiltInReferences.body().sprite();
        var order = refs.compose(edited).drawOrder();
        assertThat(order).extracting(p -> p.role()).containsExactly(PartRole.BODY, PartRole.OTHER, PartRole.HEAD);
        refs.set(0, refs.get(0).withVisible(false));
        assertThat(refs.compose(edited).drawOrder()).hasSize(2);
    }

    @Test
    void rolesAreToldFromTheClientsFoldersAndFileNames() {
        assertThat(ReferenceLoader.roleOf(Path.of("body_novice_m.act"), null)).isEqualTo(PartRole.BODY);
        assertThat(ReferenceLoader.roleOf(Path.of("\ucd08\ubcf4\uc790_\ub0a8_\ubab8\ud1b5.act"), null))
                .isEqualTo(PartRole.BODY);
        assertThat(ReferenceLoader.roleOf(Path.of("head_2_m.act"), null)).isEqualTo(PartRole.HEAD);
        assertThat(ReferenceLoader.roleOf(Path.of("hg_golden_laurel_m.act"), null)).isEqualTo(PartRole.HEAD);
        assertThat(ReferenceLoader.roleOf(Path.of("poring.act"), null)).isEqualTo(PartRole.OTHER);
        // the client's head folder names a head whose file name says nothing
        assertThat(ReferenceLoader.roleOf(Path.of("data", "sprite", "\uc778\uac04\uc871", "\uba38\ub9ac\ud1b5",
                "\ub0a8", "2_\ub0a8.act"), null)).isEqualTo(PartRole.HEAD);
    }
}
