package dev.marionette.model.acs.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import java.util.List;

/**
 * Base of the Agent edits that are more than one property change. A subclass checks the edit and works out
 * everything it will do in its constructor (so a rejected edit changes nothing and the changes reported on
 * undo are those of the edit), then applies and reverts exactly that.
 */
public abstract class AgentEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private transient List<Change> changes = List.of();

    protected AgentEdit(String name) {
        super(name);
    }

    /** Sets what the edit changes, in the order it applies them; called once by the constructor. */
    protected final void setChanges(List<Change> changes) {
        this.changes = List.copyOf(changes);
    }

    @Override
    public List<Change> changes() {
        return changes;
    }
}
