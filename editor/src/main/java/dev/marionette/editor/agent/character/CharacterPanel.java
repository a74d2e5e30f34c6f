package dev.marionette.editor.agent.character;

import dev.marionette.editor.agent.shared.AgentContext;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;

/**
 * The character's properties, one page each: names and descriptions per language, frames and palette (with
 * the tray icon and the GUID), word balloon, voice, sounds (with their waveforms), states.
 */
public final class CharacterPanel extends JTabbedPane {

    public CharacterPanel(AgentContext context) {
        setName("characterPanel");
        addTab("Info", scroll(new InfoPage(context)));
        addTab("Look", scroll(new AppearancePage(context)));
        addTab("Balloon", scroll(new BalloonPage(context)));
        addTab("Voice", scroll(new VoicePage(context)));
        addTab("Sounds", scroll(new SoundsPage(context)));
        addTab("States", filling(new StatesPage(context)));
    }

    /** A page as tall as the tab: its list and table grow with the window instead of scrolling the page. */
    private static JScrollPane filling(java.awt.Component page) {
        dev.marionette.editor.agent.shared.WidthTrackingPanel c = new dev.marionette.editor.agent.shared.WidthTrackingPanel(
                new java.awt.BorderLayout()) {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean getScrollableTracksViewportHeight() {
                return getParent() instanceof javax.swing.JViewport v && v.getHeight() > getMinimumSize().height;
            }
        };
        c.add(page, java.awt.BorderLayout.CENTER);
        JScrollPane s = new JScrollPane(c, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        s.getVerticalScrollBar().setUnitIncrement(16);
        return s;
    }

    private static JScrollPane scroll(java.awt.Component page) {
        dev.marionette.editor.agent.shared.WidthTrackingPanel c = new dev.marionette.editor.agent.shared.WidthTrackingPanel(
                new java.awt.BorderLayout());
        c.add(page, java.awt.BorderLayout.NORTH);
        JScrollPane s = new JScrollPane(c, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        s.getVerticalScrollBar().setUnitIncrement(16);
        return s;
    }
}
