package dev.marionette.model.sims;

import java.util.List;
import java.util.Objects;

/** A suit: a named set of skins, with its type and a value kept as read. */
public record SimsSuit(String name, int type, int unknown, List<SimsSkin> skins) {

    public SimsSuit {
        Objects.requireNonNull(name, "name");
        skins = List.copyOf(skins);
    }
}
