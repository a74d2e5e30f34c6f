package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.AnchorRef;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FrameOperationsTest {

    SpriteDocument doc;
    FrameOperations frames;

    @BeforeEach
    void setUp() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        frames = doc.editor().frames();
    }

    private static List<ActFrame> framesOf(ActSprPair m, int action) {
        return m.act().animations().get(action).frames();
    }

    private static ActFrame frame(ActSprPair m, FrameRef ref) {
        return framesOf(m, ref.action()).get(ref.frame());
    }

    @Test
    void addingAndInsertingEmptyFrames() {
        EditCheck.check(doc, () -> assertThat(frames.addFrame(3)).isEqualTo(new FrameRef(3, 2)),
                m -> framesOf(m, 3).add(new ActFrame()), Change.added(Part.FRAME, 3, 2));
        EditCheck.check(doc, () -> frames.insertFrame(new FrameRef(3, 0)),
                m -> framesOf(m, 3).add(0, new ActFrame()), Change.added(Part.FRAME, 3, 0));
        assertThatThrownBy(() -> frames.insertFrame(new FrameRef(3, 9)))
                .hasMessage("Cannot insert a frame at position 9; positions run from 0 to 4.");
    }

    @Test
    void duplicatesGoAfterTheLastSelectedFrameOfEachAction() {
        EditCheck.check(doc, () -> assertThat(frames.duplicateFrames(List.of(new FrameRef(1, 0), new FrameRef(4, 1),
                new FrameRef(4, 0)))).containsExactly(new FrameRef(1, 1), new FrameRef(4, 2), new FrameRef(4, 3)),
                m -> {
                    framesOf(m, 1).add(1, framesOf(m, 1).get(0).copy());
                    framesOf(m, 4).add(framesOf(m, 4).get(0).copy());
                    framesOf(m, 4).add(framesOf(m, 4).get(1).copy());
                }, Change.added(Part.FRAME, 1, 1), Change.added(Part.FRAME, 4, 2), Change.added(Part.FRAME, 4, 3));
        assertThat(doc.undoLabel()).isEqualTo("Undo Duplicate 3 frames");
    }

    @Test
    void removingFrames() {
        EditCheck.check(doc, () -> frames.removeFrames(List.of(new FrameRef(6, 0), new FrameRef(6, 1))),
                m -> framesOf(m, 6).clear(), Change.removed(Part.FRAME, 6, 1), Change.removed(Part.FRAME, 6, 0));
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete 2 frames");
        frames.removeFrames(List.of(new FrameRef(5, 1)));
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete frame 1");
    }

    @Test
    void reorderingFrames() {
        EditCheck.check(doc, () -> assertThat(frames.moveFramesLater(List.of(new FrameRef(2, 0))))
                .containsExactly(new FrameRef(2, 1)), m -> framesOf(m, 2).add(framesOf(m, 2).remove(0)),
                Change.moved(Part.FRAME, 2));
        EditCheck.check(doc, () -> frames.moveFramesEarlier(List.of(new FrameRef(2, 1))),
                m -> framesOf(m, 2).add(framesOf(m, 2).remove(0)), Change.moved(Part.FRAME, 2));
        frames.moveFramesTo(List.of(new FrameRef(2, 0)), 0);
        assertThat(doc.history().steps()).as("moving a frame to where it is records nothing").hasSize(2);
        assertThatThrownBy(() -> frames.moveFramesTo(List.of(new FrameRef(2, 0), new FrameRef(3, 0)), 1))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("select frames of one action");
    }

    @Test
    void settingAndClearingAFrameEvent() {
        FrameRef ref = new FrameRef(1, 1);
        EditCheck.check(doc, () -> frames.setFrameEvent(ref, 1), m -> frame(m, ref).setEventId(1),
                Change.property(Part.FRAME, "event", 1, 1));
        EditCheck.check(doc, () -> frames.setFrameEvent(ref, ActFrame.NO_EVENT),
                m -> frame(m, ref).setEventId(ActFrame.NO_EVENT), Change.property(Part.FRAME, "event", 1, 1));
        assertThat(doc.undoLabel()).isEqualTo("Undo Clear frame event");
        assertThatThrownBy(() -> frames.setFrameEvent(ref, 2))
                .hasMessage("There is no event 2 (the event list has 2 entries).");
    }

    @Test
    void frameEventsNeedVersion200() {
        SpriteDocument old = LayerOperationsTest.document(ActVersion.V1_1);
        assertThatThrownBy(() -> old.editor().frames().setFrameEvent(new FrameRef(0, 0), 0))
                .hasMessageContaining("stores no frame events");
    }

    @Test
    void anchorsAreAddedMovedWithMergingAndRemoved() {
        FrameRef ref = new FrameRef(0, 1);
        EditCheck.check(doc, () -> assertThat(frames.addAnchor(ref, 3, -60)).isEqualTo(ref.anchor(1)),
                m -> frame(m, ref).anchors().add(new Anchor(3, -60)), Change.added(Part.ANCHOR, 0, 1, 1));
        AnchorRef anchor = ref.anchor(1);
        EditCheck.check(doc, () -> frames.moveAnchor(anchor, 1, 2), m -> {
            frame(m, ref).anchors().get(1).setX(4);
            frame(m, ref).anchors().get(1).setY(-58);
        }, Change.property(Part.ANCHOR, "position", 0, 1, 1));
        frames.moveAnchor(anchor, 1, 0);
        frames.setAnchorPosition(anchor, 10, 10);
        assertThat(doc.history().steps()).hasSize(2);
        EditCheck.check(doc, () -> frames.removeAnchor(ref.anchor(0)), m -> frame(m, ref).anchors().remove(0),
                Change.removed(Part.ANCHOR, 0, 1, 0));
        assertThatThrownBy(() -> frames.removeAnchor(ref.anchor(1)))
                .hasMessage("Frame 1 of action 0 has no anchor 1 (it has 1 anchor).");
    }

    @Test
    void anchorsNeedVersion203() {
        SpriteDocument old = LayerOperationsTest.document(ActVersion.V2_2);
        assertThatThrownBy(() -> old.editor().frames().addAnchor(new FrameRef(0, 0), 0, 0)).hasMessage(
                "This ACT is version 0x202 (2.2), which stores no anchors; that needs version 0x203 (2.3) or later.");
        assertThat(old.canUndo()).isFalse();
    }
}
