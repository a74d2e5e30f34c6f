package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import java.util.List;

/** The Character Editor's rules for a character's name and description in one language. */
final class LanguageRules {

    private LanguageRules() {
    }

    /** Rejects a language id another entry (other than {@code except}) already has. */
    static void requireUniqueLanguage(AgentCharacter c, int languageId, int except) {
        List<AgentLocalizedInfo> all = c.localizedInfo();
        for (int i = 0; i < all.size(); i++) {
            AgentLocalizedInfo other = all.get(i);
            if (i != except && other.languageId() == languageId) {
                throw new dev.marionette.model.doc.EditRejectedException(String.format(
                        "The character already has a name and description for language 0x%04X (\"%s\").",
                        languageId, other.name()));
            }
        }
    }

    static void requireName(String name) {
        AgentLimits.require(!name.isBlank(), "The character needs a name.");
        AgentLimits.require(name.length() <= AgentLimits.MAX_NAME_LENGTH, "The character name is " + name.length()
                + " characters long; at most " + AgentLimits.MAX_NAME_LENGTH + " are allowed.");
    }

    static void requireDescription(String description) {
        AgentLimits.require(description.length() <= AgentLimits.MAX_DESCRIPTION_LENGTH, "The description is "
                + description.length() + " characters long; at most " + AgentLimits.MAX_DESCRIPTION_LENGTH
                + " are allowed.");
    }
}
