package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * "Change branch": another target frame or probability for one branch (1..100%, the frame's branches together
 * at most 100%). Consecutive changes of the same field of the same branch merge (a probability spinner).
 * Change: {@code BRANCH "target"}, {@code "probability"} or both.
 */
public final class SetBranchEdit extends SetPropertyEdit<AgentBranch> {

    private static final long serialVersionUID = 1L;

    public SetBranchEdit(AgentCharacter c, int animation, int frame, int index, AgentBranch branch) {
        super("Change branch", Locate.frame(c, animation, frame), "branch" + index + ":"
                + field(checked(c, animation, frame, index, branch), branch), old(c, animation, frame, index),
                branch, setter(Locate.frame(c, animation, frame), index),
                Change.property(Part.BRANCH, field(old(c, animation, frame, index), branch), animation, frame, index),
                true);
    }

    private static Consumer<AgentBranch> setter(AgentFrame frame, int index) {
        return b -> frame.branches().set(index, b);
    }

    private static AgentBranch old(AgentCharacter c, int animation, int frame, int index) {
        return Locate.frame(c, animation, frame).branches().get(index);
    }

    private static AgentBranch checked(AgentCharacter c, int animation, int frame, int index, AgentBranch branch) {
        AgentFrame f = Locate.frame(c, animation, frame);
        AgentLimits.requireIndex(index, f.branches().size(), "branch");
        FrameRules.requireBranch(branch, c.animations().get(animation).frames().size());
        List<AgentBranch> others = new ArrayList<>(f.branches());
        others.remove(index);
        FrameRules.requireTotal(others, branch.probability());
        return f.branches().get(index);
    }

    private static String field(AgentBranch before, AgentBranch after) {
        return Fields.differing(new String[] {"target", "probability"},
                new Object[] {before.targetFrame(), before.probability()},
                new Object[] {after.targetFrame(), after.probability()});
    }
}
