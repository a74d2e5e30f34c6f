package dev.marionette.model.sims;

import java.util.Objects;

/**
 * A TSO event: its id (the time in milliseconds, as in TS1; events are sorted by it) and one props list.
 *
 * @param id the id as stored (an unsigned 32-bit value)
 */
public record TsoTimeProperty(int id, TsoPropertyList properties) {

    public TsoTimeProperty {
        Objects.requireNonNull(properties, "properties");
    }
}
