package dev.marionette.model.acs.edit;

import static dev.marionette.model.acs.edit.EditCheck.changesNothing;
import static dev.marionette.model.acs.edit.EditCheck.doUndoRedo;
import static dev.marionette.model.acs.edit.EditCheck.rejects;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Adding, deleting, moving and duplicating frames (with their branch targets and exit frames), and timing. */
class FrameEditsTest {

    private final AgentDocument doc = EditFixtures.document();
    private final FrameOperations ops = doc.operations().frames();
    private final AgentCharacter c = doc.character();

    private AgentFrame frame(int a, int f) {
        return c.animations().get(a).frames().get(f);
    }

    @Test
    void insertingAFrameMovesLaterBranchTargetsUp() {
        AgentFrame f0 = frame(0, 0);
        AgentFrame f1 = frame(0, 1);
        doUndoRedo(doc, () -> assertThat(ops.add(0, 1)).isEqualTo(1), Change.property(Part.BRANCH, "target", 0, 0, 0),
                Change.property(Part.BRANCH, "target", 0, 2, 1), Change.added(Part.AGENT_FRAME, 0, 1));
        assertThat(frame(0, 1).images()).isEmpty();
        assertThat(frame(0, 1).duration()).isEqualTo(FrameOperations.DEFAULT_DURATION);
        assertThat(frame(0, 0)).isSameAs(f0);
        assertThat(f0.branches()).containsExactly(new AgentBranch(3, 30));
        assertThat(f1.exitFrame()).as("exit to frame 0 is before the insertion").isZero();
        assertThat(frame(0, 3).branches()).containsExactly(new AgentBranch(0, 50), new AgentBranch(2, 20));
        assertThat(doc.undoLabel()).isEqualTo("Undo Add frame 2");
    }

    @Test
    void deletingAFrameDropsBranchesToItAndClearsExitFramesToIt() {
        doUndoRedo(doc, () -> ops.remove(0, 0), Change.property(Part.AGENT_FRAME, "exitFrame", 0, 1),
                Change.property(Part.BRANCH, "target", 0, 2, 1), Change.removed(Part.BRANCH, 0, 2, 0),
                Change.removed(Part.AGENT_FRAME, 0, 0));
        assertThat(frame(0, 0).exitFrame()).isEqualTo(AgentLimits.NO_EXIT);
        assertThat(frame(0, 1).branches()).containsExactly(new AgentBranch(0, 20));
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete frame 1");
        doc.undo();
        assertThat(frame(0, 0).branches()).as("the removed frame kept its own links")
                .containsExactly(new AgentBranch(2, 30));
    }

    @Test
    void movingAFrameKeepsEveryLinkOnTheSameFrame() {
        AgentFrame f0 = frame(0, 0);
        AgentFrame f1 = frame(0, 1);
        AgentFrame f2 = frame(0, 2);
        doUndoRedo(doc, () -> ops.move(0, 2, 0), Change.property(Part.BRANCH, "target", 0, 0, 0),
                Change.property(Part.AGENT_FRAME, "exitFrame", 0, 1), Change.property(Part.BRANCH, "target", 0, 2, 0),
                Change.property(Part.BRANCH, "target", 0, 2, 1), Change.moved(Part.AGENT_FRAME, 0));
        List<AgentFrame> frames = c.animations().get(0).frames();
        assertThat(frames).containsExactly(f2, f0, f1);
        assertThat(frames.get(f0.branches().get(0).targetFrame())).isSameAs(f2);
        assertThat(frames.get(f1.exitFrame())).isSameAs(f0);
        assertThat(frames.get(f2.branches().get(0).targetFrame())).isSameAs(f0);
        assertThat(frames.get(f2.branches().get(1).targetFrame())).isSameAs(f1);
        changesNothing(doc, () -> ops.move(0, 1, 1));
    }

    @Test
    void aDuplicateFramePointsWhereTheOriginalDoes() {
        doUndoRedo(doc, () -> assertThat(ops.duplicate(1, 0)).isEqualTo(1),
                Change.property(Part.AGENT_FRAME, "exitFrame", 1, 0), Change.property(Part.BRANCH, "target", 1, 0, 0),
                Change.added(Part.AGENT_FRAME, 1, 1));
        List<AgentFrame> frames = c.animations().get(1).frames();
        assertThat(frames.get(0)).isEqualTo(frames.get(1)).isNotSameAs(frames.get(1));
        assertThat(frames.get(1).branches()).containsExactly(new AgentBranch(2, 100));
        assertThat(frames.get(1).exitFrame()).isEqualTo(2);
        assertThat(doc.undoLabel()).isEqualTo("Undo Duplicate frame 1");
        doUndoRedo(doc, () -> ops.duplicate(0, 1), Change.property(Part.BRANCH, "target", 0, 0, 0),
                Change.added(Part.AGENT_FRAME, 0, 2));
        assertThat(frame(0, 2)).isEqualTo(frame(0, 1));
    }

