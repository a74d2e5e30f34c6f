package dev.marionette.model.acs.edit;

import static dev.marionette.model.acs.edit.EditCheck.changesNothing;
import static dev.marionette.model.acs.edit.EditCheck.doUndoRedo;
import static dev.marionette.model.acs.edit.EditCheck.rejects;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import org.junit.jupiter.api.Test;

/** Images placed in a frame (z-order, offsets, nudges) and mouth overlays. */
class FrameContentEditsTest {

    private final AgentDocument doc = EditFixtures.document();
    private final FrameContentOperations ops = doc.operations().frameContent();
    private final AgentCharacter c = doc.character();
    /** Show, frame 2: images [1 at (0,0), 2 at (3,3)], mouths Closed (image 3), OpenWide1 (image 4). */
    private final AgentFrame talking = c.animations().get(0).frames().get(1);

    @Test
    void imagesArePlacedRemovedAndReorderedInAFrame() {
        doUndoRedo(doc, () -> ops.addImage(0, 1, 0, 5, 1, 1), Change.added(Part.FRAME_IMAGE, 0, 1, 0));
        assertThat(talking.images().get(0)).isEqualTo(new AgentFrameImage(5, 1, 1));
        doUndoRedo(doc, () -> ops.removeImage(0, 1, 2), Change.removed(Part.FRAME_IMAGE, 0, 1, 2));
        doUndoRedo(doc, () -> ops.reorderImage(0, 1, 1, 0), Change.moved(Part.FRAME_IMAGE, 0, 1));
        assertThat(talking.images()).extracting(AgentFrameImage::imageIndex).containsExactly(1, 5);
        assertThat(doc.undoLabel()).isEqualTo("Undo Bring image forward");
        ops.reorderImage(0, 1, 0, 1);
        assertThat(doc.undoLabel()).isEqualTo("Undo Send image backward");
        rejects(doc, () -> ops.addImage(0, 1, 0, 6, 0, 0), "The frame would show image 7, but the character has 6 "
                + "images.");
        rejects(doc, () -> ops.addImage(0, 1, 0, 1, 40000, 0), "between -32768 and 32767");
        rejects(doc, () -> ops.removeImage(0, 1, 5), "There is no frame image 6 (there are 2).");
    }

    @Test
    void nudgesOfTheSameImagesMergeIntoOneStep() {
        int[] both = {0, 1};
        doUndoRedo(doc, () -> ops.moveImages(0, 1, both, 2, -1), Change.property(Part.FRAME_IMAGE, "position", 0, 1, 0),
                Change.property(Part.FRAME_IMAGE, "position", 0, 1, 1));
        assertThat(doc.undoLabel()).isEqualTo("Undo Move 2 images");
        ops.moveImages(0, 1, both, 1, 0);
        ops.moveImages(0, 1, both.clone(), 1, 0);
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(talking.images()).containsExactly(new AgentFrameImage(1, 4, -1), new AgentFrameImage(2, 7, 2));
        ops.setImagePosition(0, 1, 1, 10, 10);
        ops.moveImages(0, 1, new int[] {1}, -1, 0);
        assertThat(doc.history().steps()).as("another selection is another step").hasSize(2);
        assertThat(talking.images().get(1)).isEqualTo(new AgentFrameImage(2, 9, 10));
        doc.undo();
        doc.undo();
        assertThat(c).isEqualTo(EditFixtures.character());
        rejects(doc, () -> ops.moveImages(0, 1, new int[] {0}, 0, -40000), "must stay between -32768 and 32767");
        rejects(doc, () -> ops.moveImages(0, 1, new int[] {0, 0}, 1, 0), "only once per step");
        changesNothing(doc, () -> ops.moveImages(0, 1, both, 0, 0));
    }

    @Test
    void eachDragIsAStepOfItsOwn() {
        int[] top = {0};
        ops.moveImages(0, 1, top, 1, 0);
        doUndoRedo(doc, () -> ops.dragImages(0, 1, top, 5, 5), Change.property(Part.FRAME_IMAGE, "position", 0, 1, 0));
        ops.dragImages(0, 1, top, 1, 1);
        ops.moveImages(0, 1, top, 1, 0);
        assertThat(doc.history().steps()).as("nudge, drag, drag, nudge").hasSize(4);
        assertThat(talking.images().get(0)).isEqualTo(new AgentFrameImage(1, 8, 6));
        doc.undo();
        doc.undo();
        assertThat(talking.images().get(0)).isEqualTo(new AgentFrameImage(1, 6, 5));
        changesNothing(doc, () -> ops.dragImages(0, 1, top, 0, 0));
    }

    @Test
    void aPlacedImageCanShowAnotherImage() {
        doUndoRedo(doc, () -> ops.changeImage(0, 1, 1, 5), Change.property(Part.FRAME_IMAGE, "image", 0, 1, 1));
        assertThat(talking.images().get(1)).isEqualTo(new AgentFrameImage(5, 3, 3));
        changesNothing(doc, () -> ops.changeImage(0, 1, 1, 5));
    }

