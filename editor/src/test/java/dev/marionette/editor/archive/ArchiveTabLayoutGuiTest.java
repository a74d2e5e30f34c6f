package dev.marionette.editor.archive;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.ro.refs.Reference;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.SpriteKind;
import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.tree.TreePath;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive tab at the width of a 1280 x 800 screen and narrower, on a machine without a Korean font, and at a
 * large font: the tool bar keeps the filter usable and every command reachable (in the bar or its More menu), the
 * missing-font hint is one line under the bar; every command is reached by keyboard, from the right-click menus of
 * the entries and folders and from the window's Archive menu; a headgear opened from the archive is a headgear.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class ArchiveTabLayoutGuiTest extends EditorWindowTest {

    static final String HEADGEAR = "data\\sprite\\악세사리\\남\\남_리본.act";
    static final String ACTIONS = "archive.open archive.extract archive.export archive.findAll";

    @TempDir
    Path dir;

    byte[] act;
    byte[] spr;
    ArchiveKind kind;
    ArchiveView view;

    Path fixture() throws IOException {
        SpriteDocument demo = RoFixtures.demo();
        act = ActWriter.toBytes(demo.act());
        spr = SprWriter.toBytes(demo.sheet());
        Path file = dir.resolve("patch.gpf");
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            w.add(GrfNames.encode(HEADGEAR).orElseThrow(), act);
            w.add(GrfNames.encode(HEADGEAR.replace(".act", ".spr")).orElseThrow(), spr);
            w.add(GrfNames.encode("data\\sprite\\몬스터\\demo.act").orElseThrow(), act);
            w.add(GrfNames.encode("data\\sprite\\몬스터\\demo.spr").orElseThrow(), spr);
            w.add(GrfNames.encode("data\\readme.txt").orElseThrow(), "text".getBytes(StandardCharsets.UTF_8));
            w.finish();
        }
        return file;
    }

    /** Opens the window on {@code files} (the archive first) as on a machine where no font shows Hangul. */
    void open(List<String> files, int width, int height) {
        kind = new ArchiveKind(new ArchiveBrowserGuiTest.QueuedChooser(), font -> Optional.empty());
        openWindow(files, new RoKind(CompanionChooser.NEVER, RoFixtures.settings()), kind);
        waitUntil("the archive is open", () -> frame.tabs().getTabCount() == files.size());
        onEdt(() -> frame.tabs().setSelectedIndex(0));
        view = read(() -> (ArchiveView) frame.workbench().documents().active().orElseThrow().view());
        waitUntil("every entry is listed", () -> view.entries().getRowCount() == 5);
        resize(width, height);
    }

    void resize(int width, int height) {
        onEdt(() -> {
            frame.setSize(width, height);
            frame.validate();
        });
        window.robot().waitForIdle();
    }

    /** The bounds of {@code c} in the tool bar's coordinates. */
    Rectangle inBar(Component c) {
        return SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), view.toolBar());
    }

    /** Every control of the bar is whole inside it, the filter box usable; returns the buttons shown. */
    List<String> checkBar() {
        return read(() -> {
            ArchiveToolBar bar = view.toolBar();
            Rectangle whole = new Rectangle(0, 0, bar.getWidth(), bar.getHeight());
            List<String> shown = new ArrayList<>();
            for (Component c : bar.getComponents()) {
                if (c.isVisible() && !(c instanceof JLabel)) {
                    assertThat(whole.contains(inBar(c))).as(c.getName() + " " + inBar(c) + " inside " + whole).isTrue();
                    assertThat(c.getWidth()).as(c.getName()).isGreaterThanOrEqualTo(c.getPreferredSize().width
                            - (c instanceof JTextField ? c.getPreferredSize().width : 0));
                }
                if (c instanceof JButton b && b.isVisible() && ACTIONS.contains(String.valueOf(b.getName()))) {
                    shown.add(b.getName());
                }
            }
            JTextField filter = view.filterField();
            assertThat(filter.isShowing()).isTrue();
            assertThat(filter.getWidth()).as("the filter box's width").isGreaterThanOrEqualTo(120);
            return shown;
        });
    }

    /** The names of the items of the More menu as it would open now. */
    List<String> moreItems() {
        return read(() -> {
            List<String> names = new ArrayList<>();
            for (Component c : view.toolBar().moreMenu().getComponents()) {
                names.add(c.getName());
            }
            return names;
        });
    }

    @Test
    void at1280WithoutAKoreanFontTheBarShowsEveryCommandAndTheHintIsOneLineBelowIt() throws Exception {
        open(List.of(fixture().toString()), 1280, 800);
        assertThat(read(() -> view.hasHangulFont())).isFalse();
        assertThat(checkBar()).as("every command in the bar").containsExactly(ACTIONS.split(" "));
        assertThat(read(() -> view.toolBar().getComponents())).noneMatch(c -> "archive.fontNote".equals(c.getName()));
        JLabel hint = window.label("archive.fontNote").target();
        read(() -> {
            assertThat(hint.isShowing()).isTrue();
            assertThat(hint.getText()).contains("Korean").contains("fonts-noto-cjk");
            assertThat(hint.getHeight()).as("one line").isLessThan(2 * hint.getFontMetrics(hint.getFont()).getHeight());
            assertThat(SwingUtilities.isDescendingFrom(hint, view.toolBar())).isFalse();
            return null;
        });
        assertThat(read(() -> view.toolBar().moreButton().isVisible())).isFalse();
    }

    @Test
    void whatDoesNotFitANarrowWindowOrALargeFontIsInTheMoreMenuAndWorksFromThere() throws Exception {
        open(List.of(fixture().toString()), 560, 700);
        List<String> shown = checkBar();
        assertThat(shown).as("some commands are left out at 560 px").hasSizeLessThan(4);
        List<String> hidden = new ArrayList<>(List.of(ACTIONS.split(" ")));
        hidden.removeAll(shown);
        assertThat(moreItems()).containsExactlyElementsOf(hidden);
        assertThat(read(() -> view.toolBar().getComponents())).anyMatch(c -> "archive.more".equals(c.getName())
                && c.isVisible() && new Rectangle(view.toolBar().getSize()).contains(inBar(c)));

        // A large font in a wider window (as wide as the test screen allows): the same rules hold.
        onEdt(() -> {
            for (Component c : view.toolBar().getComponents()) {
                c.setFont(c.getFont().deriveFont(c.getFont().getSize2D() * 3f));
            }
            frame.setSize(1000, 760);
            frame.validate();
        });
        window.robot().waitForIdle();
        List<String> large = checkBar();
        List<String> rest = new ArrayList<>(List.of(ACTIONS.split(" ")));
        rest.removeAll(large);
        assertThat(moreItems()).containsExactlyElementsOf(rest);

        // Find in Open Archives is the last to fit: it is in the More menu and opens from there.
        assertThat(rest).contains("archive.findAll");
        window.button("archive.more").click();
        waitUntil("the More menu is open", () -> popup("archive.moreMenu") != null);
        click("archive.moreMenu", "archive.findAll");
        waitUntil("Find in Open Archives is open", () -> kind.searchDialog() != null
                && kind.searchDialog().dialog().isShowing());
    }

    @Test
    void everyCommandIsReachedByKeyboard() throws Exception {
        open(List.of(fixture().toString()), 1280, 800);
        JTable table = view.entries();
        // Ctrl+F puts the keyboard in the filter box; from there Tab reaches every button of the bar in turn.
        window.table("archive.entries").click();
        onEdt(() -> table.setRowSelectionInterval(0, 0));
        window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK);
        waitUntil("the filter box has the focus", () -> view.filterField().isFocusOwner());
        List<String> reached = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            window.robot().pressAndReleaseKey(KeyEvent.VK_TAB, 0);
            window.robot().waitForIdle();
            reached.add(read(() -> String.valueOf(KeyboardFocusManager.getCurrentKeyboardFocusManager()
                    .getFocusOwner().getName())));
        }
        assertThat(reached).containsExactly(ACTIONS.split(" "));
        // Space on the focused button runs it: Find in Open Archives.
        window.robot().pressAndReleaseKey(KeyEvent.VK_SPACE, 0);
        waitUntil("Find in Open Archives is open", () -> kind.searchDialog() != null
                && kind.searchDialog().dialog().isShowing());
        onEdt(() -> kind.searchDialog().dialog().setVisible(false));

        // Ctrl+Shift+E from the list exports the selection.
        window.table("archive.entries").click();
        int sprite = rowOf("남_리본.act");
        onEdt(() -> table.setRowSelectionInterval(sprite, sprite));
        window.robot().pressAndReleaseKey(KeyEvent.VK_E, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
        DialogFixture export = exportDialog();
        export.button("archiveExportCancel").click();
        // the window takes the keyboard back from the closed dialog a moment later (a key sent sooner was lost)
        waitUntil("the export dialog is gone", () -> !export.target().isShowing());
        // the windowless toolkit does not always hand the focus back to the window a dialog closed over
        onEdt(() -> {
            frame.toFront();
            table.requestFocus();
        });

        // Shift+F10 opens the list's menu at the selection.
        window.table("archive.entries").click();
        waitUntil("the entry list has the keyboard", table::isFocusOwner);
        window.robot().pressAndReleaseKey(KeyEvent.VK_F10, InputEvent.SHIFT_MASK);
        waitUntil("the list's menu is open", () -> popup("archive.entriesMenu") != null);
        window.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE, 0);

        // Ctrl+Shift+F opens Find in Open Archives.
        window.table("archive.entries").click();
        waitUntil("the entry list has the keyboard", table::isFocusOwner);
        window.robot().pressAndReleaseKey(KeyEvent.VK_F, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
        waitUntil("Find in Open Archives is open", () -> kind.searchDialog() != null
                && kind.searchDialog().dialog().isShowing());
    }

    @Test
    void theEntriesAndFoldersHaveRightClickMenusAndTheWindowAnArchiveMenu() throws Exception {
        open(List.of(fixture().toString()), 1280, 800);
        // A right click on a row the selection leaves out chooses it; Export... takes it.
        int row = rowOf("남_리본.act");
        onEdt(() -> view.entries().clearSelection());
        window.table("archive.entries").cell(org.assertj.swing.data.TableCell.row(row).column(EntryTableModel.NAME))
                .click(MouseButton.RIGHT_BUTTON);
        waitUntil("the list's menu is open", () -> popup("archive.entriesMenu") != null);
        assertThat(read(() -> view.entries().getSelectedRows())).containsExactly(row);
        assertThat(itemNames(popup("archive.entriesMenu"))).containsExactly("archive.open", "archive.extract",
                "archive.export", "archive.findAll", "archive.filterFocus");
        click("archive.entriesMenu", "archive.export");
        DialogFixture export = exportDialog();
        assertThat(export.label("archiveExportWhat").text()).contains("the selected entries");
        export.button("archiveExportCancel").click();

        // A right click on a folder chooses it; its menu exports that folder's sprites whatever is selected.
        onEdt(() -> view.entries().setRowSelectionInterval(0, 0));
        TreePath monsters = read(() -> {
            ArchiveFolder root = (ArchiveFolder) view.folders().getModel().getRoot();
            ArchiveFolder data = root.children().get(0);
            ArchiveFolder sprite = data.children().stream().filter(f -> f.name().equals("sprite")).findFirst()
                    .orElseThrow();
            ArchiveFolder folder = sprite.children().stream().filter(f -> f.name().equals("몬스터")).findFirst()
                    .orElseThrow();
            TreePath path = new TreePath(new Object[] {root, data, sprite, folder});
            view.folders().expandPath(path.getParentPath());
            return path;
        });
        window.robot().waitForIdle();
        Rectangle node = read(() -> view.folders().getPathBounds(monsters));
        window.robot().click(view.folders(), new java.awt.Point(node.x + 5, node.y + node.height / 2),
                MouseButton.RIGHT_BUTTON, 1);
        waitUntil("the folders' menu is open", () -> popup("archive.foldersMenu") != null);
        assertThat(read(() -> view.folders().getSelectionPath())).isEqualTo(monsters);
        click("archive.foldersMenu", "archive.exportFolder");
        DialogFixture folderExport = exportDialog();
        assertThat(folderExport.label("archiveExportWhat").text()).contains("every sprite in data\\sprite\\몬스터");
        folderExport.button("archiveExportCancel").click();

        // The window's Archive menu has every command.
        assertThat(read(() -> itemNames(view.menus().get(0).getPopupMenu()))).containsExactly("archive.open",
                "archive.extract", "archive.export", "archive.findAll", "archive.filterFocus");
        window.menuItemWithPath("Archive", "Find in Open Archives…").click();
        waitUntil("Find in Open Archives is open", () -> kind.searchDialog() != null
                && kind.searchDialog().dialog().isShowing());
    }

    @Test
    void fileExportCtrlEExportsTheSpritesChosenInTheArchive() throws Exception {
        open(List.of(fixture().toString()), 1280, 800);
        // File > Export... (Ctrl+E) was disabled in the archive tab, so the window's usual export key did nothing
        int row = rowOf("남_리본.act");
        onEdt(() -> view.entries().setRowSelectionInterval(row, row));
        window.menuItemWithPath("File", "Export…").requireEnabled().click();
        DialogFixture export = exportDialog();
        assertThat(export.label("archiveExportWhat").text()).contains("the selected entries");
        export.button("archiveExportCancel").click();
        // Ctrl+E is this item's accelerator, dispatched by Swing to the same action
        assertThat(read(() -> window.menuItem("file.export").target().getAccelerator())).isEqualTo(
                javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_E,
                        java.awt.Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx()));
    }

    @Test
    void aHeadgearOpenedFromTheArchiveIsAHeadgearWithItsMannequinAsTheSameFileOnDisk() throws Exception {
        Path archive = fixture();
        Path onDisk = Files.createDirectories(dir.resolve("client/data/sprite/악세사리/남")).resolve("남_리본.act");
        Files.write(onDisk, act);
        Files.write(onDisk.resolveSibling("남_리본.spr"), spr);
        open(List.of(archive.toString(), onDisk.toString()), 1280, 800);
        // The sprite's name and content alone do not tell: only its folders do.
        assertThat(SpriteKind.detect("남_리본.act (patch.gpf)", RoFixtures.demo().act()))
                .isNotEqualTo(SpriteKind.HEADGEAR);
        RoView disk = read(() -> (RoView) frame.workbench().documents().sessions().get(1).view());
        assertThat(read(disk::kind)).isEqualTo(SpriteKind.HEADGEAR);

        int entry = read(() -> view.document().model().archive().find(HEADGEAR).orElseThrow().index());
        onEdt(() -> view.open(entry));
        waitUntil("the sprite is open in a tab", () -> frame.tabs().getTabCount() == 3);
        RoView fromArchive = read(() -> (RoView) frame.workbench().documents().active().orElseThrow().view());
        assertThat(read(fromArchive::kind)).isEqualTo(SpriteKind.HEADGEAR);
        assertThat(read(() -> automatic(fromArchive))).isEqualTo(read(() -> automatic(disk))).hasSize(2);
    }

    private static List<String> automatic(RoView view) {
        return view.references().all().stream().filter(Reference::automatic).map(r -> r.name() + " " + r.role())
                .toList();
    }

    /** The row of the list showing the entry named {@code name}. */
    private int rowOf(String name) {
        return read(() -> {
            for (int r = 0; r < view.entries().getRowCount(); r++) {
                if (view.entries().getValueAt(r, EntryTableModel.NAME).equals(name)) {
                    return r;
                }
            }
            throw new AssertionError("no row " + name);
        });
    }

    /** Clicks the item named {@code item} of the showing popup menu named {@code menu}. */
    private void click(String menu, String item) {
        JMenuItem target = read(() -> {
            for (Component c : popup(menu).getComponents()) {
                if (c instanceof JMenuItem i && item.equals(i.getName())) {
                    return i;
                }
            }
            throw new AssertionError("no item " + item + " in " + menu);
        });
        window.robot().click(target);
    }

    private DialogFixture exportDialog() {
        return WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return "archiveExportDialog".equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(10_000).using(window.robot());
    }

    /** The popup menu named {@code name} that is showing, or null. */
    private JPopupMenu popup(String name) {
        return read(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                JPopupMenu found = find(w, name);
                if (found != null) {
                    return found;
                }
            }
            return null;
        });
    }

    private static JPopupMenu find(Container in, String name) {
        for (Component c : in.getComponents()) {
            if (c instanceof JPopupMenu p && name.equals(p.getName()) && p.isShowing()) {
                return p;
            }
            if (c instanceof Container k) {
                JPopupMenu found = find(k, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static List<String> itemNames(JPopupMenu menu) {
        List<String> names = new ArrayList<>();
        for (Component c : menu.getComponents()) {
            if (c instanceof JMenuItem item) {
                names.add(item.getName());
            }
        }
        return names;
    }
}
