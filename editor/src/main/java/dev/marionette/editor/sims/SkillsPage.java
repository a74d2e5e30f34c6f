package dev.marionette.editor.sims;

import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.JPanel;
import javax.swing.Scrollable;
import net.miginfocom.swing.MigLayout;

/**
 * The "Skills" page of the tab's side: the skeleton line, the skill list, the shown skill's header and its events,
 * one above the other, as wide as the side (long rows are cut, their tooltips say all) and scrolling vertically
 * when the side is short.
 */
final class SkillsPage extends JPanel implements Scrollable {

    private static final long serialVersionUID = 1L;

    SkillsPage() {
        super(new MigLayout("insets 4, wrap 1, fill", "[grow,fill]", "[][grow 40][][grow 60]"));
        setName("skillsPage");
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return new Dimension(400, 420);
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return 16;
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return Math.max(16, visible.height - 16);
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return getParent() != null && getParent().getHeight() > getMinimumSize().height;
    }
}
