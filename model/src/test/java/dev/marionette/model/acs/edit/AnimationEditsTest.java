package dev.marionette.model.acs.edit;

import static dev.marionette.model.acs.edit.EditCheck.changesNothing;
import static dev.marionette.model.acs.edit.EditCheck.doUndoRedo;
import static dev.marionette.model.acs.edit.EditCheck.rejects;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Adding, renaming, deleting, duplicating and moving animations, and their transitions. */
class AnimationEditsTest {

    private final AgentDocument doc = EditFixtures.document();
    private final AnimationOperations ops = doc.operations().animations();
    private final AgentCharacter c = doc.character();

    private List<String> names() {
        return c.animations().stream().map(AgentAnimation::name).toList();
    }

    @Test
    void anAnimationIsAddedWithANewNameIgnoringCase() {
        doUndoRedo(doc, () -> assertThat(ops.add(" Wave ")).isEqualTo(3), Change.added(Part.ANIMATION, 3));
        assertThat(names()).containsExactly("Show", "Idle", "Greet", "Wave");
        assertThat(c.animations().get(3).frames()).isEmpty();
        assertThat(c.animations().get(3).transition()).isEqualTo(AgentAnimation.TRANSITION_NONE);
        rejects(doc, () -> ops.add("IDLE"), "There is already an animation named \"Idle\" (names are compared "
                + "ignoring case).");
        rejects(doc, () -> ops.add("  "), "An animation needs a name.");
        doUndoRedo(doc, () -> ops.insert(0, "First"), Change.added(Part.ANIMATION, 0));
        assertThat(names()).startsWith("First", "Show");
        rejects(doc, () -> ops.insert(9, "Late"), "A new animation cannot go to position 10 (there are 5).");
    }

    @Test
    void renamingMakesReturnAnimationsAndStatesFollowInTheirOwnSpelling() {
        doUndoRedo(doc, () -> ops.rename(1, "Rest"), Change.property(Part.ANIMATION, "name", 1),
                Change.property(Part.ANIMATION, "returnAnimation", 0),
                Change.property(Part.STATE, "animations", 1), Change.property(Part.STATE, "animations", 2));
        assertThat(c.animations().get(0).returnAnimation()).isEqualTo("REST");
        assertThat(c.states().get(1)).isEqualTo(new AgentState("IDLINGLEVEL1", List.of("REST", "GREET")));
        assertThat(c.states().get(2)).isEqualTo(new AgentState("HIDING", List.of("REST")));
        assertThat(c.animations().get(1).blockName()).isEqualTo("REST");

        doUndoRedo(doc, () -> ops.rename(0, "Appear"), Change.property(Part.ANIMATION, "name", 0),
                Change.property(Part.ANIMATION, "returnAnimation", 2), Change.property(Part.STATE, "animations", 0));
        assertThat(c.animations().get(2).returnAnimation()).as("written exactly as the name: stays exact")
                .isEqualTo("Appear");
        assertThat(c.states().get(0).animations()).containsExactly("APPEAR");
        assertThat(doc.undoLabel()).isEqualTo("Undo Rename animation");
    }

    @Test
    void undoingARenameRestoresAnUnusualBlockName() {
        AgentAnimation greet = c.animations().get(2);
        doUndoRedo(doc, () -> ops.rename(2, "Hello"), Change.property(Part.ANIMATION, "name", 2),
                Change.property(Part.STATE, "animations", 1), Change.property(Part.STATE, "animations", 3));
        assertThat(greet.blockName()).isEqualTo("HELLO");
        doc.undo();
        assertThat(greet.name()).isEqualTo("Greet");
        assertThat(greet.blockName()).isEqualTo("GREETING");
    }

    @Test
    void onlyTheCaseOfANameCanChangeAndReferencesInUpperCaseStay() {
        doUndoRedo(doc, () -> ops.rename(1, "IDLE"), Change.property(Part.ANIMATION, "name", 1));
        assertThat(c.animations().get(0).returnAnimation()).isEqualTo("IDLE");
        rejects(doc, () -> ops.rename(1, "show"), "There is already an animation named \"Show\"");
        rejects(doc, () -> ops.rename(1, ""), "needs a name");
        changesNothing(doc, () -> ops.rename(1, " IDLE "));
    }

