package dev.marionette.editor.action;

import dev.marionette.editor.prefs.Theme;
import dev.marionette.editor.theme.ThemeManager;
import java.util.function.BooleanSupplier;

/** Registers the View menu's actions: the theme choice and the history panel toggle. */
public final class ViewActions {

    private ViewActions() {
    }

    /**
     * @param historyShown  whether the history panel is visible
     * @param toggleHistory shows or hides it
     */
    public static void register(ActionRegistry registry, ThemeManager themes, BooleanSupplier historyShown,
            Runnable toggleHistory) {
        theme(registry, themes, ActionIds.VIEW_THEME_SYSTEM, Theme.SYSTEM);
        theme(registry, themes, ActionIds.VIEW_THEME_LIGHT, Theme.LIGHT);
        theme(registry, themes, ActionIds.VIEW_THEME_DARK, Theme.DARK);
        registry.register(ActionIds.VIEW_HISTORY, () -> {
            toggleHistory.run();
            registry.refreshAll();
        }).selectedWhen(historyShown);
    }

    private static void theme(ActionRegistry registry, ThemeManager themes, String id, Theme theme) {
        registry.register(id, () -> {
            themes.choose(theme);
            registry.refreshAll();
        }).selectedWhen(() -> themes.chosen() == theme);
    }
}
