package dev.marionette.editor.menu;

import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.prefs.RecentFiles;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JMenu;
import javax.swing.JMenuItem;

/** File &gt; Open Recent: the recent files, newest first, numbered for the keyboard, then Clear. */
final class RecentFilesMenu extends JMenu {

    private static final long serialVersionUID = 1L;

    private final transient RecentFiles recentFiles;
    private final transient ActionRegistry actions;
    private final transient Consumer<Path> open;

    RecentFilesMenu(ActionRegistry actions, RecentFiles recentFiles, Consumer<Path> open) {
        super(actions.text(ActionIds.MENU_RECENT));
        this.actions = actions;
        this.recentFiles = recentFiles;
        this.open = open;
        setName(ActionIds.MENU_RECENT);
        setMnemonic(actions.mnemonic(ActionIds.MENU_RECENT));
        recentFiles.addChangeListener(this::rebuild);
        rebuild();
    }

    private void rebuild() {
        removeAll();
        List<Path> files = recentFiles.files();
        if (files.isEmpty()) {
            JMenuItem none = new JMenuItem(actions.text(ActionIds.MENU_RECENT + ".empty"));
            none.setEnabled(false);
            add(none);
        }
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            String number = i < 9 ? String.valueOf(i + 1) : "";
            JMenuItem item = new JMenuItem((number.isEmpty() ? "" : number + "  ") + file.getFileName()
                    + "   " + parentOf(file));
            if (!number.isEmpty()) {
                item.setMnemonic(number.charAt(0));
            }
            item.setToolTipText(file.toString());
            item.addActionListener(e -> open.accept(file));
            add(item);
        }
        addSeparator();
        add(new JMenuItem(actions.get(ActionIds.FILE_CLEAR_RECENT)));
    }

    private static String parentOf(Path file) {
        Path parent = file.getParent();
        return parent == null ? "" : parent.toString();
    }
}
