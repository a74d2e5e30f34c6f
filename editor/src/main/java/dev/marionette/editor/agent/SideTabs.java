package dev.marionette.editor.agent;

import dev.marionette.editor.agent.acd.AcdPanel;
import dev.marionette.editor.agent.character.CharacterPanel;
import java.util.List;

/** The side bar pages after "Frame": the character's properties and its ACD source. */
final class SideTabs {

    private SideTabs() {
    }

    static List<SideTab> extra(AgentContext context) {
        AcdPanel acd = new AcdPanel(context);
        return List.of(new SideTab("Character", new CharacterPanel(context), () -> { }),
                new SideTab("ACD", acd, acd::dispose));
    }
}
