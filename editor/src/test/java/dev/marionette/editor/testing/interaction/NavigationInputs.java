package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.MainFrame;
import dev.marionette.editor.action.TabKeys;
import dev.marionette.editor.util.EditorTable;
import dev.marionette.editor.util.PopupMenus;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.interaction.Control.Role;
import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import javax.swing.MenuSelectionManager;
import javax.swing.text.JTextComponent;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.fixture.JComboBoxFixture;

/**
 * The navigation inputs of a tab, found anew before each input from the controls showing: keys where focus sits
 * (navigation keys, characters and the tab's view-only one-key shortcuts; never the keys a focused edit control
 * takes as an edit), menus opened then keys pressed in them, dialogs and tool windows opened then dismissed
 * ({@link DialogInputs}), clicks on trees, lists, tables, tabs, sliders, surfaces (canvases, timelines, swatches,
 * thumbnails) and empty space, the wheel, panning, context menus dismissed, view and transport buttons.
 */
final class NavigationInputs {

    private final MainFrame frame;
    private final TabProfile profile;
    private final Session session;

    private final DialogInputs dialogs;

    NavigationInputs(MainFrame frame, TabProfile profile, Session session) {
        this.frame = frame;
        this.profile = profile;
        this.session = session;
        this.dialogs = new DialogInputs(frame, profile, session);
    }

    /** One navigation input, chosen at random among those the window offers now. */
    Gesture next() {
        Random random = session.random();
        List<Control> controls = GuiTestSupport.read(() -> ControlFinder.find(frame, profile));
        for (int attempt = 0; attempt < 50; attempt++) {
            Optional<Gesture> gesture = pick(random.nextInt(100), controls, random);
            if (gesture.isPresent()) {
                return gesture.get();
            }
        }
        return key(random);
    }

    private Optional<Gesture> pick(int dice, List<Control> controls, Random random) {
        if (dice < 30) {
            return Optional.of(key(random));
        } else if (dice < 33) {
            return menuThenKeys(controls, random);
        } else if (dice < 36) {
            return dialogs.next(random);
        } else if (dice < 55) {
            return one(controls, random, Role.TREE, Role.LIST, Role.TABLE).flatMap(c -> itemClick(c, random));
        } else if (dice < 58) {
            return one(controls, random, Role.TREE, Role.LIST, Role.TABLE).flatMap(c -> emptyClick(c, random));
        } else if (dice < 66) {
            return surface(controls, random).map(c -> click(c, Spots.anywhere(c.component(), random)));
        } else if (dice < 70) {
            return surface(controls, random).map(c -> wheel(c, Spots.anywhere(c.component(), random),
                    random.nextBoolean() ? 1 : -1));
        } else if (dice < 73) {
            return surface(controls, random).map(c -> pan(c, random));
        } else if (dice < 76) {
            return surface(controls, random).map(c -> contextMenu(c, Spots.anywhere(c.component(), random)));
        } else if (dice < 82) {
            return one(controls, random, Role.TABS).flatMap(c -> tabSwitch(c, random));
        } else if (dice < 86) {
            return one(controls, random, Role.DOCUMENT_TABS).flatMap(c -> tabSwitch(c, random));
        } else if (dice < 95) {
            return navigation(controls, random, Role.BUTTON, Role.TOGGLE).map(c -> click(c, null));
        } else if (dice < 97) {
            return navigation(controls, random, Role.SLIDER)
                    .map(c -> click(c, Spots.onTrack((JSlider) c.component(), random)));
        } else if (dice < 98) {
            return navigation(controls, random, Role.COMBO).map(c -> comboChoice(c, random));
        } else {
            return navigation(controls, random, Role.SPINNER).map(c -> spinnerArrow(c, random.nextBoolean()));
        }
    }

    static Optional<Control> one(List<Control> controls, Random random, Role... roles) {
        List<Control> matching = controls.stream().filter(c -> List.of(roles).contains(c.role())).toList();
        return matching.isEmpty() ? Optional.empty() : Optional.of(matching.get(random.nextInt(matching.size())));
    }

