package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ActionOperationsTest {

    SpriteDocument doc;
    ActionOperations actions;

    @BeforeEach
    void setUp() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        actions = doc.editor().actions();
    }

    private static List<ActAnimation> actionsOf(ActSprPair m) {
        return m.act().animations();
    }

    @Test
    void addingInsertingDuplicatingAndDeletingActions() {
        EditCheck.check(doc, () -> assertThat(actions.addAction()).isEqualTo(8),
                m -> actionsOf(m).add(new ActAnimation()), Change.added(Part.ACTION, 8));
        EditCheck.check(doc, () -> actions.insertAction(0), m -> actionsOf(m).add(0, new ActAnimation()),
                Change.added(Part.ACTION, 0));
        EditCheck.check(doc, () -> assertThat(actions.duplicateAction(3)).isEqualTo(4),
                m -> actionsOf(m).add(4, actionsOf(m).get(3).copy()), Change.added(Part.ACTION, 4));
        assertThat(doc.undoLabel()).isEqualTo("Undo Duplicate action 3");
        EditCheck.check(doc, () -> actions.removeActions(List.of(2, 0)), m -> {
            actionsOf(m).remove(2);
            actionsOf(m).remove(0);
        }, Change.removed(Part.ACTION, 2), Change.removed(Part.ACTION, 0));
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete 2 actions");
    }

    @Test
    void theActionCountIsA16BitField() {
        actionsOf(doc.model()).addAll(Collections.nCopies(ActRules.MAX_ACTIONS - 8, new ActAnimation()));
        assertThatThrownBy(actions::addAction).isInstanceOf(EditRejectedException.class)
                .hasMessage("An ACT holds at most 65535 actions; this would make 65536.");
    }

    @Test
    void intervalsArePositiveMergeAndNeedVersion202() {
        EditCheck.check(doc, () -> actions.setInterval(4, 8f), m -> actionsOf(m).get(4).setInterval(8f),
                Change.property(Part.ACTION, "interval", 4));
        actions.setInterval(4, 9f);
        actions.setInterval(4, 10f);
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(doc.undoLabel()).isEqualTo("Undo Set interval of action 4");
        for (float bad : new float[] {0f, -1f, Float.NaN, Float.POSITIVE_INFINITY}) {
            assertThatThrownBy(() -> actions.setInterval(4, bad)).isInstanceOf(EditRejectedException.class)
                    .hasMessageContaining("positive number of ticks");
        }
        SpriteDocument old = LayerOperationsTest.document(ActVersion.V2_1);
        assertThatThrownBy(() -> old.editor().actions().setInterval(0, 4f))
                .hasMessageContaining("0x201 (2.1), which stores no action intervals");
    }

    @Test
    void mirroringDirection1ReplacesDirection7WithItsExactMirror() {
        EditCheck.check(doc, () -> assertThat(actions.mirrorToOpposite(1, false).approximateLayers()).isEmpty(), m -> {
            ActAnimation expected = actionsOf(m).get(1).copy();
            // Frame 0: body shows indexed image 1 (4 wide, even) at x -4; the glow RGBA image 1 (2 wide,
            // mirrored, rotated 30) at 4; the empty layer at 1; the anchor at -1.
            frameLayers(expected, 0, 0, 4, true, 0);
            frameLayers(expected, 0, 1, -4, false, 330);
            frameLayers(expected, 0, 2, -1, true, 0);
            // Frame 1: body shows indexed image 2, 5 wide: odd, so -x + 1.
            frameLayers(expected, 1, 0, 5, true, 0);
            frameLayers(expected, 1, 1, -4, false, 330);
            frameLayers(expected, 1, 2, -1, true, 0);
            for (ActFrame frame : expected.frames()) {
                Anchor anchor = frame.anchors().get(0);
                assertThat(anchor.x()).isEqualTo(-1);
                anchor.setX(2);
            }
            actionsOf(m).set(7, expected);
        }, Change.replaced(Part.ACTION, 7));
        assertThat(doc.undoLabel()).isEqualTo("Undo Mirror action 1 to action 7");
        assertThat(actionsOf(doc.model()).get(7).interval()).isEqualTo(2.5f);
    }

    private static void frameLayers(ActAnimation action, int frame, int layer, int x, boolean mirrored, int rotation) {
        SpriteLayer l = action.frames().get(frame).layers().get(layer);
        l.setX(x);
        l.setMirrored(mirrored);
        l.setRotation(rotation);
    }

    @Test
    void mirroringTwiceGivesBackTheAction() {
        ActAnimation original = actionsOf(doc.model()).get(2).copy();
        actions.mirrorToOpposite(2, false);
        actions.mirrorToOpposite(6, false);
        assertThat(actionsOf(doc.model()).get(2)).isEqualTo(original);
    }

    @Test
    void scaledOddWidthsFollowTheChosenConventionAndAreReported() {
        // Action 5's body layers are scaled 1.5 and show images 5 and 3 pixels wide, at x 8.
        MirrorRule.Result official = actions.mirrorToOpposite(5, false);
        assertThat(official.approximateLayers()).containsExactly(new MirrorRule.FrameLayer(0, 0),
                new MirrorRule.FrameLayer(1, 0));
        assertThat(actionsOf(doc.model()).get(3).frames().get(0).layers().get(0).x()).as("-8 + 1").isEqualTo(-7);
        doc.undo();
        MirrorRule.Result drawn = actions.mirrorToOpposite(5, false, MirrorRule.Convention.DRAWING_MODEL);
        assertThat(drawn.approximateLayers()).isEqualTo(official.approximateLayers());
        assertThat(actionsOf(doc.model()).get(3).frames().get(0).layers().get(0).x()).as("-8 + 1.5, rounded")
                .isEqualTo(-6);
    }

    @Test
    void headTurnsCanBeSwapped() {
        ActAnimation three = actionsOf(doc.model()).get(1);
        three.frames().add(three.frames().get(0).copy());
        three.frames().get(2).setPrefix(new byte[ActFrame.PREFIX_SIZE]);
        actions.mirrorToOpposite(1, true);
        List<ActFrame> mirrored = actionsOf(doc.model()).get(7).frames();
        assertThat(mirrored.get(0).prefix()[0]).isEqualTo((byte) 16);
        assertThat(mirrored.get(1).prefix()[0]).as("the third turn comes second").isZero();
        assertThat(mirrored.get(2).prefix()[0]).isEqualTo((byte) 17);
    }

    @Test
    void directionsWithoutAnOppositeOrAMissingTargetAreRejected() {
        assertThatThrownBy(() -> actions.mirrorToOpposite(0, false)).isInstanceOf(EditRejectedException.class)
                .hasMessage("Action 0 faces direction 0 (south), which has no opposite to mirror it to;"
                        + " directions 1-3 and 5-7 do.");
        assertThatThrownBy(() -> actions.mirrorToOpposite(4, false)).hasMessageContaining("(north)");
        actions.addAction();
        actions.addAction();
        assertThatThrownBy(() -> actions.mirrorToOpposite(9, false)).hasMessage(
                "Action 9 would be mirrored to action 15, which the file does not have (it has 10 actions).");
    }
}
