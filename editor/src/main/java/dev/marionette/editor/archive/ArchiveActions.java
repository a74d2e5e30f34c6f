package dev.marionette.editor.archive;

import java.awt.Toolkit;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.KeyStroke;

/**
 * The archive tab's commands as Swing actions, one object each, so that the tool bar, its overflow menu, the
 * right-click menus of the entries and folders, the window's Archive menu and the keys all run, name and enable
 * the same thing. The keys work anywhere in the tab (bound on it) and anywhere in the window while the tab is
 * shown (the Archive menu's accelerators). Event thread.
 */
final class ArchiveActions {

    /** Ctrl (Command on macOS) with Shift. */
    private static final int MENU_SHIFT = Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx()
            | KeyEvent.SHIFT_DOWN_MASK;

    final Action open;
    final Action extract;
    final Action export;
    final Action findAll;
    final Action filter;
    /** Extract... of the folder the folder tree's menu was opened on, whatever entries are selected. */
    final Action extractFolder;
    /** Export... of the sprites of the folder the folder tree's menu was opened on. */
    final Action exportFolder;

    /**
     * @param entries    what Open, Extract... and Export... do
     * @param findAll    opens Find in Open Archives
     * @param focusFilter puts the keyboard in the filter box
     */
    ArchiveActions(ArchiveEntryActions entries, Runnable findAll, Runnable focusFilter) {
        open = action("Open", "archive.open", 'O', null, "Open the selected ACT or SPR (with its pair from the"
                + " archive) in a sprite tab (Enter)", entries::openSelected);
        extract = action("Extract…", "archive.extract", 'x', KeyStroke.getKeyStroke(KeyEvent.VK_X, MENU_SHIFT),
                "Write the selected entries, or the selected folder when no entry is selected, to a folder",
                entries::extractSelected);
        export = action("Export…", "archive.export", 'E', KeyStroke.getKeyStroke(KeyEvent.VK_E, MENU_SHIFT),
                "Export the selected sprites (ACT with SPR), or every sprite of the selected folder when no entry"
                        + " is selected, as GIFs, PNG frames or sprite sheets", entries::exportSelected);
        this.findAll = action("Find in Open Archives…", "archive.findAll", 'F',
                KeyStroke.getKeyStroke(KeyEvent.VK_F, MENU_SHIFT),
                "Find entries by name in every archive open in this window", findAll);
        filter = action("Filter", "archive.filterFocus", 'i', KeyStroke.getKeyStroke(KeyEvent.VK_F,
                Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx()), "Type in the filter box: part of a name,"
                + " a glob (*.act) or a type (type:act,spr)", focusFilter);
        extractFolder = action("Extract Folder…", "archive.extractFolder", 'x', null,
                "Write every entry of this folder and below to a folder", entries::extractFolder);
        exportFolder = action("Export Folder's Sprites…", "archive.exportFolder", 'E', null,
                "Export every sprite of this folder and below", entries::exportFolder);
    }

    private static Action action(String text, String name, char mnemonic, KeyStroke key, String tip,
            Runnable run) {
        Action a = new AbstractAction(text) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                run.run();
            }
        };
        a.putValue(Action.ACTION_COMMAND_KEY, name);
        a.putValue(Action.SHORT_DESCRIPTION, tip);
        a.putValue(Action.MNEMONIC_KEY, (int) KeyEvent.getExtendedKeyCodeForChar(mnemonic));
        a.putValue(Action.DISPLAYED_MNEMONIC_INDEX_KEY,
                text.toLowerCase(Locale.ROOT).indexOf(Character.toLowerCase(mnemonic)));
        if (key != null) {
            a.putValue(Action.ACCELERATOR_KEY, key);
        }
        return a;
    }

    /** The actions the tool bar shows, left to right. */
    List<Action> toolBar() {
        return List.of(open, extract, export, findAll);
    }

    /** Binds every action's key on {@code tab}, so that it works wherever the focus is inside it. */
    void bindKeys(JComponent tab) {
        for (Action a : List.of(extract, export, findAll, filter)) {
            KeyStroke key = (KeyStroke) a.getValue(Action.ACCELERATOR_KEY);
            String name = (String) a.getValue(Action.ACTION_COMMAND_KEY);
            tab.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(key, name);
            tab.getActionMap().put(name, a);
        }
    }

    /** The window's Archive menu, shown while the tab is. */
    JMenu menu() {
        JMenu menu = new JMenu("Archive");
        menu.setName("archive.menu");
        menu.setMnemonic('A');
        addEntryCommands(menu.getPopupMenu());
        return menu;
    }

    /** The right-click menu of the entry list. */
    JPopupMenu entriesMenu() {
        JPopupMenu menu = new JPopupMenu();
        menu.setName("archive.entriesMenu");
        addEntryCommands(menu);
        return menu;
    }

    /** What the Archive menu and the entry list's menu hold alike: the selection's commands, then the searches. */
    private void addEntryCommands(JPopupMenu menu) {
        for (Action a : List.of(open, extract, export)) {
            menu.add(item(a));
        }
        menu.addSeparator();
        menu.add(item(findAll));
        menu.add(item(filter));
    }

    /** The right-click menu of the folder tree: its commands take the whole folder. */
    JPopupMenu foldersMenu() {
        JPopupMenu menu = new JPopupMenu();
        menu.setName("archive.foldersMenu");
        menu.add(item(extractFolder));
        menu.add(item(exportFolder));
        menu.addSeparator();
        menu.add(item(findAll));
        menu.add(item(filter));
        return menu;
    }

    /** A menu item of {@code action}, named after it for tests. */
    static JMenuItem item(Action action) {
        JMenuItem item = new JMenuItem(action);
        item.setName((String) action.getValue(Action.ACTION_COMMAND_KEY));
        item.setToolTipText(null);
        return item;
    }
}
