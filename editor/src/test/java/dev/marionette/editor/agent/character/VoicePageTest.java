package dev.marionette.editor.agent.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentTestCharacters;
import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.agent.shared.AgentSelection;
import dev.marionette.editor.kit.TabContext;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentVoice;
import dev.marionette.model.acs.edit.AgentDocument;
import java.awt.Component;
import java.awt.Container;
import java.awt.EventQueue;
import javax.swing.JTextField;
import org.junit.jupiter.api.Test;

/**
 * The Voice page, without a window: a character's valid engine, mode and language show unmarked (they were drawn
 * with red "invalid" outlines when the page was first filled, F1.ACS, merlin.acs, DOT.ACS); a value typed that does
 * not parse is marked and not applied, and a valid one clears the mark.
 */
class VoicePageTest {

    @Test
    void theCharactersOwnValuesAreNeverMarkedInvalid() throws Exception {
        AgentCharacter c = AgentTestCharacters.wave();
        c.setVoice(new AgentVoice(AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-0060082730FF}"),
                AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-006008273000}"), 160, 120,
                new AgentVoice.Extra(0x0409, "", 1, 40, "")));
        AgentDocument document = AgentDocument.untitled(c);
        EventQueue.invokeAndWait(() -> {
            VoicePage page = new VoicePage(new AgentContext(document, new AgentSelection(document.character()),
                    TabContext.untilNextEdit("agentMessage")));
            JTextField engine = field(page, "voiceEngine");
            JTextField mode = field(page, "voiceMode");
            JTextField language = field(page, "voiceLanguage");
            assertThat(engine.getText()).isEqualTo("{CA141FD0-AC7F-11D1-97A3-0060082730FF}");
            assertThat(language.getText()).isEqualTo("0409");
            for (JTextField f : new JTextField[] {engine, mode, language}) {
                assertThat(Controls.isMarkedInvalid(f)).as("%s as filled in", f.getName()).isFalse();
            }

            engine.setText("{not a guid}");
            assertThat(Controls.isMarkedInvalid(engine)).as("a GUID that does not parse").isTrue();
            assertThat(document.history().steps()).as("not applied").isEmpty();
            engine.setText("{CA141FD0-AC7F-11D1-97A3-0060082730FE}");
            assertThat(Controls.isMarkedInvalid(engine)).isFalse();
            assertThat(document.character().voice().engineId().toString())
                    .isEqualTo("{CA141FD0-AC7F-11D1-97A3-0060082730FE}");
            language.setText("zz");
            assertThat(Controls.isMarkedInvalid(language)).isTrue();
            document.undo();
            assertThat(engine.getText()).isEqualTo("{CA141FD0-AC7F-11D1-97A3-0060082730FF}");
            assertThat(Controls.isMarkedInvalid(language)).as("refilled from the character").isFalse();
            assertThat(language.getText()).isEqualTo("0409");
        });
    }

    private static JTextField field(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName()) && c instanceof JTextField f) {
                return f;
            }
            if (c instanceof Container inner) {
                JTextField found = field(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
