package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/** "Delete language": one entry of the localized info list. The last one is kept: a character needs a name. */
public final class RemoveLanguageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentLocalizedInfo removed;

    public RemoveLanguageEdit(AgentCharacter c, int index) {
        super("Delete language");
        AgentLimits.requireIndex(index, c.localizedInfo().size(), "language");
        AgentLimits.require(c.localizedInfo().size() > 1, "The character needs a name in at least one language.");
        this.character = c;
        this.index = index;
        this.removed = c.localizedInfo().get(index);
        setChanges(List.of(Change.removed(Part.LOCALE, index)));
    }

    @Override
    protected void apply() {
        character.localizedInfo().remove(index);
    }

    @Override
    protected void revert() {
        character.localizedInfo().add(index, removed);
    }
}
