package dev.marionette.io.agent;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentStyle;
import java.util.Map;

/** The facts {@code info} lists of every Agent character, whichever file (ACS or ACD) it was read from. */
final class CharacterFacts {

    private CharacterFacts() {
    }

    /** Adds the character's guid, frame size, counts, style and tray icon, in that order. */
    static void add(AgentCharacter c, Map<String, String> facts) {
        facts.put("guid", c.guid().toString());
        facts.put("frame size", c.frameWidth() + "x" + c.frameHeight());
        facts.put("animations", Integer.toString(c.animations().size()));
        facts.put("frames", Integer.toString(c.frameCount()));
        facts.put("images", Integer.toString(c.images().size()));
        facts.put("sounds", Integer.toString(c.sounds().size()));
        facts.put("states", Integer.toString(c.states().size()));
        facts.put("languages", Integer.toString(c.localizedInfo().size()));
        facts.put("style", String.format("0x%X (%s)", c.style(), AgentStyle.describe(c.style())));
        facts.put("tray icon", c.trayIcon() == null ? "no" : "yes");
    }
}
