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
 * Adds an event to the event list or removes one ("Add event atk", "Delete event atk"), renumbering the frames
 * that fire the events after it so they keep firing the same ones ({@link FrameEventRenumbering}); frames that
 * fired a removed event fire nothing ({@link ActFrame#NO_EVENT}). Undo restores every frame's old id.
 *
 * <p>Changes: {@link Change.Kind#ADDED} or {@link Change.Kind#REMOVED} of the event, then a frame "event"
 * property change per renumbered frame.
 */
public final class EventListEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient List<ActEvent> events;
    private final int index;
    private final transient ActEvent event;
    private final boolean adds;
    private final transient FrameEventRenumbering renumbering;

    private EventListEdit(String name, ActSprPair model, int index, ActEvent event, boolean adds,
            FrameEventRenumbering renumbering) {
        super(name);
        this.events = model.act().events();
        this.index = index;
        this.event = event;
        this.adds = adds;
        this.renumbering = renumbering;
    }

    /**
     * Adds a named event at {@code index}. Needs ACT 0x201 or later; the name must be new and fit its 40-byte
     * field (see {@link ActEvent#of}).
     */
    public static EventListEdit add(ActSprPair model, int index, String name) {
        ActRules.requireEventList(model.act().version());
        List<ActEvent> events = model.act().events();
        ActRules.requireInsertionPoint(index, events.size(), "an event");
        ActEvent event = EventNames.checked(model.act(), name, -1);
        return new EventListEdit("Add event " + name, model, index, event, true,
                new FrameEventRenumbering(model.act(), events.size(), id -> id >= index ? id + 1 : id));
    }

    /** Removes event {@code index}. */
    public static EventListEdit remove(ActSprPair model, int index) {
        ActRules.requireEventList(model.act().version());
        ActRules.requireEvent(model.act(), index);
        List<ActEvent> events = model.act().events();
        ActEvent event = events.get(index);
        return new EventListEdit("Delete event " + event.name(), model, index, event, false,
                new FrameEventRenumbering(model.act(), events.size(),
                        id -> id == index ? ActFrame.NO_EVENT : id > index ? id - 1 : id));
    }

    /** Where the event goes in the list, or was. */
    public int index() {
        return index;
    }

    @Override
    protected void apply() {
        if (adds) {
            events.add(index, event);
        } else {
            events.remove(index);
        }
        renumbering.apply();
    }

    @Override
    protected void revert() {
        renumbering.revert();
        if (adds) {
            events.remove(index);
        } else {
            events.add(index, event);
        }
    }

    @Override
    public List<Change> changes() {
        List<Change> changes = new ArrayList<>();
        changes.add(adds ? Change.added(Part.EVENT, index) : Change.removed(Part.EVENT, index));
        changes.addAll(renumbering.changes());
        return changes;
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + ActEvent.SIZE + renumbering.memoryCost();
    }
}
