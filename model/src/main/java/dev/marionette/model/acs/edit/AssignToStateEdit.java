package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;

/**
 * "Assign to state": adds an animation to the animations Agent picks from for a state. The state must be one
 * Agent knows ({@link AgentStates}) or one the character already lists; the animation must exist and not be
 * assigned yet. The name is stored in upper case, as the compiler does; a state the character does not list
 * yet is appended. Change: {@code STATE "animations"}, or {@code STATE} added.
 */
public final class AssignToStateEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final transient StatesUpdate update;

    public AssignToStateEdit(AgentCharacter c, String state, String animation) {
        super("Assign to state " + AgentStates.displayName(state));
        int existing = StatesUpdate.stateIndex(c, state);
        AgentLimits.require(existing >= 0 || AgentStates.isKnown(state), "Agent has no state named \"" + state
                + "\".");
        int a = AgentNames.animationIndex(c, animation);
        AgentLimits.require(a >= 0, "There is no animation named \"" + animation + "\".");
        AgentLimits.require(!AgentStates.isAssigned(c, state, animation), "\"" + c.animations().get(a).name()
                + "\" is already assigned to the state " + AgentStates.displayName(state) + ".");
        AgentLimits.require(existing >= 0 ? c.states().get(existing).animations().size() < AgentLimits.U16_MAX
                : c.states().size() < AgentLimits.U16_MAX, "The state list is full.");
        String stateName = existing >= 0 ? c.states().get(existing).name() : AgentNames.reference(state);
        this.character = c;
        this.update = StatesUpdate.assigning(c, stateName, AgentNames.reference(c.animations().get(a).name()));
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
