package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * A change of the character's state list (STATEINFO), worked out in advance: the whole list before and after
 * (states are small immutable records), so undo puts back exactly the entries, order and spelling a file had.
 *
 * <p>A state exists in the file only while animations are assigned to it: a state whose last animation goes
 * is dropped, and assigning an animation to a state the character does not list yet appends that state.
 * States read from a file with no animations stay until they are edited. Changes: the states whose animation
 * list changed ({@code STATE "animations"}, index before any removal), then dropped states (removed, highest
 * index first), then an appended state (added).
 */
final class StatesUpdate {

    private final List<AgentState> before;
    private final List<AgentState> after;
    private final List<Change> changes = new ArrayList<>();

    private StatesUpdate(List<AgentState> before, List<AgentState> after) {
        this.before = List.copyOf(before);
        this.after = List.copyOf(after);
    }

    /**
     * Rewrites every state's animation list with {@code rewrite(stateName, animations)}; returning an equal
     * list leaves the state alone, returning an empty one for a state that had animations drops it.
     */
    static StatesUpdate rewriting(AgentCharacter c, BiFunction<String, List<String>, List<String>> rewrite) {
        List<AgentState> before = c.states();
        List<AgentState> after = new ArrayList<>();
        List<Change> modified = new ArrayList<>();
        List<Change> dropped = new ArrayList<>();
        for (int i = 0; i < before.size(); i++) {
            AgentState s = before.get(i);
            List<String> animations = rewrite.apply(s.name(), s.animations());
            if (animations.equals(s.animations())) {
                after.add(s);
            } else if (animations.isEmpty()) {
                dropped.add(0, Change.removed(Part.STATE, i));
            } else {
                after.add(new AgentState(s.name(), animations));
                modified.add(Change.property(Part.STATE, "animations", i));
            }
        }
        StatesUpdate u = new StatesUpdate(before, after);
        u.changes.addAll(modified);
        u.changes.addAll(dropped);
        return u;
    }

    /** Appends {@code reference} to the state named {@code state}, appending the state when it is not listed. */
    static StatesUpdate assigning(AgentCharacter c, String state, String reference) {
        int index = stateIndex(c, state);
        if (index >= 0) {
            return rewriting(c, (name, animations) -> {
                if (!AgentNames.same(name, state)) {
                    return animations;
                }
                List<String> more = new ArrayList<>(animations);
                more.add(reference);
                return more;
            });
        }
        List<AgentState> after = new ArrayList<>(c.states());
        after.add(new AgentState(state, List.of(reference)));
        StatesUpdate u = new StatesUpdate(c.states(), after);
        u.changes.add(Change.added(Part.STATE, after.size() - 1));
        return u;
    }

    /** Index of the state named {@code name} (ignoring case), or -1. */
    static int stateIndex(AgentCharacter c, String name) {
        for (int i = 0; i < c.states().size(); i++) {
            if (AgentNames.same(c.states().get(i).name(), name)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether nothing would change. */
    boolean isEmpty() {
        return changes.isEmpty();
    }

    void apply(AgentCharacter c) {
        c.states().clear();
        c.states().addAll(after);
    }

    void revert(AgentCharacter c) {
        c.states().clear();
        c.states().addAll(before);
    }

    List<Change> changes() {
        return changes;
    }

    long memoryCost() {
        return 64L * (before.size() + after.size());
    }
}
