package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Delete animation": removes an animation and every reference to it by name. Other animations that returned
 * to it return to nothing (a {@link AgentAnimation#TRANSITION_RETURN} transition becomes
 * {@link AgentAnimation#TRANSITION_NONE}); it is taken out of every state, and a state left with no animation
 * is dropped. Undo puts back the animation, the references and the states exactly as they were.
 *
 * <p>Changes, in order: the other animations' return animations (their indexes before the removal), the
 * states ({@link StatesUpdate}), then the animation's removal.
 */
public final class RemoveAnimationEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentAnimation removed;
    private final transient ReturnUpdates returns;
    private final transient StatesUpdate states;

    public RemoveAnimationEdit(AgentCharacter c, int index) {
        super(name(c, index));
        this.character = c;
        this.index = index;
        this.removed = c.animations().get(index);
        String name = removed.name();
        this.returns = ReturnUpdates.removing(c, index);
        this.states = StatesUpdate.rewriting(c, (state, animations) -> animations.stream()
                .filter(a -> !AgentNames.same(a, name)).toList());
        List<Change> changes = new ArrayList<>(returns.changes());
        changes.addAll(states.changes());
        changes.add(Change.removed(Part.ANIMATION, index));
        setChanges(changes);
    }

    private static String name(AgentCharacter c, int index) {
        AgentLimits.requireIndex(index, c.animations().size(), "animation");
        return "Delete animation \"" + c.animations().get(index).name() + "\"";
    }

    @Override
    protected void apply() {
        returns.apply();
        states.apply(character);
        character.animations().remove(index);
    }

    @Override
    protected void revert() {
        character.animations().add(index, removed);
        states.revert(character);
        returns.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + 64L * removed.frames().size() + returns.memoryCost() + states.memoryCost();
    }
}
