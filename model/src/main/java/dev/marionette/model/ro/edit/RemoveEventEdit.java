package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import java.util.ArrayList;
import java.util.List;

/**
 * Removes an event from the event list ("Delete event atk"). Frames that fired it fire nothing
 * ({@link ActFrame#NO_EVENT}); frames firing later events are renumbered so they keep firing the same ones.
 * Undo restores every frame's old id.
 *
 * <p>Changes: {@link Change.Kind#REMOVED} of the event, then a frame "event" property change per frame.
 */
public final class RemoveEventEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient List<ActEvent> events;
    private final int index;
    private final transient ActEvent event;
    private final transient FrameEventRenumbering renumbering;

    public RemoveEventEdit(ActSprPair model, int index) {
        super("Delete event " + eventName(model, index));
        this.events = model.act().events();
        this.index = index;
        this.event = events.get(index);
        this.renumbering = new FrameEventRenumbering(model.act(), events.size(),
                id -> id == index ? ActFrame.NO_EVENT : id > index ? id - 1 : id);
    }

    private static String eventName(ActSprPair model, int index) {
        ActRules.requireEventList(model.act().version());
        ActRules.requireEvent(model.act(), index);
        return model.act().events().get(index).name();
    }

    @Override
    protected void apply() {
        events.remove(index);
        renumbering.apply();
    }

    @Override
    protected void revert() {
        renumbering.revert();
        events.add(index, event);
    }

    @Override
    public List<Change> changes() {
        List<Change> changes = new ArrayList<>();
        changes.add(Change.removed(Part.EVENT, index));
        changes.addAll(renumbering.changes());
        return changes;
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + ActEvent.SIZE + renumbering.memoryCost();
    }
}
