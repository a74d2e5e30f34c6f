package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;

/**
 * Base of the Agent document's command groups ({@link AgentOperations}): the document they perform their steps
 * on and the character they change.
 */
abstract class AgentCommands {

    final AgentDocument document;

    AgentCommands(AgentDocument document) {
        this.document = document;
    }

    final AgentCharacter c() {
        return document.character();
    }
}