    private Optional<Control> navigation(List<Control> controls, Random random, Role... roles) {
        return one(controls.stream().filter(Control::navigation).toList(), random, roles);
    }

    private Optional<Control> surface(List<Control> controls, Random random) {
        return one(controls.stream().filter(c -> !KnownDefects.clickEdits(c)).toList(), random, Role.SURFACE);
    }

    // ---- keys

    /**
     * A key where the focus sits: a navigation key, a character or digit, or one of the tab's view-only one-key
     * shortcuts (as the tab binds them: comma, period, F, 1, O...), unless the focused control takes it as an edit.
     */
    private Gesture key(Random random) {
        Component focus = GuiTestSupport.read(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager()
                .getFocusOwner());
        List<Key> alphabet = new ArrayList<>(Key.NAVIGATION);
        alphabet.addAll(Key.CHARACTERS);
        alphabet.addAll(GuiTestSupport.read(() -> shortcuts(frame.tabs().getSelectedComponent(), profile)));
        List<Key> keys = new ArrayList<>();
        for (Key k : alphabet) {
            if (GuiTestSupport.read(() -> isNavigationAt(k, focus))) {
                keys.add(k);
            }
        }
        Key key = keys.get(random.nextInt(keys.size()));
        String where = focus == null ? "nowhere" : label(focus);
        return new Gesture("key " + key + " on " + where, () -> session.robot().pressAndReleaseKey(key.code(),
                key.modifiers()));
    }

    /** The view-only one-key shortcuts the tab (or tool window) whose content holds {@code root} binds. */
    static List<Key> shortcuts(Component root, TabProfile profile) {
        List<Key> found = new ArrayList<>();
        if (!(root instanceof java.awt.Container c)) {
            return found;
        }
        TabKeys.of(c).ifPresent(keys -> keys.bindings().forEach((stroke, action) -> {
            Key k = Key.shortcut(stroke, action.id());
            boolean plain = Key.NAVIGATION.stream().anyMatch(n -> n.code() == stroke.getKeyCode()
                    && n.modifiers() == 0);
            if (k != null && !plain && profile.isNavigationAction(action.id())) {
                found.add(k);
            }
        }));
        found.sort(java.util.Comparator.comparing(Key::name));
        return found;
    }

    /**
     * Whether {@code key} is navigation where focus sits: everywhere, except on edit controls (text, spinners,
     * combo boxes and sliders that edit take any key as input, a focused edit button takes Space and Enter as a
     * press, a digit typed on a table cell holding a number replaces its value), and on a canvas that nudges
     * its selection with the arrows.
     */
    private boolean isNavigationAt(Key key, Component focus) {
        if (focus == null || profile.isNavigation(focus)) {
            return true;
        }
        Component owner = TabProfile.owner(focus);
        if ((focus instanceof JTextComponent text && text.isEditable()) || owner instanceof JSpinner
                || owner instanceof JComboBox || focus instanceof JSlider) {
            return key.onlyMovesFocus();
        }
        if (focus instanceof AbstractButton) {
            return !key.pressesButtons();
        }
        if (focus instanceof EditorTable table && key.kind() != Key.Kind.NAVIGATION && key.character() != 0
                && table.startsValueWith(key.character())) {
            // a digit, sign or period on a number types the value, an edit by design (7 is not the Top view
            // there); letters, and anything on a name, only look for a row
            return false;
        }
        if (key.isArrow() && focus instanceof JComponent c) {
            Object binding = c.getInputMap(JComponent.WHEN_FOCUSED).get(KeyStroke.getKeyStroke(key.code(), 0));
            return binding == null || !String.valueOf(binding).startsWith("nudge");
        }
        return true;
    }

    // ---- menus

