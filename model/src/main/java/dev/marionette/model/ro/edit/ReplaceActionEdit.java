package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import java.util.List;

/**
 * Replaces an action with a new one as a whole (frames, layers, anchors and interval), for operations that
 * rebuild an action such as mirror-copying. Undo puts the old action object back.
 *
 * <p>Changes: one {@link Change.Kind#REPLACED} of the action.
 */
public class ReplaceActionEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient List<ActAnimation> actions;
    private final int index;
    private final transient ActAnimation before;
    private final transient ActAnimation after;

    /** @param replacement a new action object (not in the model yet) */
    public ReplaceActionEdit(String name, ActSprPair model, int index, ActAnimation replacement) {
        super(name);
        this.before = ActRules.action(model.act(), index);
        ActRules.requireStorable(model.act().version(), replacement);
        this.actions = model.act().animations();
        this.index = index;
        this.after = replacement;
    }

    /** The index of the replaced action. */
    public int index() {
        return index;
    }

    @Override
    protected void apply() {
        actions.set(index, after);
    }

    @Override
    protected void revert() {
        actions.set(index, before);
    }

    @Override
    public List<Change> changes() {
        return List.of(Change.replaced(Part.ACTION, index));
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + Costs.of(before) + Costs.of(after);
    }
}
