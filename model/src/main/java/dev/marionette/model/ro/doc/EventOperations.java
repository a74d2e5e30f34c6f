package dev.marionette.model.ro.doc;

import dev.marionette.model.ro.edit.EventListEdit;
import dev.marionette.model.ro.edit.RenameEventEdit;

/**
 * Event list commands (ACT 0x201 and later): add, rename and delete named events such as {@code atk} or
 * {@code poring_move.wav}. Frames refer to events by index; deleting one makes the frames firing it fire
 * nothing and renumbers the rest so every other frame keeps its event. Each call is one undo step.
 */
public final class EventOperations extends SpriteCommands {

    EventOperations(SpriteDocument doc) {
        super(doc);
    }

    /** Adds an event named {@code name} at the end of the list. Returns its index. */
    public int addEvent(String name) {
        EventListEdit edit = EventListEdit.add(model(), model().act().events().size(), name);
        doc.perform(edit);
        return edit.index();
    }

    /** Renames event {@code index}. */
    public void renameEvent(int index, String name) {
        RenameEventEdit edit = new RenameEventEdit(model(), index, name);
        if (!edit.before().equals(edit.after())) {
            doc.perform(edit);
        }
    }

    /** Deletes event {@code index}. */
    public void removeEvent(int index) {
        doc.perform(EventListEdit.remove(model(), index));
    }
}
