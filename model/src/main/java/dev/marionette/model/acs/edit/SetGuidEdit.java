package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import java.util.Objects;

/** "Set GUID" (or "New GUID"): the character's identifier, which Agent uses to tell characters apart. */
public final class SetGuidEdit extends SetPropertyEdit<AgentGuid> {

    private static final long serialVersionUID = 1L;

    public SetGuidEdit(String name, AgentCharacter c, AgentGuid guid) {
        super(name, c, "guid", c.guid(), Objects.requireNonNull(guid, "guid"), c::setGuid,
                Change.property(Part.CHARACTER, "guid"), false);
    }
}
