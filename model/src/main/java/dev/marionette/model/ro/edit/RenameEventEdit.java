package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActEvent;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;

/**
 * Renames an event ("Rename event 2"); frames keep firing it. The name must be new and fit its 40-byte field.
 */
public final class RenameEventEdit extends SetPropertyEdit<ActEvent> {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "name";

    public RenameEventEdit(ActSprPair model, int index, String name) {
        this(model, index, checked(model, index, name));
    }

    private RenameEventEdit(ActSprPair model, int index, ActEvent renamed) {
        super("Rename event " + index, model.act().events(), PROPERTY, model.act().events().get(index),
                renamed, e -> model.act().events().set(index, e), Change.property(Part.EVENT, PROPERTY, index), false);
    }

    private static ActEvent checked(ActSprPair model, int index, String name) {
        ActRules.requireEventList(model.act().version());
        ActRules.requireEvent(model.act(), index);
        return EventNames.checked(model.act(), name, index);
    }
}