    @Test
    void aFrameWithReferencesThatDoNotExistIsRejected() {
        AgentFrame bad = new AgentFrame();
        bad.images().add(new AgentFrameImage(10, 0, 0));
        rejects(doc, () -> ops.add(0, 0, bad), "The new frame would show image 11, but the character has 6 images.");
        AgentFrame lost = new AgentFrame();
        lost.branches().add(new AgentBranch(4, 10));
        rejects(doc, () -> ops.add(0, 0, lost), "A branch would go to frame 5, but the animation has 4 frames.");
        rejects(doc, () -> ops.add(0, 4, new AgentFrame()), "A new frame cannot go to position 5 (there are 3).");
        rejects(doc, () -> ops.add(5, 0), "There is no animation 6 (there are 3).");
        AgentFrame existing = frame(0, 0);
        rejects(doc, () -> ops.add(0, 0, existing), "already in the animation");
    }

    @Test
    void durationsMergeWhileTypedAndAreU16() {
        doUndoRedo(doc, () -> ops.setDuration(0, 1, 11), Change.property(Part.AGENT_FRAME, "duration", 0, 1));
        ops.setDuration(0, 1, 12);
        ops.setDuration(0, 1, 0);
        assertThat(doc.history().steps()).hasSize(1);
        ops.setDuration(0, 2, 5);
        assertThat(doc.history().steps()).as("another frame is another step").hasSize(2);
        rejects(doc, () -> ops.setDuration(0, 1, 65536), "The duration (in 1/100 s) must be between 0 and 65535");
        rejects(doc, () -> ops.setDuration(0, 3, 5), "There is no frame 4 (there are 3).");
        doc.undo();
        doc.undo();
        assertThat(frame(0, 1).duration()).isEqualTo(10);
    }

    @Test
    void theSoundIsOneOfTheCharactersOrNone() {
        doUndoRedo(doc, () -> ops.setSound(0, 1, 2), Change.property(Part.AGENT_FRAME, "sound", 0, 1));
        doUndoRedo(doc, () -> ops.setSound(0, 1, AgentLimits.NO_SOUND),
                Change.property(Part.AGENT_FRAME, "sound", 0, 1));
        assertThat(doc.undoLabel()).isEqualTo("Undo Remove frame sound");
        rejects(doc, () -> ops.setSound(0, 1, 3), "There is no sound 4 (the character has 3 sounds).");
        rejects(doc, () -> ops.setSound(0, 1, -2), "a sound of the character or none");
    }

    @Test
    void theExitFrameIsAFrameOfTheAnimationOrNone() {
        doUndoRedo(doc, () -> ops.setExitFrame(0, 0, 2), Change.property(Part.AGENT_FRAME, "exitFrame", 0, 0));
        doUndoRedo(doc, () -> ops.setExitFrame(0, 0, AgentLimits.EXIT_STOP),
                Change.property(Part.AGENT_FRAME, "exitFrame", 0, 0));
        rejects(doc, () -> ops.setExitFrame(0, 0, 3), "The exit frame would be frame 4, but the animation has 3");
        rejects(doc, () -> ops.setExitFrame(0, 0, -3), "a frame of the animation or none");
        changesNothing(doc, () -> ops.setExitFrame(0, 0, AgentLimits.EXIT_STOP));
    }

    @Test
    void aFrameHasAtMostThreeBranchesOfOneToAHundredPercentInAll() {
        doUndoRedo(doc, () -> assertThat(ops.addBranch(0, 2, 2, 10)).isEqualTo(2),
                Change.added(Part.BRANCH, 0, 2, 2));
        rejects(doc, () -> ops.addBranch(0, 2, 1, 5), "A frame can have at most 3 branches (and an exit branch).");
        rejects(doc, () -> ops.addBranch(0, 0, 1, 71), "would add up to 101%; at most 100% is allowed.");
        rejects(doc, () -> ops.addBranch(0, 0, 1, 0), "A branch probability must be between 1 and 100 (not 0).");
        rejects(doc, () -> ops.addBranch(0, 0, 3, 10), "A branch would go to frame 4, but the animation has 3");
        ops.addBranch(0, 0, 1, 70);
        assertThat(frame(0, 0).branches()).containsExactly(new AgentBranch(2, 30), new AgentBranch(1, 70));
    }

    @Test
    void changingABranchMergesPerFieldAndKeepsTheTotal() {
        doUndoRedo(doc, () -> ops.setBranch(0, 2, 0, 0, 60), Change.property(Part.BRANCH, "probability", 0, 2, 0));
        ops.setBranch(0, 2, 0, 0, 65);
        assertThat(doc.history().steps()).hasSize(1);
        doUndoRedo(doc, () -> ops.setBranch(0, 2, 0, 2, 65), Change.property(Part.BRANCH, "target", 0, 2, 0));
        rejects(doc, () -> ops.setBranch(0, 2, 0, 2, 81), "would add up to 101%");
        rejects(doc, () -> ops.setBranch(0, 2, 2, 0, 1), "There is no branch 3 (there are 2).");
        changesNothing(doc, () -> ops.setBranch(0, 2, 0, 2, 65));
        doUndoRedo(doc, () -> ops.removeBranch(0, 2, 0), Change.removed(Part.BRANCH, 0, 2, 0));
        assertThat(frame(0, 2).branches()).containsExactly(new AgentBranch(1, 20));
    }
}
