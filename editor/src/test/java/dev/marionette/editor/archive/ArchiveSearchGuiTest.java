package dev.marionette.editor.archive;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.editor.io.CompanionChooser;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import javax.swing.JDialog;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Find in Open Archives in the real window: two archives open, one search finds an entry in both, Enter shows a hit
 * in its own archive's tab (brought to the front, entry selected), Open opens a sprite hit from its archive; nothing
 * is modified and no archive changes.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class ArchiveSearchGuiTest extends EditorWindowTest {

    static final String ACT = "data\\sprite\\몬스터\\demo.act";
    static final String SPR = "data\\sprite\\몬스터\\demo.spr";

    @TempDir
    Path dir;

    private Path spriteArchive(String name) throws IOException {
        SpriteDocument demo = RoFixtures.demo();
        Path file = dir.resolve(name);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            w.add(GrfNames.encode("data\\readme.txt").orElseThrow(), "hello".getBytes(GrfNames.CP949));
            w.add(GrfNames.encode(ACT).orElseThrow(), ActWriter.toBytes(demo.act()));
            w.add(GrfNames.encode(SPR).orElseThrow(), SprWriter.toBytes(demo.sheet()));
            w.finish();
        }
        return file;
    }

    private DialogFixture searchDialog() {
        return WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return "archiveSearch".equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(30_000).using(window.robot()); // a loaded machine took over the default 5 s to show it
    }

    @Test
    void oneSearchFindsAnEntryInEveryOpenArchiveAndShowsItInItsOwnTab() throws Exception {
        Path client = spriteArchive("client.grf");
        Path patch = TestArchives.write(dir.resolve("patch.gpf"), "data\\demo-notes.txt", "data\\other.txt");
        byte[] clientBefore = Files.readAllBytes(client);
        byte[] patchBefore = Files.readAllBytes(patch);
        ArchiveKind archives = new ArchiveKind();
        openWindow(List.of(client.toString(), patch.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()),
                archives);
        waitUntil("both archives are open", () -> frame.tabs().getTabCount() == 2);
        List<DocumentSession> sessions = read(() -> List.copyOf(frame.workbench().documents().sessions()));
        DocumentSession clientTab = sessions.stream().filter(s -> s.document() instanceof ArchiveDocument a
                && a.file().equals(client)).findFirst().orElseThrow();
        DocumentSession patchTab = sessions.stream().filter(s -> s.document() != clientTab.document()).findFirst()
                .orElseThrow();
        onEdt(() -> frame.workbench().documents().setActive(patchTab));

        // Ctrl+Shift+F from the patch's tab, then type: the hits of both archives, the client's first.
        window.textBox("archive.filter").focus();
        waitUntil("the filter box has the keyboard", () -> window.textBox("archive.filter").target().isFocusOwner());
        window.textBox("archive.filter").pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(KeyEvent.VK_F)
                .modifiers(legacyCtrlShift()));
        DialogFixture find = searchDialog();
        find.textBox("archiveSearch.filter").enterText("demo");
        ArchiveSearchDialog dialog = archives.searchDialog();
        waitUntil("both archives searched", () -> "demo".equals(read(dialog::searched))
                && read(() -> dialog.hits().getRowCount()) == 3);
        assertEquals(List.of("client.grf " + ACT, "client.grf " + SPR, "patch.gpf data\\demo-notes.txt"),
                read(() -> java.util.stream.IntStream.range(0, 3).mapToObj(r -> dialog.hits().getValueAt(r, 0) + " "
                        + dialog.hits().getValueAt(r, 1)).toList()));
        find.label("archiveSearch.count").requireText("3 matches in 2 open archives");

        // Enter on the client's SPR: its tab comes to the front with the SPR chosen in its folder.
        onEdt(() -> dialog.hits().setRowSelectionInterval(1, 1));
        find.table("archiveSearch.hits").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitUntil("the client's tab shows the SPR", () -> read(() -> frame.workbench().documents().active()
                .orElseThrow()) == clientTab && selectedPath((ArchiveView) read(clientTab::view)).equals(SPR));
        ArchiveView clientView = (ArchiveView) read(clientTab::view);
        assertEquals("몬스터", read(() -> ((ArchiveFolder) clientView.folders().getSelectionPath()
                .getLastPathComponent()).name()));
        assertEquals("", read(() -> clientView.filterField().getText()));

        // Open on the ACT hit: a sprite tab read from the client archive.
        onEdt(() -> dialog.hits().setRowSelectionInterval(0, 0));
        find.button(new GenericTypeMatcher<javax.swing.JButton>(javax.swing.JButton.class) {
            @Override
            protected boolean isMatching(javax.swing.JButton b) {
                return "Open".equals(b.getText());
            }
        }).click();
        waitUntil("the sprite opened", () -> frame.tabs().getTabCount() == 3);
        DocumentSession sprite = read(() -> frame.workbench().documents().active().orElseThrow());
        assertEquals("demo.act (client.grf)", read(sprite::displayName));

        // Closing the client's tab takes it out of the search.
        find.textBox("archiveSearch.filter").deleteText().enterText("type:txt");
        waitUntil("text entries found", () -> "type:txt".equals(read(dialog::searched))
                && read(() -> dialog.hits().getRowCount()) == 3);
        onEdt(() -> frame.workbench().closer().close(List.of(clientTab)));
        find.textBox("archiveSearch.filter").deleteText().enterText("type:txt");
        waitUntil("only the patch searched", () -> read(() -> dialog.hits().getRowCount()) == 2);
        find.label("archiveSearch.count").requireText("2 matches in 1 open archive");

        // Looking around changed nothing.
        for (DocumentSession s : read(() -> List.copyOf(frame.workbench().documents().sessions()))) {
            assertFalse(read(s::hasUnsavedChanges), s.displayName() + " is not modified");
        }
        assertSame(patchTab.document(), read(() -> frame.workbench().documents().sessions().get(0).document()));
        assertArrayEquals(clientBefore, Files.readAllBytes(client));
        assertArrayEquals(patchBefore, Files.readAllBytes(patch));
        assertEquals(List.of(), dialogs.errors());
    }

    @SuppressWarnings("deprecation")
    private static int legacyCtrlShift() {
        // AssertJ Swing understands only the legacy modifier masks (see the style guide, section 5)
        return java.awt.event.InputEvent.CTRL_MASK | java.awt.event.InputEvent.SHIFT_MASK;
    }

    private static String selectedPath(ArchiveView view) {
        return read(() -> {
            int row = view.entries().getSelectedRow();
            return row < 0 ? "" : view.document().model().path(
                    ((EntryTableModel) view.entries().getModel()).entryAt(row));
        });
    }
}
