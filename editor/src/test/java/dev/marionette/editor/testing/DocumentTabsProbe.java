package dev.marionette.editor.testing;

import dev.marionette.editor.MainFrame;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.panel.DocumentTabs;
import dev.marionette.editor.panel.TabTitles;
import java.awt.Point;
import java.awt.Rectangle;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import javax.swing.plaf.TabbedPaneUI;
import org.assertj.swing.core.Robot;

/**
 * The document tabs as a user sees them: each tab's label, tooltip and the document its content belongs to, and the
 * tab's close button (×) clicked where FlatLaf draws it.
 */
public final class DocumentTabsProbe {

    /**
     * What one tab shows, and what it should show for the document whose view it holds. {@code closeHovered}: the
     * mouse is over this tab's ×, where FlatLaf shows "Close" as the tab's tooltip until the mouse moves on.
     */
    public record Tab(int index, String title, String tooltip, String expectedTitle, String expectedTooltip,
            DocumentSession shown, boolean closeHovered) {

        /** True when the label and tooltip are those of the document the tab shows. */
        public boolean matches() {
            return shown != null && title.equals(expectedTitle)
                    && (tooltip.equals(expectedTooltip) || closeHovered && tooltip.equals(CLOSE_TIP));
        }

        @Override
        public String toString() {
            return "tab " + index + " '" + title + "' (" + tooltip + ") shows "
                    + (shown == null ? "no document" : "'" + expectedTitle + "' (" + expectedTooltip + ")");
        }
    }

    /** The tooltip of a tab while the mouse is over its × (set in DocumentTabs). */
    static final String CLOSE_TIP = "Close";

    private final MainFrame frame;

    public DocumentTabsProbe(MainFrame frame) {
        this.frame = frame;
    }

    /**
     * Every tab, read on the event thread: the document shown is found from the component the tab holds (the
     * sessions' own views), not from the tab pane's bookkeeping, so a tab pane that lost track is caught.
     */
    public List<Tab> tabs() {
        return GuiTestSupport.read(() -> {
            DocumentTabs pane = frame.tabs();
            List<DocumentSession> sessions = frame.workbench().documents().sessions();
            List<Tab> tabs = new ArrayList<>();
            int closeHovered = closeHoveredTab(pane);
            for (int i = 0; i < pane.getTabCount(); i++) {
                DocumentSession shown = null;
                for (DocumentSession s : sessions) {
                    if (s.view().component() == pane.getComponentAt(i)) {
                        shown = s;
                    }
                }
                tabs.add(new Tab(i, pane.getTitleAt(i), String.valueOf(pane.getToolTipTextAt(i)),
                        shown == null ? "" : TabTitles.title(shown), shown == null ? "" : TabTitles.tooltip(shown),
                        shown, i == closeHovered));
            }
            return tabs;
        });
    }

    /** The labels of the tabs, in order. */
    public List<String> titles() {
        return tabs().stream().map(Tab::title).toList();
    }

    /** Clicks the × of tab {@code index} with the robot's mouse, as a user would. */
    public void clickClose(Robot robot, int index) {
        DocumentTabs pane = frame.tabs();
        Rectangle area = GuiTestSupport.read(() -> closeArea(pane, index));
        robot.click(pane, new Point(area.x + area.width / 2, area.y + area.height / 2));
        robot.waitForIdle();
    }

    /** The tab whose × the mouse is over, or -1 (FlatLaf's own rollover state and hit test). */
    private static int closeHoveredTab(DocumentTabs pane) {
        TabbedPaneUI ui = pane.getUI();
        Point mouse = pane.getMousePosition();
        if (mouse == null) {
            return -1;
        }
        try {
            Method closeRollover = findMethod(ui.getClass(), "isRolloverTabClose", 0);
            closeRollover.setAccessible(true);
            if (!(Boolean) closeRollover.invoke(ui)) {
                return -1;
            }
        } catch (ReflectiveOperationException e) {
            return -1;
        }
        for (int i = 0; i < pane.getTabCount(); i++) {
            if (closeArea(pane, i).contains(mouse)) {
                return i;
            }
        }
        return -1;
    }

    /** Where FlatLaf's tab pane takes a click as "close this tab" (its own hit test, a protected method). */
    private static Rectangle closeArea(DocumentTabs pane, int index) {
        TabbedPaneUI ui = pane.getUI();
        try {
            Method hitArea = findMethod(ui.getClass(), "getTabCloseHitArea", 1);
            hitArea.setAccessible(true);
            Rectangle area = (Rectangle) hitArea.invoke(ui, index);
            if (area == null || area.isEmpty()) {
                throw new AssertionError("tab " + index + " shows no close button");
            }
            return area;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the tab pane's look and feel (" + ui.getClass().getName()
                    + ") has no close button hit test", e);
        }
    }

    private static Method findMethod(Class<?> type, String name, int parameters) throws NoSuchMethodException {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.getParameterCount() == parameters) {
                    return m;
                }
            }
        }
        throw new NoSuchMethodException(type.getName() + "." + name);
    }
}
