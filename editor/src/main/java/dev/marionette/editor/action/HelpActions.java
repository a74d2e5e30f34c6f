package dev.marionette.editor.action;

import dev.marionette.editor.help.AboutDialog;
import dev.marionette.editor.help.ShortcutsDialog;
import java.awt.Window;

/** Registers the Help menu's actions. */
public final class HelpActions {

    private HelpActions() {
    }

    public static void register(ActionRegistry registry, Window owner) {
        registry.register(ActionIds.HELP_SHORTCUTS, () -> new ShortcutsDialog(owner, registry).setVisible(true));
        registry.register(ActionIds.HELP_ABOUT, () -> new AboutDialog(owner).setVisible(true));
    }
}
