package dev.marionette.model.sims.edit;

import dev.marionette.model.sims.SimsProperty;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An event of a skill as a view shows it: where it is, the bone of its motion, its time in milliseconds and its
 * key/value pairs ({@code footstep 2}, {@code xevt 101}).
 */
public record SkillEvent(EventRef ref, String bone, long time, List<SimsProperty> pairs) {

    public SkillEvent {
        pairs = List.copyOf(pairs);
    }

    /** "footstep 2, interruptable 0": the pairs as the CMX text writes them, key then value. */
    public String label() {
        return pairs.isEmpty() ? "(no pairs)" : pairs.stream().map(p -> p.value().isEmpty() ? p.key()
                : p.key() + " " + p.value()).collect(Collectors.joining(", "));
    }
}
