package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import java.util.List;

/** Inserts actions ("Add action", "Duplicate action 3"); rejects more than 65,535 actions or unstorable content. */
public final class InsertActionsEdit extends InsertItemsEdit<ActAnimation> {

    private static final long serialVersionUID = 1L;

    /**
     * @param index   where the first action goes
     * @param actions new action objects (not in the model yet)
     */
    public InsertActionsEdit(String name, ActSprPair model, int index, List<ActAnimation> actions) {
        super(name, model.act().animations(), index, actions, Part.ACTION, new int[0], "an action");
        ActRules.requireActionCount(model.act().animations().size() + actions.size());
        for (ActAnimation action : actions) {
            ActRules.requireStorable(model.act().version(), action);
        }
    }
}