    @Test
    void aNewMouthGoesInTypeOrderWithTheFramesAnchor() {
        doUndoRedo(doc, () -> ops.setMouth(0, 1, 5, 3), Change.added(Part.MOUTH, 0, 1, 2));
        doUndoRedo(doc, () -> ops.setMouth(0, 1, 3, 4), Change.added(Part.MOUTH, 0, 1, 2));
        assertThat(talking.mouths()).extracting(AgentMouth::type).containsExactly(0, 1, 3, 5);
        assertThat(talking.mouths().get(2)).isEqualTo(AgentMouth.of(3, false, 4, 0, 0, 9, 9));
        assertThat(doc.undoLabel()).isEqualTo("Undo Add mouth OpenWide3");
    }

    @Test
    void theFirstMouthOfAFrameIsAnchoredAtTheCentreOfItsOpaqueArea() {
        // image 3 is 4x2 with a transparent first column: opaque bounds (1,0)-(4,2), centre (2,1)
        doUndoRedo(doc, () -> ops.setMouth(0, 0, 2, 3), Change.added(Part.MOUTH, 0, 0, 0));
        assertThat(c.animations().get(0).frames().get(0).mouths()).containsExactly(AgentMouth.of(2, false, 3, 0, 0,
                2, 1));
    }

    @Test
    void changingAMouthsImageKeepsItsPlaceFlagAndAnchor() {
        doUndoRedo(doc, () -> ops.setMouth(0, 1, 0, 4), Change.property(Part.MOUTH, "image", 0, 1, 0));
        assertThat(talking.mouths().get(0)).isEqualTo(AgentMouth.of(0, false, 4, 2, 8, 9, 9));
        assertThat(doc.undoLabel()).isEqualTo("Undo Change mouth Closed");
        changesNothing(doc, () -> ops.setMouth(0, 1, 0, 4));
        rejects(doc, () -> ops.setMouth(0, 1, 0, 9), "The mouth overlay would show image 10");
        rejects(doc, () -> ops.setMouth(0, 1, 7, 3), "The mouth type must be between 0 and 6 (not 7).");
    }

    @Test
    void mouthsAreRemovedByType() {
        doUndoRedo(doc, () -> ops.removeMouth(0, 1, 0), Change.removed(Part.MOUTH, 0, 1, 0));
        assertThat(talking.mouths()).extracting(AgentMouth::type).containsExactly(1);
        assertThat(doc.undoLabel()).isEqualTo("Undo Remove mouth Closed");
        rejects(doc, () -> ops.removeMouth(0, 1, 6), "The frame has no OpenNarrow mouth.");
    }

    @Test
    void nudgesOfOneMouthMerge() {
        doUndoRedo(doc, () -> ops.moveMouth(0, 1, 1, 1, 0), Change.property(Part.MOUTH, "position", 0, 1, 1));
        ops.moveMouth(0, 1, 1, 1, 0);
        ops.setMouthPosition(0, 1, 1, 5, 5);
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(doc.undoLabel()).isEqualTo("Undo Move mouth OpenWide1");
        ops.moveMouth(0, 1, 0, 0, 1);
        assertThat(doc.history().steps()).as("another mouth is another step").hasSize(2);
        doc.undo();
        doc.undo();
        assertThat(c).isEqualTo(EditFixtures.character());
        rejects(doc, () -> ops.setMouthPosition(0, 1, 1, 0, 32768), "between -32768 and 32767");
    }

    @Test
    void replacingTheTopImageIsSetPerMouthOrForTheWholeFrameAsOneStep() {
        doUndoRedo(doc, () -> ops.setMouthReplacesTopImage(0, 1, 0, true),
                Change.property(Part.MOUTH, "replaceTopImage", 0, 1, 0));
        doUndoRedo(doc, () -> ops.setMouthsReplaceTopImage(0, 1, true),
                Change.property(Part.MOUTH, "replaceTopImage", 0, 1, 1));
        assertThat(talking.mouths()).allMatch(AgentMouth::replacesTopImage);
        ops.setMouth(0, 1, 6, 3);
        assertThat(talking.mouths().get(2).replacesTopImage()).as("a new mouth does as the others").isTrue();
        doUndoRedo(doc, () -> ops.setMouthsReplaceTopImage(0, 1, false),
                Change.property(Part.MOUTH, "replaceTopImage", 0, 1, 0),
                Change.property(Part.MOUTH, "replaceTopImage", 0, 1, 1),
                Change.property(Part.MOUTH, "replaceTopImage", 0, 1, 2));
        assertThat(doc.undoLabel()).isEqualTo("Undo Mouths over top image");
        changesNothing(doc, () -> ops.setMouthsReplaceTopImage(0, 1, false));
    }
}
