package dev.marionette.model.sims;

import java.util.List;

/**
 * A TSO "props list": props, each a list of key/value pairs ({@link PropertyList}). A TSO motion holds a list of
 * these, and each TSO event one.
 */
public record TsoPropertyList(List<PropertyList> props) {

    public TsoPropertyList {
        props = List.copyOf(props);
    }

    /** A props list holding one prop with these pairs. */
    public static TsoPropertyList single(List<SimsProperty> pairs) {
        return new TsoPropertyList(List.of(new PropertyList(pairs)));
    }

    /** The pairs of all props, in order. */
    public List<SimsProperty> allPairs() {
        return props.stream().flatMap(p -> p.pairs().stream()).toList();
    }
}
