package dev.marionette.editor.ro.shared;

import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.action.KeyStrokes;
import dev.marionette.editor.action.TabKeys;
import dev.marionette.editor.playback.TransportActions;
import dev.marionette.editor.util.IconSource;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import dev.marionette.editor.kind.Shortcut;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

/**
 * The sprite editor's own commands (play, step, zoom, display toggles, layer order...), built like the
 * shell's from a bundle ({@code dev/marionette/editor/ro/view/actions.properties}) by id, and bound to keys
 * in the sprite editor's tab only: the keys work wherever the focus is in the tab, except while text is
 * being typed (a table cell, a name), where they stay the text's.
 */
public final class RoActions {

    public static final String BUNDLE = "dev.marionette.editor.ro.view.actions";

    /** The prefix of the ids, also of the transport commands the kit registers ({@code ro.play}...). */
    public static final String PREFIX = "ro";
    public static final String PLAY = PREFIX + "." + TransportActions.PLAY;
    public static final String FIRST = PREFIX + "." + TransportActions.FIRST;
    public static final String PREVIOUS = PREFIX + "." + TransportActions.PREVIOUS;
    public static final String NEXT = PREFIX + "." + TransportActions.NEXT;
    public static final String LAST = PREFIX + "." + TransportActions.LAST;
    public static final String LOOP = PREFIX + "." + TransportActions.LOOP;
    public static final String PREVIOUS_ACTION = "ro.previousAction";
    public static final String NEXT_ACTION = "ro.nextAction";
    public static final String SOUNDS = "ro.sounds";
    public static final String TICK_24 = "ro.tick24";
    public static final String ZOOM_IN = "ro.zoomIn";
    public static final String ZOOM_OUT = "ro.zoomOut";
    public static final String ZOOM_FIT = "ro.zoomFit";
    public static final String ZOOM_ACTUAL = "ro.zoomActual";
    public static final String GRID = "ro.grid";
    public static final String BOXES = "ro.boxes";
    public static final String CROSSHAIR = "ro.crosshair";
    public static final String ANCHORS = "ro.anchors";
    public static final String ONION = "ro.onion";
    public static final String CHECKER = "ro.checker";
    public static final String BACKGROUND = "ro.background";
    public static final String SNAP = "ro.snap";
    public static final String MIRROR = "ro.mirror";
    public static final String FORWARD = "ro.forward";
    public static final String BACKWARD = "ro.backward";
    public static final String DUPLICATE_LAYERS = "ro.duplicateLayers";
    public static final String ADD_REFERENCE = "ro.addReference";
    public static final String DATA_FOLDER = "ro.dataFolder";

    public static final String IN_BETWEENS = "ro.inBetweens";
    public static final String INTERPOLATE_LAYERS = "ro.interpolateLayers";
    public static final String REVERSE = "ro.reverse";
    public static final String COPY_ACTION = "ro.copyAction";
    public static final String ADD_SPRITE = "ro.addSpriteToFrames";
    public static final String SET_UP = "ro.setUp";
    public static final String EFFECTS = "ro.effects";
    public static final String ADJUST_COLOURS = "ro.adjustColours";
    public static final String IMPORT_PALETTE = "ro.importPalette";
    public static final String PALETTE_EDITOR = "ro.paletteEditor";
    public static final String DYE_PREVIEW = "ro.dyePreview";
    public static final String REMOVE_UNUSED_COLOURS = "ro.removeUnusedColours";
    public static final String TRIM_IMAGES = "ro.trimImages";
    public static final String FIND_USAGE = "ro.findUsage";
    public static final String REMOVE_UNUSED_IMAGES = "ro.removeUnusedImages";
    public static final String CONVERT_IMAGE = "ro.convertImage";
    public static final String MERGE_LAYERS = "ro.mergeLayers";
    public static final String MAGNIFY = "ro.magnify";
    public static final String DEFAULT_ANCHORS = "ro.defaultAnchors";
    public static final String IMPORT_ANCHORS = "ro.importAnchors";
    public static final String MIRROR_VERTICALLY = "ro.mirrorVertically";
    public static final String COPY_ACTIONS = "ro.copyActions";
    public static final String PASTE_ACTIONS = "ro.pasteActions";
    public static final String PASTE_ACTIONS_OVER = "ro.pasteActionsOver";
    public static final String GARMENT_FOR_EVERY_JOB = "ro.garmentForEveryJob";
    public static final String SHOW_TREE = "ro.showTree";
    public static final String SHOW_SIDE = "ro.showSide";

