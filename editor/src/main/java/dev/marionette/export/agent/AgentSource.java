package dev.marionette.export.agent;

import dev.marionette.export.SequenceSource;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import java.util.List;
import java.util.Objects;

/**
 * A Microsoft Agent character ready to export. The character is a snapshot ({@link AgentCharacter#copy()}):
 * nobody edits it any more, so exporters may read it on any thread (its images decode themselves on first use,
 * synchronized).
 *
 * @param name      names the outputs ("Genie")
 * @param character the character (a copy, never the live document)
 */
public record AgentSource(String name, AgentCharacter character) implements SequenceSource {

    public AgentSource {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(character, "character");
    }

    /** The animation names in directory order. */
    @Override
    public List<String> sequenceNames() {
        return character.animations().stream().map(AgentAnimation::name).toList();
    }
}
