package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActEvent;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import java.util.ArrayList;
import java.util.List;

/**
 * Adds a named event to the event list ("Add event atk"). Inserted before the end, the events after it move
 * down one place and the frames firing them are renumbered to keep firing the same events. Needs ACT 0x201 or
 * later; the name must be new and fit its 40-byte field (see {@link ActEvent#of}).
 *
 * <p>Changes: {@link Change.Kind#ADDED} of the event, then a frame "event" property change per renumbered
 * frame.
 */
public final class AddEventEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient List<ActEvent> events;
    private final int index;
    private final transient ActEvent event;
    private final transient FrameEventRenumbering renumbering;

    public AddEventEdit(ActSprPair model, int index, String name) {
        super("Add event " + name);
        ActRules.requireEventList(model.act().version());
        this.events = model.act().events();
        ActRules.requireInsertionPoint(index, events.size(), "an event");
        this.event = EventNames.checked(model.act(), name, -1);
        this.index = index;
        this.renumbering = new FrameEventRenumbering(model.act(), events.size(), id -> id >= index ? id + 1 : id);
    }

    /** Where the event goes in the list. */
    public int index() {
        return index;
    }

    @Override
    protected void apply() {
        events.add(index, event);
        renumbering.apply();
    }

    @Override
    protected void revert() {
        renumbering.revert();
        events.remove(index);
    }

    @Override
    public List<Change> changes() {
        List<Change> changes = new ArrayList<>();
        changes.add(Change.added(Part.EVENT, index));
        changes.addAll(renumbering.changes());
        return changes;
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + ActEvent.SIZE + renumbering.memoryCost();
    }
}
