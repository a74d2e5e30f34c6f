package dev.marionette.model.acs;

import java.util.Objects;

/**
 * LOCALIZEDINFO: the character's name, description and extra data in one language (acs.md 4.1:
 * {@code u16 LANGID; STRING name; STRING description; STRING extraData}).
 *
 * @param languageId a Windows LANGID, e.g. 0x0409 (English US) or 0x0009 (English neutral)
 */
public record AgentLocalizedInfo(int languageId, String name, String description, String extraData) {

    public AgentLocalizedInfo {
        AgentVoice.checkU16(languageId, "languageId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(extraData, "extraData");
    }
}
