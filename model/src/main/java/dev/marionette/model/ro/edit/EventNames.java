package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.doc.EditRejectedException;

/** Checks a new event name: not empty, not taken, and storable in the 40-byte field. */
final class EventNames {

    private EventNames() {
    }

    /**
     * The event for {@code name}, or a rejection.
     *
     * @param except an index of the list to ignore when looking for the name (the event being renamed), or -1
     */
    static ActEvent checked(ActDocument act, String name, int except) {
        if (name == null || name.isEmpty()) {
            throw new EditRejectedException("An event needs a name, such as atk or a sound file name ending in .wav.");
        }
        ActEvent event;
        try {
            event = ActEvent.of(name);
        } catch (IllegalArgumentException e) {
            throw new EditRejectedException("The event name \"" + name + "\" does not fit: names are stored in "
                    + ActEvent.SIZE + " bytes of " + ActEvent.CHARSET.name() + " text ending with a NUL, so at most "
                    + (ActEvent.SIZE - 1) + " bytes and no NUL characters.");
        }
        for (int i = 0; i < act.events().size(); i++) {
            if (i != except && act.events().get(i).name().equals(name)) {
                throw new EditRejectedException("There is already an event named \"" + name + "\" (event " + i + ").");
            }
        }
        return event;
    }
}
