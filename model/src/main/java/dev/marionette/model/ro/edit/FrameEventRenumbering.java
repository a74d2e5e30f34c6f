package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The frame event ids that change when the event list changes, so frames keep firing the same named event.
 * Only ids that index the list are renumbered; an id that pointed at nothing (kept as read) stays as it is.
 */
final class FrameEventRenumbering {

    private final List<ActFrame> frames = new ArrayList<>();
    private final List<int[]> ids = new ArrayList<>();
    private final List<Change> changes = new ArrayList<>();

    /**
     * @param eventCount the list's size before the change
     * @param newId      maps a valid old id to its new id ({@link ActFrame#NO_EVENT} when its event is gone)
     */
    FrameEventRenumbering(ActDocument act, int eventCount, IntUnaryOperator newId) {
        List<ActAnimation> actions = act.animations();
        for (int a = 0; a < actions.size(); a++) {
            List<ActFrame> actionFrames = actions.get(a).frames();
            for (int f = 0; f < actionFrames.size(); f++) {
                ActFrame frame = actionFrames.get(f);
                int id = frame.eventId();
                if (id < 0 || id >= eventCount) {
                    continue;
                }
                int renumbered = newId.applyAsInt(id);
                if (renumbered != id) {
                    frames.add(frame);
                    ids.add(new int[] {id, renumbered});
                    changes.add(Change.property(Part.FRAME, SetFrameEventEdit.PROPERTY, a, f));
                }
            }
        }
    }

    void apply() {
        for (int i = 0; i < frames.size(); i++) {
            frames.get(i).setEventId(ids.get(i)[1]);
        }
    }

    void revert() {
        for (int i = 0; i < frames.size(); i++) {
            frames.get(i).setEventId(ids.get(i)[0]);
        }
    }

    List<Change> changes() {
        return changes;
    }

    long memoryCost() {
        return frames.size() * 48L;
    }
}