    /** Every action of the sprite tab, in menu order (the view registers each one; a test holds it to that). */
    public static final List<String> ALL_IDS = List.of(PLAY, FIRST, PREVIOUS, NEXT, LAST, LOOP,
            PREVIOUS_ACTION, NEXT_ACTION, SOUNDS, TICK_24,
            ZOOM_IN, ZOOM_OUT, ZOOM_FIT, ZOOM_ACTUAL, GRID, BOXES, CROSSHAIR, ANCHORS, ONION, CHECKER, BACKGROUND,
            SNAP, SHOW_TREE, SHOW_SIDE, MIRROR, FORWARD, BACKWARD, DUPLICATE_LAYERS, IN_BETWEENS, INTERPOLATE_LAYERS,
            REVERSE, COPY_ACTION, ADD_SPRITE, SET_UP, EFFECTS, PALETTE_EDITOR, DYE_PREVIEW, ADJUST_COLOURS,
            IMPORT_PALETTE, REMOVE_UNUSED_COLOURS, TRIM_IMAGES, FIND_USAGE, REMOVE_UNUSED_IMAGES, CONVERT_IMAGE,
            MERGE_LAYERS, MAGNIFY, DEFAULT_ANCHORS, IMPORT_ANCHORS, MIRROR_VERTICALLY, COPY_ACTIONS, PASTE_ACTIONS,
            PASTE_ACTIONS_OVER, GARMENT_FOR_EVERY_JOB);

    /** The section of Help > Keyboard Shortcuts for these keys. */
    public static final String SECTION = "Ragnarok sprite tab";
    /** The section of the canvas's mouse gestures and keys. */
    public static final String GESTURES = "Ragnarok canvas";

    /** Keys bound besides the accelerators: a second way to the same action. */
    private record ExtraKey(KeyStroke key, String id) {
    }

    private final ActionRegistry registry;

    public RoActions() {
        registry = new ActionRegistry(ResourceBundle.getBundle(BUNDLE), KeyStrokes.menuShortcutMask(), IconSource.NONE);
    }

    /** Registers action {@code id} running {@code handler}. */
    public EditorAction add(String id, Runnable handler) {
        return registry.register(id, handler);
    }

    public EditorAction get(String id) {
        return registry.get(id);
    }

    /** Recomputes every action's enabled and selected state. */
    public void refresh() {
        registry.refreshAll();
    }

    /**
     * Binds every action's accelerator and the extra keys in {@code root}'s tab ({@link TabKeys}: wherever the
     * focus is in the tab, except while text is typed), the step keys of the editor kit included.
     */
    public TabKeys bindKeys(JComponent root) {
        TabKeys keys = TabKeys.install(root).bindAccelerators(registry);
        for (ExtraKey extra : extraKeys()) {
            if (registry.contains(extra.id())) {
                keys.bind(extra.key(), get(extra.id()));
            }
        }
        TransportActions.bindKeys(PREFIX, this::get, keys);
        return keys;
    }

    /** Ctrl and "+" typed with Shift on most layouts, the keypad's + and -, Ctrl+Left/Right for stepping. */
    private static List<ExtraKey> extraKeys() {
        int menu = KeyStrokes.menuShortcutMask();
        List<ExtraKey> keys = new ArrayList<>(List.of(
                new ExtraKey(KeyStroke.getKeyStroke(KeyEvent.VK_EQUALS, menu | InputEvent.SHIFT_DOWN_MASK), ZOOM_IN),
                new ExtraKey(KeyStroke.getKeyStroke(KeyEvent.VK_ADD, menu), ZOOM_IN),
                new ExtraKey(KeyStroke.getKeyStroke(KeyEvent.VK_SUBTRACT, menu), ZOOM_OUT),
                new ExtraKey(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, menu), PREVIOUS),
                new ExtraKey(KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, menu), NEXT)));
        if (menu != InputEvent.CTRL_DOWN_MASK) {
            keys.add(new ExtraKey(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, InputEvent.CTRL_DOWN_MASK), PREVIOUS));
            keys.add(new ExtraKey(KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, InputEvent.CTRL_DOWN_MASK), NEXT));
        }
        return keys;
    }

    /**
     * This tab's keys for Help > Keyboard Shortcuts: every registered action with an accelerator, the extra keys
     * bound to them, then the canvas's gestures and keys as the bundle lists them ({@code gesture.N.text} and
     * {@code gesture.N.keys}, N from 1).
     */
    public List<Shortcut> shortcuts() {
        List<Shortcut> rows = new ArrayList<>();
        for (EditorAction action : registry.all()) {
            KeyStroke key = action.accelerator();
            if (key != null) {
                rows.add(new Shortcut(SECTION, plain(action), KeyStrokes.describe(key)));
            }
        }
        for (ExtraKey extra : extraKeys()) {
            if (registry.contains(extra.id())) {
                rows.add(new Shortcut(SECTION, plain(get(extra.id())), KeyStrokes.describe(extra.key())));
            }
        }
        ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE);
        for (int n = 1; bundle.containsKey("gesture." + n + ".text"); n++) {
            rows.add(new Shortcut(GESTURES, bundle.getString("gesture." + n + ".text"),
                    bundle.getString("gesture." + n + ".keys")));
        }
        return rows;
    }

    private String plain(EditorAction action) {
        return registry.text(action.id()).replace("…", "");
    }

    /**
     * Every key and gesture of a sprite tab's own commands, without a tab: all actions registered with no handler
     * (the pixel editor's keys are added by the view).
     */
    public static List<Shortcut> allShortcuts() {
        RoActions actions = new RoActions();
        for (String id : ALL_IDS) {
            actions.add(id, () -> { });
        }
        return actions.shortcuts();
    }

    /** The ids registered so far, in order. */
    public List<String> registeredIds() {
        return registry.all().stream().map(EditorAction::id).toList();
    }
}
