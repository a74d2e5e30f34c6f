package dev.marionette.editor.agent;

import dev.marionette.editor.agent.acd.AcdPanel;
import dev.marionette.editor.agent.character.CharacterPanel;
import dev.marionette.editor.agent.shared.AgentContext;
import java.util.List;

/** The side bar pages after "Frame": the character's properties and its ACD source, each built when first shown. */
final class SideTabs {

    private SideTabs() {
    }

    static List<SideTab> extra(AgentContext context) {
        LazyPage character = new LazyPage("characterPage", () -> new CharacterPanel(context));
        LazyPage acd = new LazyPage("acdPage", () -> new AcdPanel(context));
        return List.of(new SideTab("Character", character, () -> { }),
                new SideTab("ACD", acd, () -> {
                    if (acd.isBuilt()) {
                        ((AcdPanel) acd.build()).dispose();
                    }
                }));
    }
}
