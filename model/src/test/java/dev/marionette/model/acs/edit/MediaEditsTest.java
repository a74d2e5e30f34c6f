package dev.marionette.model.acs.edit;

import static dev.marionette.model.acs.edit.EditCheck.changesNothing;
import static dev.marionette.model.acs.edit.EditCheck.doUndoRedo;
import static dev.marionette.model.acs.edit.EditCheck.rejects;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.StoredImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The image and sound tables, with the renumbering of every frame, mouth and sound reference. */
class MediaEditsTest {

    private final AgentDocument doc = EditFixtures.document();
    private final MediaOperations ops = doc.operations().media();
    private final AgentCharacter c = doc.character();

    /** The image objects every frame image and mouth shows, then the sounds every frame plays, in order. */
    private List<Object> shown() {
        List<Object> out = new ArrayList<>();
        AgentUsage.forEachFrame(c, (a, f, frame) -> {
            frame.images().forEach(i -> out.add(c.images().get(i.imageIndex())));
            frame.mouths().forEach(m -> out.add(c.images().get(m.imageIndex())));
            out.add(frame.soundIndex() < 0 ? "no sound" : c.sounds().get(frame.soundIndex()));
        });
        return out;
    }

    private void assertShowsTheSame(List<Object> before) {
        List<Object> now = shown();
        assertThat(now).hasSameSizeAs(before);
        for (int i = 0; i < now.size(); i++) {
            assertThat(now.get(i)).as("reference %d", i).isSameAs(before.get(i));
        }
    }

    @Test
    void insertingAnImageRenumbersEveryReferenceAfterIt() {
        List<Object> before = shown();
        doUndoRedo(doc, () -> ops.insertImage(0, EditFixtures.filled(2, 2, 7)),
                Change.property(Part.FRAME_IMAGE, "image", 0, 0, 0), Change.property(Part.FRAME_IMAGE, "image", 0, 1, 0),
                Change.property(Part.FRAME_IMAGE, "image", 0, 1, 1), Change.property(Part.MOUTH, "image", 0, 1, 0),
                Change.property(Part.MOUTH, "image", 0, 1, 1), Change.property(Part.FRAME_IMAGE, "image", 0, 2, 0),
                Change.property(Part.FRAME_IMAGE, "image", 1, 0, 0), Change.property(Part.FRAME_IMAGE, "image", 1, 1, 0),
                Change.property(Part.FRAME_IMAGE, "image", 2, 0, 0), Change.added(Part.IMAGE, 0));
        assertShowsTheSame(before);
        doc.undo();
        assertShowsTheSame(before);
    }

    @Test
    void anAddedImageIsNewEvenWhenItCameFromAFile() {
        AgentImage fromFile = EditFixtures.stored(8, 6, 9);
        doUndoRedo(doc, () -> assertThat(ops.addImage(fromFile)).isEqualTo(6), Change.added(Part.IMAGE, 6));
        AgentImage added = c.images().get(6);
        assertThat(added.stored()).as("stored bytes are not carried over").isNull();
        assertThat(added.pixels()).isEqualTo(fromFile.pixels());
        AgentImage fresh = EditFixtures.filled(3, 3, 2);
        ops.addImage(fresh);
        assertThat(c.images().get(7)).isSameAs(fresh);
    }

    @Test
    void anImageInUseCannotBeDeletedAndTheMessageNamesAUser() {
        rejects(doc, () -> ops.removeImage(0), "Image 1 is used by animation \"Show\", frame 1 and 2 other places; "
                + "remove it from those frames first.");
        rejects(doc, () -> ops.removeImage(3), "Image 4 is used by animation \"Show\", frame 2 (mouth); remove it "
                + "from that frame first.");
        rejects(doc, () -> ops.removeImage(6), "There is no image 7 (there are 6).");
        assertThat(AgentUsage.imageUses(c, 1)).containsExactly(
                new AgentUsage.Use(0, 1, AgentUsage.Kind.FRAME_IMAGE, 0),
                new AgentUsage.Use(2, 0, AgentUsage.Kind.FRAME_IMAGE, 0));
    }