    /**
     * A button that opens a menu (States…, Add built-in; marked by {@link PopupMenus#opensMenu}) or a menu of the
     * menu bar, clicked, then Enter, Space or an arrow, then Escape: opening a menu changes nothing, and a key
     * pressed at once chooses nothing (Space ticked a state when the menu opened under the pointer).
     */
    private Optional<Gesture> menuThenKeys(List<Control> controls, Random random) {
        List<JComponent> openers = new ArrayList<>();
        for (Control c : controls) {
            if (c.role() == Role.BUTTON && Boolean.TRUE.equals(GuiTestSupport.read(() -> c.component()
                    .getClientProperty(PopupMenus.OPENS_MENU)))) {
                openers.add(c.component());
            }
        }
        GuiTestSupport.read(() -> {
            JMenuBar bar = frame.getJMenuBar();
            for (int m = 0; bar != null && m < bar.getMenuCount(); m++) {
                if (bar.getMenu(m) != null && bar.getMenu(m).isShowing() && bar.getMenu(m).isEnabled()) {
                    openers.add(bar.getMenu(m));
                }
            }
            return null;
        });
        if (openers.isEmpty()) {
            return Optional.empty();
        }
        JComponent opener = openers.get(random.nextInt(openers.size()));
        Key key = Key.IN_A_MENU.get(random.nextInt(Key.IN_A_MENU.size()));
        String what = opener instanceof JMenu menu ? "menu '" + GuiTestSupport.read(menu::getText) + "'"
                : new Control(Role.BUTTON, opener, false).label();
        return Optional.of(new Gesture("click " + what + ", then " + key + ", then Escape", () -> {
            Robot robot = session.robot();
            robot.click(opener);
            robot.waitForIdle();
            requireNothingUnderThePointer(opener, what);
            robot.pressAndReleaseKey(key.code(), key.modifiers());
            robot.waitForIdle();
            for (int i = 0; i < 3 && GuiTestSupport.read(() -> MenuSelectionManager.defaultManager()
                    .getSelectedPath().length > 0); i++) {
                robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
                robot.waitForIdle();
            }
        }));
    }

    static String label(Component c) {
        String type = c.getClass().getSimpleName().isEmpty() ? c.getClass().getSuperclass().getSimpleName()
                : c.getClass().getSimpleName();
        Component owner = TabProfile.owner(c);
        if (owner != c) {
            return label(owner);
        }
        return type + (c.getName() == null ? "" : " '" + c.getName() + "'");
    }

    /**
     * A menu just opened by a click highlights nothing and does not lie under the pointer, which rests on what was
     * clicked (a window appearing under it gets the pointer's entry and highlights the item there, on a real
     * display: the next Space or Enter chose it).
     */
    private void requireNothingUnderThePointer(JComponent opener, String what) {
        String problem = GuiTestSupport.read(() -> {
            javax.swing.MenuElement[] path = MenuSelectionManager.defaultManager().getSelectedPath();
            if (path.length == 0) {
                return null;
            }
            if (path[path.length - 1] instanceof javax.swing.JMenuItem item && !(item instanceof JMenu)) {
                return "the menu opened with '" + item.getText() + "' highlighted";
            }
            for (javax.swing.MenuElement e : path) {
                if (e instanceof javax.swing.JPopupMenu popup && popup.isShowing() && opener.isShowing()
                        && !(opener instanceof JMenu)) {
                    java.awt.Rectangle menu = new java.awt.Rectangle(popup.getLocationOnScreen(), popup.getSize());
                    java.awt.Point centre = opener.getLocationOnScreen();
                    centre.translate(opener.getWidth() / 2, opener.getHeight() / 2);
                    if (menu.contains(centre)) {
                        return "the menu opened under the pointer, over " + what;
                    }
                }
            }
            return null;
        });
        if (problem != null) {
            throw session.failure(problem);
        }
    }

    // ---- clicks

    private Optional<Gesture> itemClick(Control c, Random random) {
        int rows = Spots.rows(c.component());
        if (rows == 0) {
            return Optional.empty();
        }
        int row = random.nextInt(rows);
        int column = 0;
        if (c.component() instanceof JTable table) {
            int columns = GuiTestSupport.read(table::getColumnCount);
            List<Integer> plain = new ArrayList<>();
            for (int col = 0; col < columns; col++) {
                int at = col;
                if (!GuiTestSupport.read(() -> Cells.editsOnOneClick(table, row, at))) {
                    plain.add(col);
                }
            }
            if (plain.isEmpty()) {
                return Optional.empty();
            }
            column = plain.get(random.nextInt(plain.size()));
        }
        int col = column;
        String what = c.component() instanceof JTable ? "row " + row + " column " + col : "row " + row;
        return Spots.item(c.component(), row, column).map(p -> new Gesture("click " + what + " of " + c.label(),
                () -> session.robot().click(c.component(), p)));
    }

