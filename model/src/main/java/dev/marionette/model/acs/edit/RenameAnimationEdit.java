package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Rename animation": a new name, unique ignoring case (changing only the case is allowed). Return animations
 * and state lists that named the animation follow it: a reference written exactly as the old name gets the new
 * name as typed, one in another case (the compiler writes upper case) gets the new name in upper case. The
 * animation block's name becomes the upper-cased new name; undo restores the old one even when a file had an
 * unusual block name.
 *
 * <p>Changes, in order: {@code ANIMATION "name"}, the return animations that followed, the states that
 * followed.
 */
public final class RenameAnimationEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentAnimation animation;
    private final transient AgentCharacter character;
    private final String oldName;
    private final String oldBlockName;
    private final String newName;
    private final transient ReturnUpdates returns;
    private final transient StatesUpdate states;

    public RenameAnimationEdit(AgentCharacter c, int index, String newName) {
        super("Rename animation");
        AgentLimits.requireIndex(index, c.animations().size(), "animation");
        AgentNames.requireNewAnimationName(c, newName, index);
        this.character = c;
        this.animation = c.animations().get(index);
        this.oldName = animation.name();
        this.oldBlockName = animation.blockName();
        this.newName = newName;
        AgentLimits.require(!oldName.equals(newName), "The animation is already named \"" + newName + "\".");
        this.returns = ReturnUpdates.renaming(c, oldName, newName);
        this.states = StatesUpdate.rewriting(c, (state, animations) -> animations.stream()
                .map(a -> AgentNames.same(a, oldName) ? AgentNames.renamedReference(a, oldName, newName) : a)
                .toList());
        List<Change> changes = new ArrayList<>();
        changes.add(Change.property(Part.ANIMATION, "name", index));
        changes.addAll(returns.changes());
        changes.addAll(states.changes());
        setChanges(changes);
    }

    @Override
    protected void apply() {
        animation.setName(newName);
        returns.apply();
        states.apply(character);
    }

    @Override
    protected void revert() {
        states.revert(character);
        returns.revert();
        animation.setName(oldName);
        animation.setBlockName(oldBlockName);
    }
}
