package dev.marionette.editor.help;

import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.TabKeys;
import dev.marionette.editor.kind.Shortcut;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** Registers the Help menu's actions. */
public final class HelpActions {

    private HelpActions() {
    }

    /**
     * @param tabShortcuts the keys and gestures of the document tabs (the kinds' lists)
     */
    public static void register(ActionRegistry registry, Window owner, Supplier<List<Shortcut>> tabShortcuts) {
        registry.register(ActionIds.HELP_SHORTCUTS, () -> new ShortcutsDialog(owner, all(registry, tabShortcuts))
                .setVisible(true));
        registry.register(ActionIds.HELP_ABOUT, () -> new AboutDialog(owner).setVisible(true));
    }

    /** The shell's shortcuts, the rules of keys in every tab, then the tabs'. */
    public static List<Shortcut> all(ActionRegistry registry, Supplier<List<Shortcut>> tabShortcuts) {
        List<Shortcut> rows = new ArrayList<>(ShortcutsDialog.shortcuts(registry));
        rows.addAll(TabKeys.shortcuts());
        // kinds sharing a view (the motion tabs) list its keys each: once is enough
        tabShortcuts.get().stream().filter(row -> !rows.contains(row)).forEach(rows::add);
        return rows;
    }
}
