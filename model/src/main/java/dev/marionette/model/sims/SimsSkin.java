package dev.marionette.model.sims;

import java.util.Objects;

/** A skin of a suit: the mesh ({@code skinName}) bound to a bone, with its censor flags and a value kept as read. */
public record SimsSkin(String boneName, String skinName, int censorFlags, int unknown) {

    public SimsSkin {
        Objects.requireNonNull(boneName, "boneName");
        Objects.requireNonNull(skinName, "skinName");
    }
}
