package dev.marionette.editor.agent.character;

import dev.marionette.editor.agent.AgentContext;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;

/**
 * The character's properties, one page each: names and descriptions per language, frames and palette (with
 * the tray icon and the GUID), word balloon, voice, states.
 */
public final class CharacterPanel extends JTabbedPane {

    public CharacterPanel(AgentContext context) {
        setName("characterPanel");
        addTab("Info", scroll(new InfoPage(context)));
        addTab("Look", scroll(new AppearancePage(context)));
        addTab("Balloon", scroll(new BalloonPage(context)));
        addTab("Voice", scroll(new VoicePage(context)));
        addTab("States", scroll(new StatesPage(context)));
    }

    private static JScrollPane scroll(java.awt.Component c) {
        JScrollPane s = new JScrollPane(c);
        s.getVerticalScrollBar().setUnitIncrement(16);
        return s;
    }
}
