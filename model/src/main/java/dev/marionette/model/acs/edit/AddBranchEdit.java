package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Add branch": a frame Agent may jump to after this one, with a probability. At most
 * {@value AgentLimits#MAX_BRANCHES} branches per frame, each 1..100%, together at most 100%, to a frame of the
 * same animation. Change: {@code BRANCH} added at the end of the frame's branch list.
 */
public final class AddBranchEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentFrame frame;
    private final transient AgentBranch branch;

    public AddBranchEdit(AgentCharacter c, int animation, int frame, AgentBranch branch) {
        super("Add branch");
        this.frame = Locate.frame(c, animation, frame);
        AgentLimits.require(this.frame.branches().size() < AgentLimits.MAX_BRANCHES, "A frame can have at most "
                + AgentLimits.MAX_BRANCHES + " branches (and an exit branch).");
        FrameRules.requireBranch(branch, c.animations().get(animation).frames().size());
        FrameRules.requireTotal(this.frame.branches(), branch.probability());
        this.branch = branch;
        setChanges(List.of(Change.added(Part.BRANCH, animation, frame, this.frame.branches().size())));
    }

    @Override
    protected void apply() {
        frame.branches().add(branch);
    }

    @Override
    protected void revert() {
        frame.branches().remove(frame.branches().size() - 1);
    }
}
