package dev.marionette.editor.action;

import dev.marionette.editor.util.IconSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import javax.swing.Action;
import javax.swing.Icon;

/**
 * Builds and keeps the editor's actions, configured from a resource bundle by their ids: for an id
 * {@code file.save} the keys {@code file.save.text}, {@code .mnemonic}, {@code .accelerator} (with
 * {@code menu} for the platform's menu key), {@code .alternate} (a second key doing the same, listed beside the
 * first: Redo's Ctrl+Y), {@code .icon} (a name in the icons module) and {@code .tooltip}. Only {@code .text} is required. Menus and toolbars take their actions from here.
 */
public final class ActionRegistry {

    /** The bundle with the shell's own texts. */
    public static final String BUNDLE = "dev.marionette.editor.action.actions";

    private final ResourceBundle bundle;
    private final int menuMask;
    private final IconSource icons;
    private final Map<String, EditorAction> actions = new LinkedHashMap<>();

    /**
     * @param bundle   texts and keys
     * @param menuMask the platform's menu shortcut modifier ({@link KeyStrokes#menuShortcutMask()})
     * @param icons    where icon names are looked up
     */
    public ActionRegistry(ResourceBundle bundle, int menuMask, IconSource icons) {
        this.bundle = bundle;
        this.menuMask = menuMask;
        this.icons = icons;
    }

    /** The shell's bundle. */
    public static ResourceBundle defaultBundle() {
        return ResourceBundle.getBundle(BUNDLE);
    }

    /**
     * Creates action {@code id} running {@code handler}, configured from the bundle.
     *
     * @throws IllegalArgumentException when the id is taken or has no {@code .text} in the bundle
     */
    public EditorAction register(String id, Runnable handler) {
        if (actions.containsKey(id)) {
            throw new IllegalArgumentException("action registered twice: " + id);
        }
        EditorAction action = new EditorAction(id, handler);
        action.putValue(Action.NAME, text(id));
        string(id + ".mnemonic").ifPresent(m -> action.putValue(Action.MNEMONIC_KEY, (int) Character.toUpperCase(m.charAt(0))));
        string(id + ".accelerator").ifPresent(a -> action.putValue(Action.ACCELERATOR_KEY, KeyStrokes.parse(a, menuMask)));
        string(id + ".alternate").ifPresent(a -> action.putValue(EditorAction.ALTERNATE_KEY, KeyStrokes.parse(a,
                menuMask)));
        string(id + ".tooltip").ifPresent(t -> action.putValue(Action.SHORT_DESCRIPTION, t));
        string(id + ".icon").ifPresent(name -> {
            Icon icon = icons.icon(name);
            if (icon != null) {
                action.putValue(Action.SMALL_ICON, icon);
                action.putValue(Action.LARGE_ICON_KEY, icon);
            }
        });
        actions.put(id, action);
        return action;
    }

    /**
     * The action {@code id}.
     *
     * @throws IllegalArgumentException when no such action was registered
     */
    public EditorAction get(String id) {
        EditorAction action = actions.get(id);
        if (action == null) {
            throw new IllegalArgumentException("no action registered as " + id);
        }
        return action;
    }

    /** True when action {@code id} was registered. */
    public boolean contains(String id) {
        return actions.containsKey(id);
    }

    /** Every action in registration order. */
    public List<EditorAction> all() {
        return Collections.unmodifiableList(new ArrayList<>(actions.values()));
    }

    /** Recomputes every action's state; called whenever the active document or its state changes. */
    public void refreshAll() {
        actions.values().forEach(EditorAction::refresh);
    }

    /**
     * The text for key {@code key + ".text"} (actions and menus).
     *
     * @throws IllegalArgumentException when the bundle lacks it
     */
    public String text(String key) {
        return string(key + ".text").orElseThrow(() -> new IllegalArgumentException("no text for " + key
                + " in " + bundle.getBaseBundleName()));
    }

    /** The mnemonic of menu {@code key}, or 0. */
    public int mnemonic(String key) {
        return string(key + ".mnemonic").map(m -> (int) Character.toUpperCase(m.charAt(0))).orElse(0);
    }

    private java.util.Optional<String> string(String key) {
        try {
            String value = bundle.getString(key);
            return value.isBlank() ? java.util.Optional.empty() : java.util.Optional.of(value.trim());
        } catch (MissingResourceException e) {
            return java.util.Optional.empty();
        }
    }
}