    @Test
    void deletingAnAnimationClearsReturnsToItAndTakesItOutOfStates() {
        doUndoRedo(doc, () -> ops.remove(1), Change.property(Part.ANIMATION, "returnAnimation", 0),
                Change.property(Part.ANIMATION, "transition", 0), Change.property(Part.STATE, "animations", 1),
                Change.removed(Part.STATE, 2), Change.removed(Part.ANIMATION, 1));
        AgentAnimation show = c.animations().get(0);
        assertThat(show.returnAnimation()).isEmpty();
        assertThat(show.transition()).isEqualTo(AgentAnimation.TRANSITION_NONE);
        assertThat(c.states()).extracting(AgentState::name).containsExactly("SHOWING", "IDLINGLEVEL1",
                "CUSTOMSTATE");
        assertThat(c.states().get(1).animations()).containsExactly("GREET");
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete animation \"Idle\"");
    }

    @Test
    void statesLeftEmptyAreDroppedHighestIndexFirst() {
        ops.removeFromState("Hiding", 1);
        doUndoRedo(doc, () -> ops.remove(2), Change.property(Part.STATE, "animations", 1),
                Change.removed(Part.STATE, 2), Change.removed(Part.ANIMATION, 2));
        assertThat(c.states()).extracting(AgentState::name).containsExactly("SHOWING", "IDLINGLEVEL1");
        ops.remove(0);
        assertThat(c.states()).extracting(AgentState::name).containsExactly("IDLINGLEVEL1");
        assertThat(c.animations().get(0).returnAnimation()).as("Idle never returned to Show").isEmpty();
    }

    @Test
    void aDuplicateGoesRightAfterTheOriginalWithAFreshName() {
        doUndoRedo(doc, () -> assertThat(ops.duplicate(0)).isEqualTo(1), Change.added(Part.ANIMATION, 1));
        assertThat(names()).containsExactly("Show", "Show Copy", "Idle", "Greet");
        AgentAnimation copy = c.animations().get(1);
        assertThat(copy.frames()).isEqualTo(c.animations().get(0).frames());
        assertThat(copy.frames().get(0)).isNotSameAs(c.animations().get(0).frames().get(0));
        assertThat(copy.returnAnimation()).isEqualTo("IDLE");
        assertThat(AgentStates.isAssigned(c, "SHOWING", "Show Copy")).isFalse();
        ops.duplicate(0);
        assertThat(names()).containsExactly("Show", "Show Copy 2", "Show Copy", "Idle", "Greet");
        AgentAnimation greetCopy = c.animations().get(ops.duplicate(4));
        assertThat(greetCopy.blockName()).isEqualTo("GREET COPY");
        assertThat(doc.undoLabel()).isEqualTo("Undo Duplicate animation");
    }

    @Test
    void movingAnAnimationChangesOnlyTheOrder() {
        doUndoRedo(doc, () -> ops.move(0, 2), Change.moved(Part.ANIMATION));
        assertThat(names()).containsExactly("Idle", "Greet", "Show");
        changesNothing(doc, () -> ops.move(1, 1));
        rejects(doc, () -> ops.move(0, 3), "There is no animation 4 (there are 3).");
    }

    @Test
    void theReturnAnimationIsAnotherExistingAnimationStoredInUpperCase() {
        doUndoRedo(doc, () -> ops.setReturnAnimation(1, "greet"), Change.property(Part.ANIMATION, "transition", 1),
                Change.property(Part.ANIMATION, "returnAnimation", 1));
        assertThat(c.animations().get(1).transition()).isEqualTo(AgentAnimation.TRANSITION_RETURN);
        assertThat(c.animations().get(1).returnAnimation()).isEqualTo("GREET");
        rejects(doc, () -> ops.setReturnAnimation(0, "Show"), "An animation cannot return to itself.");
        rejects(doc, () -> ops.setReturnAnimation(0, "Dance"), "There is no animation named \"Dance\".");
        rejects(doc, () -> ops.setTransition(0, 3, null), "The transition type must be between 0 and 2");
        changesNothing(doc, () -> ops.setReturnAnimation(0, "idle"));
    }

    @Test
    void exitBranchesAndNoTransitionHaveNoReturnAnimation() {
        doUndoRedo(doc, () -> ops.useExitBranches(0), Change.property(Part.ANIMATION, "transition", 0),
                Change.property(Part.ANIMATION, "returnAnimation", 0));
        assertThat(c.animations().get(0).returnAnimation()).isEmpty();
        assertThat(doc.undoLabel()).isEqualTo("Undo Use exit branches");
        doUndoRedo(doc, () -> ops.setNoTransition(0), Change.property(Part.ANIMATION, "transition", 0));
        changesNothing(doc, () -> ops.setNoTransition(0));
    }
}