    @Test
    void deletingAnUnusedImageRenumbersTheLaterOnes() {
        ops.insertImage(2, EditFixtures.filled(2, 2, 7));
        List<Object> before = shown();
        doUndoRedo(doc, () -> ops.removeImage(2), Change.property(Part.FRAME_IMAGE, "image", 0, 1, 1),
                Change.property(Part.MOUTH, "image", 0, 1, 0), Change.property(Part.MOUTH, "image", 0, 1, 1),
                Change.property(Part.FRAME_IMAGE, "image", 1, 0, 0), Change.removed(Part.IMAGE, 2));
        assertShowsTheSame(before);
        doc.undo();
        doc.undo();
        assertThat(c).isEqualTo(EditFixtures.character());
    }

    @Test
    void movingAnImageKeepsEveryFrameShowingTheSamePicture() {
        List<Object> before = shown();
        AgentImage first = c.images().get(0);
        doUndoRedo(doc, () -> ops.moveImage(0, 5), Change.property(Part.FRAME_IMAGE, "image", 0, 0, 0),
                Change.property(Part.FRAME_IMAGE, "image", 0, 1, 0), Change.property(Part.FRAME_IMAGE, "image", 0, 1, 1),
                Change.property(Part.MOUTH, "image", 0, 1, 0), Change.property(Part.MOUTH, "image", 0, 1, 1),
                Change.property(Part.FRAME_IMAGE, "image", 0, 2, 0), Change.property(Part.FRAME_IMAGE, "image", 1, 0, 0),
                Change.property(Part.FRAME_IMAGE, "image", 1, 1, 0), Change.property(Part.FRAME_IMAGE, "image", 2, 0, 0),
                Change.moved(Part.IMAGE));
        assertThat(c.images().get(5)).isSameAs(first);
        assertShowsTheSame(before);
        changesNothing(doc, () -> ops.moveImage(2, 2));
    }

    @Test
    void undoingAReplacementPutsBackTheVeryImageReadFromTheFile() {
        AgentImage original = c.images().get(0);
        StoredImage stored = original.stored();
        AgentImage painted = EditFixtures.filled(8, 6, 12);
        doUndoRedo(doc, () -> ops.replaceImage(0, painted), Change.replaced(Part.IMAGE, 0));
        assertThat(c.images().get(0)).isSameAs(painted);
        assertThat(original.stored()).as("the old image is never modified").isSameAs(stored);
        doc.undo();
        assertThat(c.images().get(0)).isSameAs(original);
        assertThat(c.images().get(0).stored()).isSameAs(stored);
        assertThat(doc.history().steps().get(0)).isInstanceOfSatisfying(ListEntryEdit.class,
                e -> assertThat(e.memoryCost()).as("both images' bytes").isGreaterThanOrEqualTo(
                        stored.length() + 8 * 6));
        rejects(doc, () -> ops.replaceImage(0, original), "already there");
    }

    @Test
    void editsHoldingPixelsReportTheirMemory() {
        long before = doc.history().memoryUsed();
        ops.addImage(AgentImage.of(100, 100, new byte[100 * 100]));
        assertThat(doc.history().memoryUsed() - before).isGreaterThanOrEqualTo(100 * 100);
        ops.addSound(AgentSound.of(EditFixtures.wave(5000)));
        assertThat(doc.history().memoryUsed() - before).isGreaterThanOrEqualTo(100 * 100 + 5000);
    }

