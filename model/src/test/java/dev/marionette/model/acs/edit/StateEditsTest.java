package dev.marionette.model.acs.edit;

import static dev.marionette.model.acs.edit.EditCheck.changesNothing;
import static dev.marionette.model.acs.edit.EditCheck.doUndoRedo;
import static dev.marionette.model.acs.edit.EditCheck.rejects;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Assigning animations to the states Agent knows, and keeping the states a file lists. */
class StateEditsTest {

    private final AgentDocument doc = EditFixtures.document();
    private final AnimationOperations ops = doc.operations().animations();
    private final AgentCharacter c = doc.character();

    @Test
    void assigningToAStateTheCharacterDoesNotListAppendsIt() {
        doUndoRedo(doc, () -> ops.assignToState("Speaking", 0), Change.added(Part.STATE, 4));
        assertThat(c.states().get(4)).isEqualTo(new AgentState("SPEAKING", List.of("SHOW")));
        assertThat(doc.undoLabel()).isEqualTo("Undo Assign to state Speaking");
    }

    @Test
    void assigningToAListedStateAppendsTheNameInUpperCase() {
        doUndoRedo(doc, () -> ops.assignToState("idlinglevel1", 0), Change.property(Part.STATE, "animations", 1));
        assertThat(c.states().get(1).animations()).containsExactly("IDLE", "GREET", "SHOW");
        rejects(doc, () -> ops.assignToState("IdlingLevel1", 0), "\"Show\" is already assigned to the state "
                + "IdlingLevel1.");
    }

    @Test
    void onlyKnownStatesAndStatesTheFileListsCanBeUsed() {
        rejects(doc, () -> ops.assignToState("Dancing", 0), "Agent has no state named \"Dancing\".");
        doUndoRedo(doc, () -> ops.assignToState("CustomState", 0), Change.property(Part.STATE, "animations", 3));
        assertThat(AgentStates.editable(c)).endsWith("IDLINGLEVEL3", "CUSTOMSTATE").hasSize(17);
        assertThat(AgentStates.displayName("GESTURINGLEFT")).isEqualTo("GesturingLeft");
        assertThat(AgentStates.displayName("CUSTOMSTATE")).isEqualTo("CUSTOMSTATE");
    }

    @Test
    void removingTheLastAnimationOfAStateDropsTheState() {
        doUndoRedo(doc, () -> ops.removeFromState("Hiding", 1), Change.removed(Part.STATE, 2));
        doUndoRedo(doc, () -> ops.removeFromState("IdlingLevel1", 1), Change.property(Part.STATE, "animations", 1));
        assertThat(c.states().get(1).animations()).containsExactly("GREET");
        rejects(doc, () -> ops.removeFromState("Showing", 1), "\"Idle\" is not assigned to the state Showing.");
    }

    @Test
    void theStateChecklistIsOneStep() {
        doUndoRedo(doc, () -> ops.setStates(1, List.of("Hiding", "IdlingLevel2")),
                Change.property(Part.STATE, "animations", 1), Change.added(Part.STATE, 4));
        assertThat(AgentStates.isAssigned(c, "IDLINGLEVEL1", "Idle")).isFalse();
        assertThat(AgentStates.isAssigned(c, "HIDING", "idle")).isTrue();
        assertThat(AgentStates.animations(c, "IdlingLevel2")).containsExactly("IDLE");
        assertThat(doc.undoLabel()).isEqualTo("Undo Assign to states");
        changesNothing(doc, () -> ops.setStates(1, List.of("HIDING", "idlinglevel2")));
        rejects(doc, () -> ops.setStates(1, List.of("Dancing")), "Agent has no state named \"Dancing\".");
        // each removal's index is the one at the time it is applied: IDLINGLEVEL2 was at 4, then at 3
        doUndoRedo(doc, () -> ops.setStates(1, List.of()), Change.removed(Part.STATE, 2),
                Change.removed(Part.STATE, 3));
    }
}
