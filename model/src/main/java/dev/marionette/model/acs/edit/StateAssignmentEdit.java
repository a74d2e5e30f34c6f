package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;

/**
 * "Assign to state" or "Remove from state": an animation added to, or taken out of, the animations Agent picks
 * from for a state, as a {@link StatesUpdate} of the character's state list. Changes: {@code STATE
 * "animations"}, or {@code STATE} added (a state the character did not list yet) or removed (a state left with no
 * animation is dropped from the file).
 */
public final class StateAssignmentEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final transient StatesUpdate update;

    private StateAssignmentEdit(String name, AgentCharacter c, StatesUpdate update) {
        super(name);
        this.character = c;
        this.update = update;
        setChanges(update.changes());
    }

    /**
     * Assigns {@code animation} to {@code state}. The state must be one Agent knows ({@link AgentStates}) or one
     * the character already lists; the animation must exist and not be assigned yet. The name is stored in upper
     * case, as the compiler does; a state the character does not list yet is appended.
     */
    public static StateAssignmentEdit assign(AgentCharacter c, String state, String animation) {
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
        return new StateAssignmentEdit("Assign to state " + AgentStates.displayName(state), c,
                StatesUpdate.assigning(c, stateName, AgentNames.reference(c.animations().get(a).name())));
    }

    /** Takes {@code animation} out of {@code state}'s list (every entry naming it, ignoring case). */
    public static StateAssignmentEdit remove(AgentCharacter c, String state, String animation) {
        AgentLimits.require(AgentStates.isAssigned(c, state, animation), "\"" + animation
                + "\" is not assigned to the state " + AgentStates.displayName(state) + ".");
        return new StateAssignmentEdit("Remove from state " + AgentStates.displayName(state), c,
                StatesUpdate.rewriting(c, (name, animations) -> !AgentNames.same(name, state) ? animations
                        : animations.stream().filter(a -> !AgentNames.same(a, animation)).toList()));
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
