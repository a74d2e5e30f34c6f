package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Move animation": changes an animation's place in the directory. References to animations are by name, so
 * nothing else changes. Change: {@code ANIMATION} moved (root path).
 */
public final class MoveAnimationEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int from;
    private final int to;

    public MoveAnimationEdit(AgentCharacter c, int from, int to) {
        super("Move animation");
        AgentLimits.requireIndex(from, c.animations().size(), "animation");
        AgentLimits.requireIndex(to, c.animations().size(), "animation");
        AgentLimits.require(from != to, "The animation is already there.");
        this.character = c;
        this.from = from;
        this.to = to;
        setChanges(List.of(Change.moved(Part.ANIMATION)));
    }

    @Override
    protected void apply() {
        IndexMap.moveItem(character.animations(), from, to);
    }

    @Override
    protected void revert() {
        IndexMap.moveItem(character.animations(), to, from);
    }
}
