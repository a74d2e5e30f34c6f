package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;

/**
 * Changes to the frames of an animation (see {@link AgentOperations}): the Character Editor's frame list,
 * General page (duration, sound) and Branching page (up to three branches and the exit branch). Frames are
 * addressed by animation index and frame index.
 *
 * <p>Inserting, deleting or moving a frame retargets the branches and exit frames of the animation's other
 * frames so they keep pointing at the same frames ({@link FrameLinks}). Changes, in order: those links (frame
 * indexes before the change), then {@code AGENT_FRAME} added, removed or moved (path: animation).
 */
public final class FrameOperations extends AgentCommands {

    /** The duration new frames get, in 1/100 s (the Character Editor's default frame duration). */
    public static final int DEFAULT_DURATION = 10;

    FrameOperations(AgentDocument document) {
        super(document);
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
        return insert("Add " + Labels.frame(index), animation, index, frame);
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
        return insert("Duplicate " + Labels.frame(frame), animation, at, copy);
    }

    /**
     * Inserts a frame (also duplicates and pastes); its own links are taken as given, in the numbering after the
     * insertion, and must be within the animation. Its images and sounds must exist.
     */
    private int insert(String name, int animationIndex, int index, AgentFrame frame) {
        AgentAnimation animation = Locate.animation(c(), animationIndex);
        int n = animation.frames().size();
        AgentLimits.requireInsertPosition(index, n, "frame");
        AgentLimits.require(n < AgentLimits.U16_MAX, "An animation can have at most " + AgentLimits.U16_MAX
                + " frames.");
        AgentLimits.require(animation.frames().stream().noneMatch(f -> f == frame),
                "The frame is already in the animation.");
        FrameRules.requireWritable(c(), n + 1, frame, "The new frame");
        document.perform(ListEntryEdit.insert(name, animation.frames(), index, frame,
                Change.added(Part.AGENT_FRAME, animationIndex, index),
                new FrameLinks(animationIndex, animation, IndexMap.insertion(index), null), 0));
        return index;
    }

    /**
     * Deletes a frame: branches to it are dropped, exit frames that were it become "none". Undo puts the frame
     * back with the links exactly as they were.
     */
    public void remove(int animationIndex, int index) {
        AgentAnimation animation = Locate.animation(c(), animationIndex);
        AgentLimits.requireIndex(index, animation.frames().size(), "frame");
        AgentFrame removed = animation.frames().get(index);
        document.perform(ListEntryEdit.remove("Delete " + Labels.frame(index), animation.frames(), index,
                Change.removed(Part.AGENT_FRAME, animationIndex, index),
                new FrameLinks(animationIndex, animation, IndexMap.removal(index), removed),
                32L * (removed.images().size() + removed.mouths().size())));
    }

    /** Moves a frame; links follow. */
    public void move(int animationIndex, int from, int to) {
        if (from != to) {
            AgentAnimation animation = Locate.animation(c(), animationIndex);
            AgentLimits.requireIndex(from, animation.frames().size(), "frame");
            AgentLimits.requireIndex(to, animation.frames().size(), "frame");
            document.perform(ListEntryEdit.move("Move " + Labels.frame(from), animation.frames(), from, to,
                    Change.moved(Part.AGENT_FRAME, animationIndex),
                    new FrameLinks(animationIndex, animation, IndexMap.move(from, to), null)));
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

    /**
     * Adds a branch to {@code target} with {@code probability} percent; returns its index. At most
     * {@value AgentLimits#MAX_BRANCHES} branches per frame, each 1..100%, together at most 100%, to a frame of
     * the same animation. Change: {@code BRANCH} added at the end of the frame's branch list.
     */
    public int addBranch(int animation, int frame, int target, int probability) {
        AgentFrame f = Locate.frame(c(), animation, frame);
        AgentBranch branch = branch(target, probability);
        AgentLimits.require(f.branches().size() < AgentLimits.MAX_BRANCHES, "A frame can have at most "
                + AgentLimits.MAX_BRANCHES + " branches (and an exit branch).");
        FrameRules.requireBranch(branch, c().animations().get(animation).frames().size());
        FrameRules.requireTotal(f.branches(), branch.probability());
        int index = f.branches().size();
        document.perform(ListEntryEdit.insert("Add branch", f.branches(), index, branch,
                Change.added(Part.BRANCH, animation, frame, index)));
        return index;
    }

    /** Changes a branch's target and probability; a burst of changes to one field is one step. */
    public void setBranch(int animation, int frame, int branch, int target, int probability) {
        Steps.performIfChanging(document, new SetBranchEdit(c(), animation, frame, branch,
                branch(target, probability)));
    }

    /** Deletes a branch. Change: {@code BRANCH} removed. */
    public void removeBranch(int animation, int frame, int branch) {
        AgentFrame f = Locate.frame(c(), animation, frame);
        AgentLimits.requireIndex(branch, f.branches().size(), "branch");
        document.perform(ListEntryEdit.remove("Delete branch", f.branches(), branch,
                Change.removed(Part.BRANCH, animation, frame, branch)));
    }

    private static AgentBranch branch(int target, int probability) {
        AgentLimits.require(target >= 0 && target <= AgentLimits.U16_MAX, "A branch goes to a frame of the "
                + "animation.");
        AgentLimits.requireRange(probability, 1, AgentLimits.MAX_PROBABILITY, "A branch probability");
        return new AgentBranch(target, probability);
    }
}
