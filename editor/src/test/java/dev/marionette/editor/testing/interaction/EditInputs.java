package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.MainFrame;
import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.interaction.Control.Role;
import java.awt.Component;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import javax.swing.JComboBox;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.SpinnerNumberModel;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.fixture.JComboBoxFixture;
import org.assertj.swing.fixture.JMenuItemFixture;

/**
 * The edits of a tab, found anew before each input from the controls showing: any button, toggle, spinner, combo
 * box or text field that is not view-only, table cells, drags on surfaces, context menu commands, the tab's own menus
 * and the Edit menu, and edit keys (Delete, nudges, Ctrl+D...). Dialogs they open are accepted or cancelled at random
 * by {@link OpenWindows}.
 */
final class EditInputs {

    private static final String[] WORDS = {"Walk", "x1", "12", "Zed", "a b", "0", "-3", "99999", "Idle_2"};

    private final MainFrame frame;
    private final TabProfile profile;
    private final Session session;
    private final NavigationInputs navigation;

    EditInputs(MainFrame frame, TabProfile profile, Session session, NavigationInputs navigation) {
        this.frame = frame;
        this.profile = profile;
        this.session = session;
        this.navigation = navigation;
    }

    /** One edit, chosen at random among those the window offers now. */
    Gesture next() {
        Random random = session.random();
        List<Control> controls = GuiTestSupport.read(() -> ControlFinder.find(frame, profile));
        List<Control> edits = controls.stream().filter(c -> !c.navigation()).toList();
        for (int attempt = 0; attempt < 50; attempt++) {
            Optional<Gesture> gesture = pick(random.nextInt(100), controls, edits, random);
            if (gesture.isPresent()) {
                return gesture.get();
            }
        }
        return navigation.next();
    }

    private Optional<Gesture> pick(int dice, List<Control> controls, List<Control> edits, Random random) {
        Robot robot = session.robot();
        if (dice < 24) {
            return NavigationInputs.one(edits, random, Role.BUTTON)
                    .map(c -> new Gesture("click " + c.label(), () -> robot.click(c.component())));
        } else if (dice < 30) {
            return NavigationInputs.one(edits, random, Role.TOGGLE)
                    .map(c -> new Gesture("click " + c.label(), () -> robot.click(c.component())));
        } else if (dice < 39) {
            return NavigationInputs.one(edits, random, Role.SPINNER)
                    .map(c -> navigation.spinnerArrow(c, random.nextBoolean()));
        } else if (dice < 43) {
            return NavigationInputs.one(edits, random, Role.SPINNER).map(c -> spinnerValue(c, random));
        } else if (dice < 50) {
            return NavigationInputs.one(edits, random, Role.COMBO).flatMap(c -> comboChoice(c, random));
        } else if (dice < 54) {
            return NavigationInputs.one(edits, random, Role.TEXT).map(c -> typed(c, c.component(),
                    WORDS[random.nextInt(WORDS.length)]));
        } else if (dice < 64) {
            return NavigationInputs.one(controls, random, Role.TABLE).flatMap(c -> cellEdit(c, random));
        } else if (dice < 78) {
            return NavigationInputs.one(controls, random, Role.SURFACE).map(c -> drag(c, random));
        } else if (dice < 84) {
            return NavigationInputs.one(controls, random, Role.SURFACE, Role.TREE, Role.LIST, Role.TABLE)
                    .map(c -> contextCommand(c, random));
        } else if (dice < 92) {
            return menuCommand(viewMenus(), random);
        } else if (dice < 96) {
            return menuCommand(editMenu(), random);
        } else {
            return NavigationInputs.one(controls, random, Role.SURFACE, Role.TREE, Role.LIST, Role.TABLE)
                    .map(c -> editKey(c, random));
        }
    }

    // ---- value controls

    private Gesture spinnerValue(Control c, Random random) {
        JSpinner spinner = (JSpinner) c.component();
        String value = GuiTestSupport.read(() -> {
            if (spinner.getModel() instanceof SpinnerNumberModel m && m.getNumber() != null) {
                long now = m.getNumber().longValue();
                return Long.toString(random.nextInt(4) == 0 ? random.nextInt(200) - 50 : now + random.nextInt(21) - 10);
            }
            return WORDS[random.nextInt(WORDS.length)];
        });
        Component field = GuiTestSupport.read(() -> ((JSpinner.DefaultEditor) spinner.getEditor()).getTextField());
        return typed(c, field, value);
    }

