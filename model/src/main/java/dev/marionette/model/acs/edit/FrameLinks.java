package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * The branch targets and exit frames inside one animation, retargeted when its frames are inserted, removed or
 * moved, so they keep pointing at the same frames. A branch to a removed frame is dropped; an exit frame that
 * was the removed frame becomes {@link AgentLimits#NO_EXIT}. Negative exit frames ("none") stay as they are.
 *
 * <p>Only frames whose links change are kept, with their links before and after, so undo restores exactly
 * what was there. Changes are reported with the frame indexes from before the frame list changes: exit frames
 * ({@code AGENT_FRAME "exitFrame"}), retargeted branches ({@code BRANCH "target"}, with the branch's index
 * before any removal), then dropped branches ({@code BRANCH} removed, highest index first).
 */
final class FrameLinks implements Renumbering {

    private record Entry(AgentFrame frame, List<AgentBranch> beforeBranches, List<AgentBranch> afterBranches,
            int beforeExit, int afterExit) {
    }

    private static final long ENTRY_BYTES = 96;

    private final List<Entry> entries = new ArrayList<>();
    private final List<Change> changes = new ArrayList<>();

    /**
     * @param animationIndex the animation's index, for change paths
     * @param animation      the animation whose frames change
     * @param map            old frame index to new, {@link IndexMap#GONE} for a removed frame
     * @param skip           a frame whose own links are left alone (the one being removed), or null
     */
    FrameLinks(int animationIndex, AgentAnimation animation, IndexMap map, AgentFrame skip) {
        List<AgentFrame> frames = animation.frames();
        for (int f = 0; f < frames.size(); f++) {
            AgentFrame frame = frames.get(f);
            if (frame != skip) {
                retarget(animationIndex, f, frame, map);
            }
        }
    }

    private void retarget(int a, int f, AgentFrame frame, IndexMap map) {
        int exit = frame.exitFrame();
        int newExit = exit < 0 ? exit : map.map(exit) == IndexMap.GONE ? AgentLimits.NO_EXIT : map.map(exit);
        List<AgentBranch> before = List.copyOf(frame.branches());
        List<AgentBranch> after = new ArrayList<>();
        List<Change> retargeted = new ArrayList<>();
        List<Change> dropped = new ArrayList<>();
        for (int b = 0; b < before.size(); b++) {
            AgentBranch branch = before.get(b);
            int target = map.map(branch.targetFrame());
            if (target == IndexMap.GONE) {
                dropped.add(0, Change.removed(Part.BRANCH, a, f, b));
            } else {
                after.add(new AgentBranch(target, branch.probability()));
                if (target != branch.targetFrame()) {
                    retargeted.add(Change.property(Part.BRANCH, "target", a, f, b));
                }
            }
        }
        if (newExit == exit && retargeted.isEmpty() && dropped.isEmpty()) {
            return;
        }
        entries.add(new Entry(frame, before, List.copyOf(after), exit, newExit));
        if (newExit != exit) {
            changes.add(Change.property(Part.AGENT_FRAME, "exitFrame", a, f));
        }
        changes.addAll(retargeted);
        changes.addAll(dropped);
    }

    @Override
    public void apply() {
        for (Entry e : entries) {
            set(e.frame, e.afterBranches, e.afterExit);
        }
    }

    @Override
    public void revert() {
        for (Entry e : entries) {
            set(e.frame, e.beforeBranches, e.beforeExit);
        }
    }

    private static void set(AgentFrame frame, List<AgentBranch> branches, int exit) {
        frame.branches().clear();
        frame.branches().addAll(branches);
        frame.setExitFrame(exit);
    }

    @Override
    public List<Change> changes() {
        return changes;
    }

    @Override
    public long memoryCost() {
        return entries.size() * ENTRY_BYTES;
    }
}
