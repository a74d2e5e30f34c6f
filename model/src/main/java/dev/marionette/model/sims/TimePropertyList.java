package dev.marionette.model.sims;

import java.util.List;

/** A list of events (time properties) of a TS1 motion; a motion holds a list of these lists (usually one). */
public record TimePropertyList(List<TimeProperty> events) {

    public TimePropertyList {
        events = List.copyOf(events);
    }
}