    /** Click the field, select its text, type {@code text}, press Enter. */
    private Gesture typed(Control c, Component field, String text) {
        return new Gesture("type '" + text + "' + Enter into " + c.label(), () -> {
            Robot robot = session.robot();
            robot.click(field);
            robot.pressAndReleaseKey(KeyEvent.VK_A, ctrl());
            robot.enterText(text);
            robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
        });
    }

    private Optional<Gesture> comboChoice(Control c, Random random) {
        @SuppressWarnings("unchecked")
        JComboBox<Object> combo = (JComboBox<Object>) c.component();
        int count = GuiTestSupport.read(combo::getItemCount);
        if (count == 0) {
            return Optional.empty();
        }
        int index = random.nextInt(count);
        return Optional.of(new Gesture("choose item " + index + " of " + c.label(),
                () -> new JComboBoxFixture(session.robot(), combo).selectItem(index)));
    }

    private Optional<Gesture> cellEdit(Control c, Random random) {
        JTable table = (JTable) c.component();
        List<int[]> editable = GuiTestSupport.read(() -> {
            List<int[]> cells = new ArrayList<>();
            for (int r = 0; r < table.getRowCount(); r++) {
                for (int col = 0; col < table.getColumnCount(); col++) {
                    if (table.isCellEditable(r, col)) {
                        cells.add(new int[] {r, col});
                    }
                }
            }
            return cells;
        });
        if (editable.isEmpty()) {
            return Optional.empty();
        }
        int[] cell = editable.get(random.nextInt(editable.size()));
        Optional<Point> at = Spots.item(table, cell[0], cell[1]);
        if (at.isEmpty()) {
            return Optional.empty();
        }
        Point p = at.get();
        String where = "row " + cell[0] + " column " + cell[1] + " of " + c.label();
        if (GuiTestSupport.read(() -> Cells.editsOnOneClick(table, cell[0], cell[1]))) {
            return Optional.of(new Gesture("click " + where, () -> session.robot().click(table, p)));
        }
        Object current = GuiTestSupport.read(() -> table.getValueAt(cell[0], cell[1]));
        String text = current instanceof Number n ? Long.toString(n.longValue() + random.nextInt(21) - 10)
                : WORDS[random.nextInt(WORDS.length)];
        return Optional.of(new Gesture("double-click " + where + ", type '" + text + "' + Enter", () -> {
            Robot robot = session.robot();
            robot.click(table, p, MouseButton.LEFT_BUTTON, 2);
            robot.waitForIdle();
            if (GuiTestSupport.read(table::isEditing)) {
                robot.pressAndReleaseKey(KeyEvent.VK_A, ctrl());
                robot.enterText(text);
                robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
                robot.waitForIdle();
                if (GuiTestSupport.read(table::isEditing)) {
                    robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
                }
            }
        }));
    }

    // ---- mouse

    private Gesture drag(Control c, Random random) {
        Point from = random.nextInt(5) < 3 ? Spots.nearMiddle(c.component(), random)
                : Spots.anywhere(c.component(), random);
        int reach = 5 + random.nextInt(56);
        double angle = random.nextDouble() * 2 * Math.PI;
        Point to = new Point(from.x + (int) (reach * Math.cos(angle)), from.y + (int) (reach * Math.sin(angle)));
        return new Gesture("drag " + c.label() + " from " + from.x + "," + from.y + " to " + to.x + "," + to.y,
                () -> NavigationInputs.drag(session.robot(), c.component(), from, to, MouseButton.LEFT_BUTTON));
    }

    private Gesture contextCommand(Control c, Random random) {
        Point at = c.role() == Role.SURFACE ? Spots.nearMiddle(c.component(), random)
                : Spots.rows(c.component()) > 0 ? Spots.item(c.component(), random.nextInt(Spots.rows(c.component())),
                        0).orElse(Spots.anywhere(c.component(), random)) : Spots.anywhere(c.component(), random);
        int choice = random.nextInt(1000);
        return new Gesture("right-click " + c.label() + " at " + at.x + "," + at.y + ", then menu item #" + choice,
                () -> {
                    Robot robot = session.robot();
                    robot.click(c.component(), at, MouseButton.RIGHT_BUTTON, 1);
                    robot.waitForIdle();
                    JMenuItem item = GuiTestSupport.read(() -> {
                        JPopupMenu popup = robot.findActivePopupMenu();
                        List<JMenuItem> items = popup == null ? List.of() : leaves(popup.getSubElements());
                        return items.isEmpty() ? null : items.get(choice % items.size());
                    });
                    if (item != null) {
                        session.note("menu item '" + GuiTestSupport.read(item::getText) + "'");
                        robot.click(item);
                    }
                });
    }

