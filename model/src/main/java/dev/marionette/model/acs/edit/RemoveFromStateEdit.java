package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;

/**
 * "Remove from state": takes an animation out of a state's list (every entry naming it, ignoring case). A
 * state left with no animation is dropped from the file. Change: {@code STATE "animations"}, or {@code STATE}
 * removed.
 */
public final class RemoveFromStateEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final transient StatesUpdate update;

    public RemoveFromStateEdit(AgentCharacter c, String state, String animation) {
        super("Remove from state " + AgentStates.displayName(state));
        AgentLimits.require(AgentStates.isAssigned(c, state, animation), "\"" + animation
                + "\" is not assigned to the state " + AgentStates.displayName(state) + ".");
        this.character = c;
        this.update = StatesUpdate.rewriting(c, (name, animations) -> !AgentNames.same(name, state) ? animations
                : animations.stream().filter(a -> !AgentNames.same(a, animation)).toList());
        setChanges(update.changes());
    }

    @Override
    protected void apply() {
        update.apply(character);
    }

    @Override
    protected void revert() {
        update.revert(character);
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + update.memoryCost();
    }
}
