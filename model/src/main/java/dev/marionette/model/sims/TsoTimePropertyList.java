package dev.marionette.model.sims;

import java.util.List;

/** A list of TSO events (time properties) of a motion. */
public record TsoTimePropertyList(List<TsoTimeProperty> items) {

    public TsoTimePropertyList {
        items = List.copyOf(items);
    }
}
