package dev.marionette.model.motion;

import java.util.Objects;

/**
 * One animated value of a skeleton: which bone it moves, how, and the name the file gives it.
 *
 * @param bone the index of the bone in {@link Skeleton#bones()}
 * @param kind what the value does to the bone
 * @param name the file's name for it (Acclaim: the dof token as written, e.g. {@code rx}, {@code TX})
 */
public record Channel(int bone, ChannelKind kind, String name) {

    public Channel {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
    }
}
