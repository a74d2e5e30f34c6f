package dev.marionette.model.sims;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A named skeleton ({@code adult}, {@code child}): its bones, parents listed before their children. */
public record SimsSkeleton(String name, List<SimsBone> bones) {

    public SimsSkeleton {
        Objects.requireNonNull(name, "name");
        bones = List.copyOf(bones);
    }

    /** The bone with this name. */
    public Optional<SimsBone> bone(String boneName) {
        return bones.stream().filter(b -> b.name().equals(boneName)).findFirst();
    }
}