    private Optional<Gesture> emptyClick(Control c, Random random) {
        return Spots.belowTheRows(c.component(), random).map(p -> new Gesture("click empty space of " + c.label()
                + " at " + p.x + "," + p.y, () -> session.robot().click(c.component(), p)));
    }

    private Gesture click(Control c, Point at) {
        if (at == null) {
            return new Gesture("click " + c.label(), () -> session.robot().click(c.component()));
        }
        return new Gesture("click " + c.label() + " at " + at.x + "," + at.y,
                () -> session.robot().click(c.component(), at));
    }

    private Gesture wheel(Control c, Point at, int amount) {
        return new Gesture("wheel " + amount + " on " + c.label() + " at " + at.x + "," + at.y, () -> {
            session.robot().moveMouse(c.component(), at);
            session.robot().rotateMouseWheel(amount);
        });
    }

    private Gesture pan(Control c, Random random) {
        Point from = Spots.anywhere(c.component(), random);
        Point to = new Point(from.x + random.nextInt(61) - 30, from.y + random.nextInt(61) - 30);
        return new Gesture("middle-drag " + c.label() + " from " + from.x + "," + from.y + " to " + to.x + ","
                + to.y, () -> drag(session.robot(), c.component(), from, to, MouseButton.MIDDLE_BUTTON));
    }

    static void drag(Robot robot, JComponent c, Point from, Point to, MouseButton button) {
        robot.pressMouse(c, from, button);
        robot.moveMouse(c, new Point((2 * from.x + to.x) / 3, (2 * from.y + to.y) / 3));
        robot.moveMouse(c, new Point((from.x + 2 * to.x) / 3, (from.y + 2 * to.y) / 3));
        robot.moveMouse(c, to);
        robot.releaseMouse(button);
    }

    private Gesture contextMenu(Control c, Point at) {
        return new Gesture("right-click " + c.label() + " at " + at.x + "," + at.y + ", then Escape", () -> {
            session.robot().click(c.component(), at, MouseButton.RIGHT_BUTTON, 1);
            session.robot().waitForIdle();
            session.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE);
        });
    }

    private Optional<Gesture> tabSwitch(Control c, Random random) {
        JTabbedPane pane = (JTabbedPane) c.component();
        int count = GuiTestSupport.read(pane::getTabCount);
        int selected = GuiTestSupport.read(pane::getSelectedIndex);
        if (count < 2) {
            return Optional.empty();
        }
        int index = random.nextInt(count - 1);
        int target = index >= selected ? index + 1 : index;
        String title = GuiTestSupport.read(() -> pane.getTitleAt(target));
        return Spots.tab(pane, target).map(p -> new Gesture("click tab '" + title + "' of " + c.label(),
                () -> session.robot().click(pane, p)));
    }

    private Gesture comboChoice(Control c, Random random) {
        @SuppressWarnings("unchecked")
        JComboBox<Object> combo = (JComboBox<Object>) c.component();
        int count = GuiTestSupport.read(combo::getItemCount);
        int index = random.nextInt(Math.max(1, count));
        return new Gesture("choose item " + index + " of " + c.label(),
                () -> new JComboBoxFixture(session.robot(), combo).selectItem(index));
    }

    Gesture spinnerArrow(Control c, boolean up) {
        Supplier<Component> arrow = () -> GuiTestSupport.read(() -> {
            for (Component part : c.component().getComponents()) {
                if ((up ? "Spinner.nextButton" : "Spinner.previousButton").equals(part.getName())) {
                    return part;
                }
            }
            return null;
        });
        return new Gesture("click the " + (up ? "up" : "down") + " arrow of " + c.label(), () -> {
            Component button = arrow.get();
            if (button != null) {
                session.robot().click(button);
            }
        });
    }
}