    @Test
    void unusedImagesAndSoundsAreDeletedInOneStep() {
        assertThat(ops.removeUnusedImages()).isEqualTo(1);
        assertThat(ops.removeUnusedSounds()).isEqualTo(1);
        assertThat(c.images()).hasSize(5);
        assertThat(c.sounds()).hasSize(2);
        assertThat(doc.history().steps()).hasSize(2);
        assertThat(doc.undoLabel()).as("a step of one edit takes its name").isEqualTo("Undo Delete sound 3");
        changesNothing(doc, () -> assertThat(ops.removeUnusedImages()).isZero());
        ops.insertImage(0, EditFixtures.filled(1, 1, 1));
        ops.insertImage(3, EditFixtures.filled(1, 1, 1));
        List<Object> before = shown();
        assertThat(ops.removeUnusedImages()).isEqualTo(2);
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete unused images");
        assertShowsTheSame(before);
        doc.jumpTo(0);
        assertThat(c).isEqualTo(EditFixtures.character());
    }

    @Test
    void insertingMovingAndDeletingSoundsRenumbersTheFrames() {
        List<Object> before = shown();
        doUndoRedo(doc, () -> ops.insertSound(0, AgentSound.of(EditFixtures.wave(3))),
                Change.property(Part.AGENT_FRAME, "sound", 0, 0), Change.property(Part.AGENT_FRAME, "sound", 0, 2),
                Change.added(Part.SOUND, 0));
        assertShowsTheSame(before);
        doUndoRedo(doc, () -> ops.moveSound(1, 2), Change.property(Part.AGENT_FRAME, "sound", 0, 0),
                Change.property(Part.AGENT_FRAME, "sound", 0, 2), Change.moved(Part.SOUND));
        assertShowsTheSame(before);
        doUndoRedo(doc, () -> ops.removeSound(0), Change.property(Part.AGENT_FRAME, "sound", 0, 0),
                Change.property(Part.AGENT_FRAME, "sound", 0, 2), Change.removed(Part.SOUND, 0));
        assertShowsTheSame(before);
        rejects(doc, () -> ops.removeSound(0), "Sound 1 is used by animation \"Show\", frame 3; remove it from "
                + "that frame first.");
    }

    @Test
    void aReplacedSoundComesBackWithItsChecksum() {
        AgentSound original = c.sounds().get(1);
        doUndoRedo(doc, () -> ops.replaceSound(1, AgentSound.of(EditFixtures.wave(7))),
                Change.replaced(Part.SOUND, 1));
        assertThat(c.sounds().get(1).checksum()).isZero();
        doc.undo();
        assertThat(c.sounds().get(1)).isSameAs(original);
        assertThat(original.checksum()).isEqualTo(0x1234);
        rejects(doc, () -> ops.addSound(AgentSound.of(new byte[] {'R', 'I', 'F', 'F'})),
                "The sound is not a WAVE file: not a RIFF/WAVE file");
        rejects(doc, () -> ops.replaceSound(0, AgentSound.of(new byte[12])), "not a WAVE file");
    }

    @Test
    void usageListsFindEveryKindOfUser() {
        AgentFrame show0 = c.animations().get(0).frames().get(0);
        assertThat(show0.images()).containsExactly(new AgentFrameImage(0, 1, 2));
        assertThat(AgentUsage.imageUses(c, 4)).containsExactly(new AgentUsage.Use(0, 1, AgentUsage.Kind.MOUTH, 1));
        assertThat(AgentUsage.soundUses(c, 1)).containsExactly(new AgentUsage.Use(0, 2, AgentUsage.Kind.SOUND, 0));
        assertThat(AgentUsage.unusedImages(c)).containsExactly(5);
        assertThat(AgentUsage.unusedSounds(c)).containsExactly(2);
        assertThat(new AgentUsage.Use(0, 1, AgentUsage.Kind.MOUTH, 1).describe(c))
                .isEqualTo("animation \"Show\", frame 2 (mouth)");
        assertThat(c.animations().get(0).frames().get(1).mouths().get(1)).isEqualTo(AgentMouth.of(1, false, 4, 2, 8,
                9, 9));
    }
}