    // ---- menus

    private List<JMenu> viewMenus() {
        return GuiTestSupport.read(() -> frame.workbench().documents().active()
                .map(s -> s.view().menus()).orElse(List.of()));
    }

    private List<JMenu> editMenu() {
        return GuiTestSupport.read(() -> {
            JMenuBar bar = frame.getJMenuBar();
            for (int i = 0; i < bar.getMenuCount(); i++) {
                if (ActionIds.MENU_EDIT.equals(bar.getMenu(i).getName())) {
                    return List.of(bar.getMenu(i));
                }
            }
            return List.of();
        });
    }

    private Optional<Gesture> menuCommand(List<JMenu> menus, Random random) {
        List<JMenuItem> items = GuiTestSupport.read(() -> {
            List<JMenuItem> all = new ArrayList<>();
            for (JMenu menu : menus) {
                all.addAll(leaves(menu.getPopupMenu().getSubElements()));
            }
            return all;
        });
        if (items.isEmpty()) {
            return Optional.empty();
        }
        JMenuItem item = items.get(random.nextInt(items.size()));
        String path = GuiTestSupport.read(() -> menuPath(item));
        boolean topLevel = GuiTestSupport.read(() -> item.getParent() instanceof JPopupMenu p
                && p.getInvoker() instanceof JMenu m && m.getParent() instanceof JMenuBar);
        if (topLevel) {
            return Optional.of(new Gesture("menu " + path, () -> new JMenuItemFixture(session.robot(), item).click()));
        }
        // submenus do not open under the in-memory toolkit: the item is pressed as the submenu would
        return Optional.of(new Gesture("menu " + path + " (submenu item, pressed directly)",
                () -> GuiTestSupport.onEdt(item::doClick)));
    }

    /** The enabled items (not submenus) of a menu, its submenus' included. Event thread. */
    private static List<JMenuItem> leaves(javax.swing.MenuElement[] elements) {
        List<JMenuItem> items = new ArrayList<>();
        for (javax.swing.MenuElement e : elements) {
            if (e instanceof JMenu sub) {
                if (sub.isEnabled()) {
                    items.addAll(leaves(sub.getPopupMenu().getSubElements()));
                }
            } else if (e instanceof JMenuItem item && item.isEnabled() && item.isVisible()) {
                items.add(item);
            } else if (e instanceof JPopupMenu popup) {
                items.addAll(leaves(popup.getSubElements()));
            }
        }
        return items;
    }

    private static String menuPath(JMenuItem item) {
        StringBuilder path = new StringBuilder(item.getText());
        Component c = item.getParent();
        while (c instanceof JPopupMenu p && p.getInvoker() instanceof JMenu m) {
            path.insert(0, m.getText() + " > ");
            c = m.getParent();
        }
        return path.toString();
    }

    // ---- keys

    private Gesture editKey(Control c, Random random) {
        int[][] keys = {{KeyEvent.VK_DELETE, 0}, {KeyEvent.VK_BACK_SPACE, 0}, {KeyEvent.VK_LEFT, 0},
            {KeyEvent.VK_RIGHT, 0}, {KeyEvent.VK_UP, 0}, {KeyEvent.VK_DOWN, 0}, {KeyEvent.VK_D, ctrl()},
            {KeyEvent.VK_X, ctrl()}, {KeyEvent.VK_C, ctrl()}, {KeyEvent.VK_V, ctrl()}, {KeyEvent.VK_7, 0}};
        int[] key = keys[random.nextInt(keys.length)];
        Point at = c.role() == Role.SURFACE ? Spots.nearMiddle(c.component(), random)
                : Spots.rows(c.component()) > 0 ? Spots.item(c.component(), random.nextInt(Spots.rows(c.component())),
                        0).orElse(Spots.anywhere(c.component(), random)) : Spots.anywhere(c.component(), random);
        String name = (key[1] != 0 ? "Ctrl+" : "") + KeyEvent.getKeyText(key[0]);
        return new Gesture("click " + c.label() + " at " + at.x + "," + at.y + ", then key " + name, () -> {
            session.robot().click(c.component(), at);
            session.robot().pressAndReleaseKey(key[0], key[1]);
        });
    }

    @SuppressWarnings("deprecation")
    static int ctrl() {
        // AssertJ Swing 3.17 understands only the legacy modifier masks (see the style guide, section 5)
        return InputEvent.CTRL_MASK;
    }
}
