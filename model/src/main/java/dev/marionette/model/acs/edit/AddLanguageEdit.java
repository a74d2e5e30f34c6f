package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Add language": a name, description and extra data for one more language, inserted at {@code index} of the
 * character's localized info list. The language id must be new; the name is 1..32 characters and the
 * description at most 256, as in the Character Editor.
 */
public final class AddLanguageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentLocalizedInfo info;

    public AddLanguageEdit(AgentCharacter c, int index, AgentLocalizedInfo info) {
        super("Add language");
        AgentLimits.requireInsertPosition(index, c.localizedInfo().size(), "language");
        AgentLimits.require(c.localizedInfo().size() < AgentLimits.U16_MAX, "A character can have at most "
                + AgentLimits.U16_MAX + " languages.");
        LanguageRules.requireUniqueLanguage(c, info.languageId(), -1);
        LanguageRules.requireName(info.name());
        LanguageRules.requireDescription(info.description());
        this.character = c;
        this.index = index;
        this.info = info;
        setChanges(List.of(Change.added(Part.LOCALE, index)));
    }

    @Override
    protected void apply() {
        character.localizedInfo().add(index, info);
    }

    @Override
    protected void revert() {
        character.localizedInfo().remove(index);
    }
}
