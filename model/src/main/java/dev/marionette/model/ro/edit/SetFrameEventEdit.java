package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;

/**
 * Sets the event a frame fires ("Set frame event"): an index into the event list, or
 * {@link ActFrame#NO_EVENT}. Frame events need ACT 0x200 or later.
 */
public final class SetFrameEventEdit extends SetPropertyEdit<Integer> {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "event";

    public SetFrameEventEdit(ActSprPair model, FrameRef ref, int eventId) {
        this(ref, checked(model, ref, eventId), eventId);
    }

    private SetFrameEventEdit(FrameRef ref, ActFrame frame, int eventId) {
        super(eventId == ActFrame.NO_EVENT ? "Clear frame event" : "Set frame event", frame, PROPERTY,
                frame.eventId(), eventId, frame::setEventId, Change.property(Part.FRAME, PROPERTY, ref.path()), false);
    }

    private static ActFrame checked(ActSprPair model, FrameRef ref, int eventId) {
        ActFrame frame = ActRules.frame(model.act(), ref);
        ActRules.requireFrameEvents(model.act().version());
        if (eventId != ActFrame.NO_EVENT) {
            ActRules.requireEvent(model.act(), eventId);
        }
        return frame;
    }
}
