package dev.marionette.model.sims;

import java.util.List;

/**
 * A property list: key/value pairs. A TS1 bone or motion holds a list of these lists; in a TSO {@code .anim} one
 * such list is a "prop" (see {@link TsoPropertyList}).
 */
public record PropertyList(List<SimsProperty> pairs) {

    public PropertyList {
        pairs = List.copyOf(pairs);
    }

    /** The value of the first pair with this key, or null. */
    public String get(String key) {
        for (SimsProperty pair : pairs) {
            if (pair.key().equals(key)) {
                return pair.value();
            }
        }
        return null;
    }
}
