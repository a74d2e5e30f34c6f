package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;

/**
 * Changes one language entry: its language id, the character's name (1..32 characters), description (at most
 * 256) or extra data. Only the fields that change are checked, so an entry read from a file with a longer
 * description can still get a new name. Consecutive changes of the same field of the same entry merge (typing).
 * Change: {@code LOCALE} with the field name as property ("name", "description", "extraData", "languageId";
 * several joined with commas).
 */
public final class SetLanguageInfoEdit extends SetPropertyEdit<AgentLocalizedInfo> {

    private static final long serialVersionUID = 1L;

    private static final String[] FIELDS = {"languageId", "name", "description", "extraData"};

    public SetLanguageInfoEdit(AgentCharacter c, int index, AgentLocalizedInfo info) {
        super(stepName(field(checked(c, index, info), info)), c.localizedInfo(), "language" + index + ":"
                + field(c.localizedInfo().get(index), info), c.localizedInfo().get(index), info,
                v -> c.localizedInfo().set(index, v),
                Change.property(Part.LOCALE, field(c.localizedInfo().get(index), info), index), true);
    }

    private static AgentLocalizedInfo checked(AgentCharacter c, int index, AgentLocalizedInfo info) {
        AgentLimits.requireIndex(index, c.localizedInfo().size(), "language");
        AgentLocalizedInfo old = c.localizedInfo().get(index);
        if (info.languageId() != old.languageId()) {
            LanguageRules.requireUniqueLanguage(c, info.languageId(), index);
        }
        if (!info.name().equals(old.name())) {
            LanguageRules.requireName(info.name());
        }
        if (!info.description().equals(old.description())) {
            LanguageRules.requireDescription(info.description());
        }
        return old;
    }

    private static String field(AgentLocalizedInfo before, AgentLocalizedInfo after) {
        return Fields.differing(FIELDS, new Object[] {before.languageId(), before.name(), before.description(),
            before.extraData()}, new Object[] {after.languageId(), after.name(), after.description(),
                after.extraData()});
    }

    private static String stepName(String field) {
        return switch (field) {
            case "name" -> "Rename character";
            case "description" -> "Change description";
            case "extraData" -> "Change extra data";
            case "languageId" -> "Change language";
            default -> "Change character info";
        };
    }
}
