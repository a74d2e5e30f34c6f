package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;

/**
 * Changes to the frames of an animation (see {@link AgentOperations}): the Character Editor's frame list,
 * General page (duration, sound) and Branching page (up to three branches and the exit branch). Frames are
 * addressed by animation index and frame index.
 */
public final class FrameOperations {

    /** The duration new frames get, in 1/100 s (the Character Editor's default frame duration). */
    public static final int DEFAULT_DURATION = 10;

    private final AgentDocument document;

    FrameOperations(AgentDocument document) {
        this.document = document;
    }

    private AgentCharacter c() {
        return document.character();
    }

    /** Inserts an empty frame ({@value #DEFAULT_DURATION}/100 s, no sound, no exit) at {@code index}. */
    public int add(int animation, int index) {
        AgentFrame frame = new AgentFrame();
        frame.setDuration(DEFAULT_DURATION);
        return add(animation, index, frame);
    }

    /**
     * Inserts {@code frame} (new or pasted; its links in the numbering after the insertion) at {@code index}.
     * Returns the index.
     */
    public int add(int animation, int index, AgentFrame frame) {
        document.perform(new AddFrameEdit("Add " + Labels.frame(index), c(), animation, index, frame));
        return index;
    }

    /**
     * Inserts a copy of a frame right after it; returns the copy's index. The copy's branches and exit frame
     * point at the same frames as the original's.
     */
    public int duplicate(int animation, int frame) {
        AgentFrame copy = Locate.frame(c(), animation, frame).copy();
        int at = frame + 1;
        IndexMap shift = IndexMap.insertion(at);
        for (int b = 0; b < copy.branches().size(); b++) {
            AgentBranch branch = copy.branches().get(b);
            copy.branches().set(b, new AgentBranch(shift.map(branch.targetFrame()), branch.probability()));
        }
        if (copy.exitFrame() >= 0) {
            copy.setExitFrame(shift.map(copy.exitFrame()));
        }
        document.perform(new AddFrameEdit("Duplicate " + Labels.frame(frame), c(), animation, at, copy));
        return at;
    }

    /** Deletes a frame; links to it are dropped (see {@link RemoveFrameEdit}). */
    public void remove(int animation, int frame) {
        document.perform(new RemoveFrameEdit(c(), animation, frame));
    }

    /** Moves a frame; links follow. */
    public void move(int animation, int from, int to) {
        if (from != to) {
            document.perform(new MoveFrameEdit(c(), animation, from, to));
        }
    }

    /** Duration in 1/100 s, 0..65535; a burst of changes to one frame is one step. */
    public void setDuration(int animation, int frame, int duration) {
        Steps.performIfChanging(document, new SetFrameDurationEdit(c(), animation, frame, duration));
    }

    /** The sound the frame plays, or {@link AgentLimits#NO_SOUND}. */
    public void setSound(int animation, int frame, int sound) {
        Steps.performIfChanging(document, new SetFrameSoundEdit(c(), animation, frame, sound));
    }

    /** The exit branch: a frame of the animation, or {@link AgentLimits#NO_EXIT}. */
    public void setExitFrame(int animation, int frame, int exit) {
        Steps.performIfChanging(document, new SetExitFrameEdit(c(), animation, frame, exit));
    }

    /** Adds a branch to {@code target} with {@code probability} percent; returns its index. */
    public int addBranch(int animation, int frame, int target, int probability) {
        int index = Locate.frame(c(), animation, frame).branches().size();
        document.perform(new AddBranchEdit(c(), animation, frame, branch(target, probability)));
        return index;
    }

    /** Changes a branch's target and probability; a burst of changes to one field is one step. */
    public void setBranch(int animation, int frame, int branch, int target, int probability) {
        Steps.performIfChanging(document, new SetBranchEdit(c(), animation, frame, branch,
                branch(target, probability)));
    }

    /** Deletes a branch. */
    public void removeBranch(int animation, int frame, int branch) {
        document.perform(new RemoveBranchEdit(c(), animation, frame, branch));
    }

    private static AgentBranch branch(int target, int probability) {
        AgentLimits.require(target >= 0 && target <= AgentLimits.U16_MAX, "A branch goes to a frame of the "
                + "animation.");
        AgentLimits.requireRange(probability, 1, AgentLimits.MAX_PROBABILITY, "A branch probability");
        return new AgentBranch(target, probability);
    }
}
