package dev.marionette.model.sims;

import java.util.Objects;

/**
 * One key/value pair of a property list, e.g. {@code name = adult} on a bone or {@code footstep = 2} on an event.
 * Both are text as the file stores it.
 */
public record SimsProperty(String key, String value) {

    public SimsProperty {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
        return key + "=" + value;
    }
}
