package dev.marionette.editor.util;

import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Toolkit;
import javax.swing.JComponent;
import javax.swing.JPopupMenu;
import javax.swing.MenuElement;
import javax.swing.MenuSelectionManager;

/**
 * Menus a button opens. Swing shows such a menu below the button and, when the screen has no room below (a button at
 * the bottom of a 1280x800 window), moves it up over the button: the pointer resting on the button then highlights an
 * item, and the Space or Enter that follows ticks it (the Agent tab's States… menu renamed nothing, but changed an
 * animation's states that way). Here the menu goes below the button, else above it, never over it, and opens with no
 * item highlighted: an item is chosen by a click, or by the arrow keys and then Enter.
 */
public final class PopupMenus {

    /** Marks a button that opens a menu ({@link #opensMenu}): the interaction tests look for it. */
    public static final String OPENS_MENU = "marionette.opensMenu";

    private PopupMenus() {
    }

    /** Says that clicking {@code button} only opens a menu (nothing changes until an item is chosen). */
    public static void opensMenu(JComponent button) {
        button.putClientProperty(OPENS_MENU, Boolean.TRUE);
    }

    /** Shows {@code menu} under {@code button}, or over it when the screen has no room below. */
    public static void showBeside(JPopupMenu menu, JComponent button) {
        Dimension size = menu.getPreferredSize();
        Rectangle screen = usableScreen(button);
        Point at = button.getLocationOnScreen();
        boolean roomBelow = at.y + button.getHeight() + size.height <= screen.y + screen.height;
        boolean roomAbove = at.y - size.height >= screen.y;
        int y = roomBelow || !roomAbove ? button.getHeight() : -size.height;
        menu.show(button, 0, y);
        // the menu alone is selected: no item armed, whatever the pointer rests on
        MenuSelectionManager.defaultManager().setSelectedPath(new MenuElement[] {menu});
    }

    private static Rectangle usableScreen(JComponent c) {
        GraphicsConfiguration config = c.getGraphicsConfiguration();
        if (config == null) {
            return new Rectangle(Toolkit.getDefaultToolkit().getScreenSize());
        }
        Rectangle bounds = config.getBounds();
        Insets insets = Toolkit.getDefaultToolkit().getScreenInsets(config);
        return new Rectangle(bounds.x + insets.left, bounds.y + insets.top,
                bounds.width - insets.left - insets.right, bounds.height - insets.top - insets.bottom);
    }
}
