package dev.marionette.editor.menu;

import dev.marionette.editor.workbench.Workbench;
import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.util.IconSource;
import javax.swing.AbstractButton;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JRadioButtonMenuItem;

/**
 * Builds the menu bar from the registered actions. The layout of the menus is here and only here; what the
 * items do and when they are enabled is the actions' business. A {@code null} id is a separator.
 */
public final class MenuBarBuilder {

    private static final String[] FILE = {ActionIds.FILE_OPEN, null, ActionIds.FILE_SAVE, ActionIds.FILE_SAVE_AS,
        ActionIds.FILE_SAVE_ALL, null, ActionIds.FILE_EXPORT, ActionIds.FILE_COMPARE, null, ActionIds.FILE_CLOSE, ActionIds.FILE_CLOSE_ALL, null, ActionIds.FILE_EXIT};
    private static final String[] EDIT = {ActionIds.EDIT_UNDO, ActionIds.EDIT_REDO, null, ActionIds.EDIT_CUT,
        ActionIds.EDIT_COPY, ActionIds.EDIT_PASTE, ActionIds.EDIT_DELETE, null, ActionIds.EDIT_SELECT_ALL};
    private static final String[] THEMES = {ActionIds.VIEW_THEME_SYSTEM, ActionIds.VIEW_THEME_LIGHT,
        ActionIds.VIEW_THEME_DARK};
    private static final String[] HELP = {ActionIds.HELP_SHORTCUTS, null, ActionIds.HELP_ABOUT};

    private final Workbench workbench;
    private final ActionRegistry actions;
    private final IconSource icons;

    public MenuBarBuilder(Workbench workbench, IconSource icons) {
        this.workbench = workbench;
        this.actions = workbench.actions();
        this.icons = icons;
    }

    /** The editor's menu bar: File, Edit, View, Help. The View and Help actions must be registered. */
    public JMenuBar build() {
        JMenuBar bar = new JMenuBar();
        bar.setName("menuBar");
        bar.add(fileMenu());
        bar.add(menu(ActionIds.MENU_EDIT, EDIT));
        bar.add(viewMenu());
        bar.add(menu(ActionIds.MENU_HELP, HELP));
        return bar;
    }

    private JMenu fileMenu() {
        JMenu file = emptyMenu(ActionIds.MENU_FILE);
        file.add(new NewDocumentMenu(actions, workbench.kinds(), icons, workbench.files()::newDocumentAsking));
        file.add(item(ActionIds.FILE_OPEN));
        file.add(item(ActionIds.FILE_OPEN_ARCHIVE));
        file.add(new RecentFilesMenu(actions, workbench.recentFiles(), workbench.files()::open));
        for (int i = 1; i < FILE.length; i++) {
            addItem(file, FILE[i]);
        }
        return file;
    }

    private JMenu viewMenu() {
        JMenu view = emptyMenu(ActionIds.MENU_VIEW);
        JMenu theme = emptyMenu(ActionIds.MENU_THEME);
        ButtonGroup group = new ButtonGroup();
        for (String id : THEMES) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(actions.get(id));
            named(item, id);
            group.add(item);
            theme.add(item);
        }
        view.add(theme);
        view.addSeparator();
        JCheckBoxMenuItem history = new JCheckBoxMenuItem(actions.get(ActionIds.VIEW_HISTORY));
        view.add(named(history, ActionIds.VIEW_HISTORY));
        return view;
    }

    private JMenu menu(String key, String[] ids) {
        JMenu menu = emptyMenu(key);
        for (String id : ids) {
            addItem(menu, id);
        }
        return menu;
    }

    private void addItem(JMenu menu, String id) {
        if (id == null) {
            menu.addSeparator();
        } else {
            menu.add(item(id));
        }
    }

    private JMenu emptyMenu(String key) {
        JMenu menu = new JMenu(actions.text(key));
        menu.setName(key);
        menu.setMnemonic(actions.mnemonic(key));
        return menu;
    }

    private JMenuItem item(String id) {
        EditorAction action = actions.get(id);
        JMenuItem item = action.isToggle() ? new JCheckBoxMenuItem(action) : new JMenuItem(action);
        return named(item, id);
    }

    /** Names each item after its action id, so tests and tools can find it. */
    private static <T extends AbstractButton> T named(T item, String id) {
        item.setName(id);
        return item;
    }
}
