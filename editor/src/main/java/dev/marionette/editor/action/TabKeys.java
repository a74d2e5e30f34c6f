package dev.marionette.editor.action;

import dev.marionette.editor.kind.Shortcut;
import dev.marionette.editor.util.EditorTable;
import java.awt.Component;
import java.awt.KeyEventDispatcher;
import java.awt.KeyboardFocusManager;
import java.awt.event.HierarchyEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.InputMap;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JSpinner;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTree;
import javax.swing.KeyStroke;
import javax.swing.MenuSelectionManager;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * The keys of one tab. They reach the tab's commands wherever the focus is in the tab, except while text is typed
 * (a name, a value, a cell being edited), where the keys stay the text's. Two kinds of keys:
 *
 * <ul>
 * <li>{@link #bind}: the tab's own keys (Space, Home, End, comma, period, the accelerators). They win over what
 *     the look and feel gives the focused control (a tree's Home, a list's or a button's Space, a table's
 *     Ctrl+Left), so Space plays on a button that was just clicked and Home does not jump to another action from
 *     the tree. They lose only to keys the focused component binds itself (the canvas's arrows and Space held
 *     to pan, the sprite strip's Ctrl+Left), to a character that starts a table cell's value (a digit or sign,
 *     a period on a number: {@link EditorTable#startsValueWith}; typing starts editing the cell) and to a
 *     character typed into a combo box (it picks the item). A tab's other keys (comma and period on a name,
 *     letters such as F) stay the tab's on every cell.</li>
 * <li>{@link #bindFallback}: keys a focused control may use for itself (the plain arrows): they reach the tab
 *     only when the focused control has no use for them; lists, trees, tables and sliders move their selection
 *     and the canvas nudges.</li>
 * </ul>
 *
 * The keys are read by one {@link KeyEventDispatcher} while the tab is displayable, before any component sees
 * them: containers between the focus and the tab (split panes take Home, End and the arrows for their divider)
 * never swallow them, and a table never starts editing a cell with a tab key. Open menus and dialogs keep their
 * keys. {@link TabControls} is installed with it: clicks leave no keyboard focus on buttons, and the clipboard
 * keys of lists, trees and tables reach the Edit menu.
 */
public final class TabKeys {

    /** Keys that type punctuation on common layouts. */
    private static final Set<Integer> PUNCTUATION = Set.of(KeyEvent.VK_COMMA, KeyEvent.VK_PERIOD, KeyEvent.VK_MINUS,
            KeyEvent.VK_EQUALS, KeyEvent.VK_SLASH, KeyEvent.VK_BACK_SLASH, KeyEvent.VK_SEMICOLON, KeyEvent.VK_QUOTE,
            KeyEvent.VK_BACK_QUOTE, KeyEvent.VK_OPEN_BRACKET, KeyEvent.VK_CLOSE_BRACKET, KeyEvent.VK_PLUS);

    private final JComponent root;
    private final Map<KeyStroke, EditorAction> keys = new HashMap<>();
    private final Map<KeyStroke, EditorAction> fallbacks = new HashMap<>();
    private final KeyEventDispatcher dispatcher = this::dispatch;
    private boolean listening;
    /** After a press performed here: drop the character it types and its release. */
    private boolean dropTyped;
    private int pressedCode = KeyEvent.VK_UNDEFINED;

    private TabKeys(JComponent root) {
        this.root = root;
    }

    /** Starts the keys of the tab whose content is {@code root} (and its {@link TabControls}). */
    public static TabKeys install(JComponent root) {
        TabKeys tab = new TabKeys(root);
        root.putClientProperty(TabKeys.class, tab);
        TabControls.install(root);
        root.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.DISPLAYABILITY_CHANGED) != 0) {
                tab.listen(root.isDisplayable());
            }
        });
        tab.listen(root.isDisplayable());
        return tab;
    }

    /** {@code key} anywhere in the tab performs {@code action}, unless text is typed or the control binds it. */
    public TabKeys bind(KeyStroke key, EditorAction action) {
        keys.put(key, action);
        return this;
    }

    /** {@code key} performs {@code action} where the focused control has no use of its own for the key. */
    public TabKeys bindFallback(KeyStroke key, EditorAction action) {
        fallbacks.put(key, action);
        return this;
    }

    /** Binds the accelerator (and the alternate key) of every action of {@code actions} that has one. */
    public TabKeys bindAccelerators(ActionRegistry actions) {
        for (EditorAction action : actions.all()) {
            if (action.accelerator() != null) {
                bind(action.accelerator(), action);
            }
            if (action.alternate() != null) {
                bind(action.alternate(), action);
            }
        }
        return this;
    }

    /**
     * Previous/next frame on menu+Left and menu+Right (and Ctrl+Left/Right where menu is not Ctrl), and on the
     * plain arrows where the focused control does not use them.
     */
    public TabKeys bindStepKeys(EditorAction previous, EditorAction next) {
        int menu = KeyStrokes.menuShortcutMask();
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, menu), previous);
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, menu), next);
        if (menu != InputEvent.CTRL_DOWN_MASK) {
            bind(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, InputEvent.CTRL_DOWN_MASK), previous);
            bind(KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, InputEvent.CTRL_DOWN_MASK), next);
        }
        bindFallback(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, 0), previous);
        bindFallback(KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, 0), next);
        return this;
    }

    /** The section of Help &gt; Keyboard Shortcuts with the rules every tab follows. */
    public static final String SECTION = "Every document tab";

    /** The rules every tab follows, for Help &gt; Keyboard Shortcuts. */
    public static List<Shortcut> shortcuts() {
        return List.of(
                new Shortcut(SECTION, "Play / pause, wherever the focus is but text", "Space"),
                new Shortcut(SECTION, "First / last frame, from the canvas or tree too", "Home / End"),
                new Shortcut(SECTION, "Move in the focused list, tree, table, slider", "Arrow keys"),
                new Shortcut(SECTION, "Previous / next frame where arrows are free", "Left / Right"),
                new Shortcut(SECTION, "Replace the selected cell's value", "Type the value"),
                new Shortcut(SECTION, "Edit the cell's value, caret at its end", "F2 or double-click"),
                new Shortcut(SECTION, "Keep / cancel the value typed in a cell", "Enter / Escape"));
    }

    /**
     * The rows of Help &gt; Keyboard Shortcuts for {@link #bindStepKeys}, in {@code section} (the plain arrows are
     * in {@link #shortcuts()}).
     */
    public static List<Shortcut> stepShortcuts(String section, String previous, String next) {
        int menu = KeyStrokes.menuShortcutMask();
        return List.of(new Shortcut(section, previous, KeyStrokes.describe(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT,
                menu))), new Shortcut(section, next, KeyStrokes.describe(KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT,
                menu))));
    }

    /** The keys of the tab whose content is {@code root} (or holds it), if they were installed there. */
    public static java.util.Optional<TabKeys> of(java.awt.Container root) {
        if (root instanceof JComponent c && c.getClientProperty(TabKeys.class) instanceof TabKeys keys) {
            return java.util.Optional.of(keys);
        }
        for (Component child : root.getComponents()) {
            if (child instanceof java.awt.Container inner) {
                java.util.Optional<TabKeys> found = of(inner);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return java.util.Optional.empty();
    }

    /** Every key bound in the tab ({@link #bind} and {@link #bindFallback}) and its action. */
    public Map<KeyStroke, EditorAction> bindings() {
        Map<KeyStroke, EditorAction> all = new HashMap<>(fallbacks);
        all.putAll(keys);
        return java.util.Collections.unmodifiableMap(all);
    }

    /** The action {@code key} is bound to with {@link #bind}, or null. */
    public EditorAction action(KeyStroke key) {
        return keys.get(key);
    }

    private void listen(boolean on) {
        if (on == listening) {
            return;
        }
        listening = on;
        KeyboardFocusManager manager = KeyboardFocusManager.getCurrentKeyboardFocusManager();
        if (on) {
            manager.addKeyEventDispatcher(dispatcher);
        } else {
            manager.removeKeyEventDispatcher(dispatcher);
        }
    }

    private boolean dispatch(KeyEvent e) {
        switch (e.getID()) {
            case KeyEvent.KEY_TYPED -> {
                // a typed event follows its press at once: this is the press's character
                return dropIf(e, dropTyped);
            }
            case KeyEvent.KEY_RELEASED -> {
                boolean mine = e.getKeyCode() == pressedCode;
                if (mine) {
                    pressedCode = KeyEvent.VK_UNDEFINED;
                }
                return dropIf(e, mine);
            }
            case KeyEvent.KEY_PRESSED -> {
                dropTyped = false;
                return pressed(e);
            }
            default -> {
                return false;
            }
        }
    }

    private boolean dropIf(KeyEvent e, boolean drop) {
        if (drop) {
            dropTyped = false;
            e.consume();
        }
        return drop;
    }

    private boolean pressed(KeyEvent e) {
        Component owner = e.getComponent();
        if (owner == null || !root.isShowing() || !inTab(owner)
                || MenuSelectionManager.defaultManager().getSelectedPath().length > 0 || typing(owner)) {
            return false;
        }
        KeyStroke key = KeyStroke.getKeyStrokeForEvent(e);
        EditorAction action = keys.get(key);
        if (action != null && keeps(owner, key, e)) {
            action = null;
        }
        if (action == null) {
            action = fallbacks.get(key);
            if (action != null && uses(owner, key)) {
                action = null;
            }
        }
        if (action == null) {
            return false;
        }
        action.perform();
        dropTyped = true;
        pressedCode = e.getKeyCode();
        e.consume();
        return true;
    }

    /** In the tab, or on the tab's title (the strip of tabs showing it has the focus after a click on it). */
    private boolean inTab(Component owner) {
        return SwingUtilities.isDescendingFrom(owner, root)
                || owner instanceof JTabbedPane tabs && tabs.getSelectedComponent() == root;
    }

    /**
     * Whether the focused component keeps a tab key: it binds the key itself (not through its look and feel), or
     * the key types a character into an editable table cell or a combo box.
     */
    private static boolean keeps(Component owner, KeyStroke key, KeyEvent e) {
        if (!(owner instanceof JComponent c)) {
            return false;
        }
        InputMap map = c.getInputMap(JComponent.WHEN_FOCUSED);
        KeyStroke[] own = map.keys();
        if (own != null && Arrays.asList(own).contains(key) && c.getActionMap().get(map.get(key)) != null) {
            return true;
        }
        if (!typesCharacter(e)) {
            return false;
        }
        return c instanceof JComboBox || c instanceof EditorTable table && table.startsValueWith(character(e));
    }

    /**
     * The character a key types: the event's, else (toolkits that give a pressed key none) the one its code types
     * on every layout, for the keys tabs bind; {@link KeyEvent#CHAR_UNDEFINED} for others.
     */
    private static char character(KeyEvent e) {
        char ch = e.getKeyChar();
        if (ch != KeyEvent.CHAR_UNDEFINED && ch != 0) {
            return ch;
        }
        int code = e.getKeyCode();
        if (code >= KeyEvent.VK_0 && code <= KeyEvent.VK_9) {
            return (char) ('0' + code - KeyEvent.VK_0);
        }
        if (code >= KeyEvent.VK_NUMPAD0 && code <= KeyEvent.VK_NUMPAD9) {
            return (char) ('0' + code - KeyEvent.VK_NUMPAD0);
        }
        return switch (code) {
            case KeyEvent.VK_PERIOD, KeyEvent.VK_DECIMAL -> '.';
            case KeyEvent.VK_COMMA -> ',';
            case KeyEvent.VK_MINUS, KeyEvent.VK_SUBTRACT -> '-';
            case KeyEvent.VK_PLUS, KeyEvent.VK_ADD -> '+';
            default -> code >= KeyEvent.VK_A && code <= KeyEvent.VK_Z ? (char) ('a' + code - KeyEvent.VK_A)
                    : KeyEvent.CHAR_UNDEFINED;
        };
    }

    /** Whether the focused control has any use for a fallback key (its own or its look and feel's binding). */
    private static boolean uses(Component owner, KeyStroke key) {
        return !(owner instanceof JComponent c) || c.getInputMap(JComponent.WHEN_FOCUSED).get(key) != null
                || c.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).get(key) != null;
    }

    /**
     * A key that types a visible character, Space aside (Space plays). Some toolkits give a pressed key no
     * character (only its typed event has one): the keys that type characters on every layout are told by code.
     */
    private static boolean typesCharacter(KeyEvent e) {
        int commands = InputEvent.CTRL_DOWN_MASK | InputEvent.ALT_DOWN_MASK | InputEvent.META_DOWN_MASK;
        if ((e.getModifiersEx() & commands) != 0) {
            return false;
        }
        char ch = e.getKeyChar();
        if (ch != KeyEvent.CHAR_UNDEFINED && ch != 0) {
            return ch != ' ' && !Character.isISOControl(ch);
        }
        int code = e.getKeyCode();
        return code >= KeyEvent.VK_0 && code <= KeyEvent.VK_9 || code >= KeyEvent.VK_A && code <= KeyEvent.VK_Z
                || code >= KeyEvent.VK_NUMPAD0 && code <= KeyEvent.VK_DIVIDE && code != KeyEvent.VK_SEPARATOR
                || PUNCTUATION.contains(code);
    }

    /** True while the keyboard goes to text: a text field, a spinner, a table cell or tree node being edited. */
    public static boolean typing() {
        return typing(KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }

    private static boolean typing(Component owner) {
        return owner instanceof JTextComponent || owner instanceof JTable table && table.isEditing()
                || owner instanceof JTree tree && tree.isEditing()
                || owner != null && SwingUtilities.getAncestorOfClass(JSpinner.class, owner) != null;
    }
}
