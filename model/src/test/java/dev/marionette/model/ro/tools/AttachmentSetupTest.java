package dev.marionette.model.ro.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.layout.PlayerAnimation;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.SpriteSheet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Setting up a headgear or garment from one drawing per direction, on a body whose neck moves. */
class AttachmentSetupTest {

    /** The player body template with a neck that moves from frame to frame and action to action. */
    static ActDocument body() {
        ActDocument body = ActTemplate.PLAYER_BODY.create().act();
        for (int a = 0; a < body.animations().size(); a++) {
            List<ActFrame> frames = body.animations().get(a).frames();
            for (int f = 0; f < frames.size(); f++) {
                frames.get(f).anchors().set(0, new Anchor(a % 7 - 3 + f, -56 - f % 3));
            }
        }
        return body;
    }

    /** A headgear document with drawings in the idle actions of south and the western directions and north. */
    static SpriteDocument headgear() {
        ActSprPair pair = ActTemplate.PLAYER_BODY.create();
        SpriteSheet sheet = pair.sheet();
        for (int d = 0; d < 5; d++) {
            sheet.indexedImages().add(new IndexedImage(3 + d % 2, 2, new byte[(3 + d % 2) * 2]));
        }
        for (int a = 0; a < pair.act().animations().size(); a++) {
            for (ActFrame frame : pair.act().animations().get(a).frames()) {
                frame.anchors().clear();
            }
        }
        for (int d = 0; d < 5; d++) {
            ActFrame frame = pair.act().animations().get(d).frames().get(0);
            SpriteLayer layer = new SpriteLayer(d, -70 - d, d, SpriteLayer.TYPE_INDEXED);
            frame.layers().add(layer);
            if (d == 4) {
                frame.anchors().add(new Anchor(2, -60));
            }
        }
        return new SpriteDocument(pair.act(), sheet, null, null);
    }

    @Test
    void everyFrameOfTheBodyGetsTheDrawingOfItsDirectionOnItsNeck() {
        ActDocument body = body();
        SpriteDocument doc = headgear();
        ActDocument made = doc.editor().animation().previewSetUp(body, AttachmentSetup.Part.HEADGEAR, 0, 0);
        assertThat(made.animations()).hasSize(PlayerAnimation.ACTION_COUNT);
        for (int a = 0; a < made.animations().size(); a++) {
            ActAnimation action = made.animations().get(a);
            ActAnimation bodyAction = body.animations().get(a);
            assertThat(action.frames()).hasSameSizeAs(bodyAction.frames());
            assertThat(action.intervalBits()).isEqualTo(bodyAction.intervalBits());
            for (int f = 0; f < action.frames().size(); f++) {
                ActFrame frame = action.frames().get(f);
                Anchor neck = bodyAction.frames().get(f).anchors().get(0);
                assertThat(frame.anchors()).as("action %d frame %d", a, f).containsExactly(new Anchor(neck.x(), neck.y()));
                int view = AttachmentSetup.viewDirection(a, f, action.frames().size(), AttachmentSetup.Part.HEADGEAR);
                SpriteLayer expected = drawing(view);
                SpriteLayer layer = frame.layers().get(0);
                assertThat(layer.spriteIndex()).isEqualTo(expected.spriteIndex());
                assertThat(layer.isMirrored()).isEqualTo(expected.isMirrored());
                assertThat(layer.x() - neck.x()).isEqualTo(expected.x());
                assertThat(layer.y() - neck.y()).isEqualTo(expected.y());
            }
        }
        // Idle south turns its head: straight, then south-west's drawing, then south-east's (mirrored).
        assertThat(AttachmentSetup.viewDirection(0, 1, 3, AttachmentSetup.Part.HEADGEAR)).isEqualTo(1);
        assertThat(AttachmentSetup.viewDirection(0, 2, 3, AttachmentSetup.Part.HEADGEAR)).isEqualTo(7);
        assertThat(AttachmentSetup.viewDirection(0, 2, 3, AttachmentSetup.Part.GARMENT)).isZero();
        assertThat(AttachmentSetup.viewDirection(8, 5, 8, AttachmentSetup.Part.HEADGEAR)).isZero();
    }

    /** The drawing for a direction relative to the neck it was drawn on, mirrored for the eastern ones. */
    private static SpriteLayer drawing(int direction) {
        ActDocument body = body();
        int from = direction <= 4 ? direction : 8 - direction;
        SpriteLayer layer = new SpriteLayer(from, -70 - from, from, SpriteLayer.TYPE_INDEXED);
        Anchor reference = from == 4 ? new Anchor(2, -60) : body.animations().get(from).frames().get(0).anchors().get(0);
        SpriteLayer relative = layer.copy();
        Anchor anchor = reference.copy();
        if (direction > 4) {
            MirrorRule.mirrorLayer(relative, 3 + from % 2, MirrorRule.Convention.OFFICIAL);
            MirrorRule.mirrorAnchor(anchor);
        }
        relative.setX(relative.x() - anchor.x());
        relative.setY(relative.y() - anchor.y());
        return relative;
    }

    @Test
    void settingUpIsOneStepUndoneExactlyAndNeedsAnchorsAndDrawings() {
        SpriteDocument doc = headgear();
        ActSprPair before = doc.model().copy();
        doc.editor().animation().setUpFromBody(body(), AttachmentSetup.Part.GARMENT, 0, 0);
        assertThat(doc.undoLabel()).isEqualTo("Undo Set up garment from body");
        doc.undo();
        assertThat(doc.model()).isEqualTo(before);

        doc.act().animations().get(0).frames().get(0).layers().clear();
        assertThatThrownBy(() -> doc.editor().animation().setUpFromBody(body(), AttachmentSetup.Part.HEAD, 0, 0))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("Nothing is drawn for South");
        SpriteDocument old = headgear();
        old.act().setVersion(ActVersion.V2_2);
        assertThatThrownBy(() -> old.editor().animation().previewSetUp(body(), AttachmentSetup.Part.HEAD, 0, 0))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("stores no anchors");
    }
}
