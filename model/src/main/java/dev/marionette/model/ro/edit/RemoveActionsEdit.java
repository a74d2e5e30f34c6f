package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import java.util.Collection;

/** Deletes actions ("Delete action 3"). Later actions move up, so their direction changes too. */
public final class RemoveActionsEdit extends RemoveItemsEdit<ActAnimation> {

    private static final long serialVersionUID = 1L;

    public RemoveActionsEdit(ActSprPair model, Collection<Integer> actions) {
        super(Names.indexed("Delete", "action", checked(model, actions)), model.act().animations(), actions,
                Part.ACTION, new int[0]);
    }

    private static Collection<Integer> checked(ActSprPair model, Collection<Integer> actions) {
        for (int a : actions) {
            ActRules.action(model.act(), a);
        }
        return actions;
    }
}
