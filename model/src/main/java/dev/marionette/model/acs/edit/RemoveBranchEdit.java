package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/** "Delete branch": removes one branch of a frame. Change: {@code BRANCH} removed. */
public final class RemoveBranchEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentFrame frame;
    private final int index;
    private final transient AgentBranch removed;

    public RemoveBranchEdit(AgentCharacter c, int animation, int frame, int index) {
        super("Delete branch");
        this.frame = Locate.frame(c, animation, frame);
        AgentLimits.requireIndex(index, this.frame.branches().size(), "branch");
        this.index = index;
        this.removed = this.frame.branches().get(index);
        setChanges(List.of(Change.removed(Part.BRANCH, animation, frame, index)));
    }

    @Override
    protected void apply() {
        frame.branches().remove(index);
    }

    @Override
    protected void revert() {
        frame.branches().add(index, removed);
    }
}
