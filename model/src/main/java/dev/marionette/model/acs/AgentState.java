package dev.marionette.model.acs;

import java.util.List;
import java.util.Objects;

/**
 * STATEINFO: a state (e.g. "SHOWING", "IDLINGLEVEL1") and the names of the animations assigned to it, in file
 * order ({@code STRING state; u16 m; STRING animation[m]}).
 */
public record AgentState(String name, List<String> animations) {

    public AgentState {
        Objects.requireNonNull(name, "name");
        animations = List.copyOf(animations);
    }
}
