package dev.marionette.io.acs.edit;

import static dev.marionette.io.acs.edit.EditStep.animation;
import static dev.marionette.io.acs.edit.EditStep.pick;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentStates;
import dev.marionette.model.acs.edit.AnimationOperations;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Runs the animation and state kinds of {@link EditStep}. */
final class AnimationSteps {

    private AnimationSteps() {
    }

    static boolean apply(EditStep s, AgentDocument doc) {
        AgentCharacter c = doc.character();
        AnimationOperations ops = doc.operations().animations();
        if (s.kind() == EditStep.Kind.ADD_ANIMATION) {
            ops.insert(pick(s.b(), c.animations().size() + 1), "Anim " + pick(s.a(), 30));
            return true;
        }
        int a = animation(c, s.a());
        if (a < 0) {
            return false;
        }
        int n = c.animations().size();
        switch (s.kind()) {
            case RENAME_ANIMATION -> {
                String name = c.animations().get(a).name();
                ops.rename(a, switch (pick(s.c(), 3)) {
                    case 0 -> name.toLowerCase(Locale.ROOT);
                    case 1 -> c.animations().get(pick(s.b(), n)).name();
                    default -> "Renamed " + pick(s.d(), 20);
                });
            }
            case REMOVE_ANIMATION -> ops.remove(a);
            case DUPLICATE_ANIMATION -> ops.duplicate(a);
            case MOVE_ANIMATION -> ops.move(a, pick(s.b(), n));
            case TRANSITION -> {
                switch (pick(s.c(), 3)) {
                    case 0 -> ops.setReturnAnimation(a, c.animations().get(pick(s.b(), n)).name());
                    case 1 -> ops.useExitBranches(a);
                    default -> ops.setNoTransition(a);
                }
            }
            case ASSIGN_STATE -> ops.assignToState(AgentStates.NAMES.get(pick(s.b(), AgentStates.NAMES.size())), a);
            case REMOVE_FROM_STATE -> {
                if (c.states().isEmpty()) {
                    return false;
                }
                AgentState state = c.states().get(pick(s.b(), c.states().size()));
                if (state.animations().isEmpty()) {
                    return false;
                }
                String animation = state.animations().get(pick(s.c(), state.animations().size()));
                int index = indexOf(c, animation);
                if (index < 0) {
                    return false;
                }
                ops.removeFromState(state.name(), index);
            }
            case SET_STATES -> {
                List<String> editable = AgentStates.editable(c);
                List<String> chosen = new ArrayList<>();
                for (int i = 0; i < editable.size(); i++) {
                    if (((s.d() >> pick(i, 31)) & 1) != 0 && pick(s.b() + i, 3) == 0) {
                        chosen.add(editable.get(i));
                    }
                }
                ops.setStates(a, chosen);
            }
            default -> throw new IllegalArgumentException(s.kind().toString());
        }
        return true;
    }

    private static int indexOf(AgentCharacter c, String name) {
        for (int i = 0; i < c.animations().size(); i++) {
            if (c.animations().get(i).name().equalsIgnoreCase(name)) {
                return i;
            }
        }
        return -1;
    }
}
