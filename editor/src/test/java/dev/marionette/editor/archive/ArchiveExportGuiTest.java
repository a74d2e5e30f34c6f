package dev.marionette.editor.archive;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ro.ArchiveSpriteExport;
import dev.marionette.export.ro.RagnarokGifExporter;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.swing.JDialog;
import javax.swing.tree.TreePath;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Export... in the archive browser, in the real window: two sprites of the same name in different folders are
 * selected and exported as GIFs with a changed scale into mirrored folders; the archive is unchanged and no tab is
 * modified.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class ArchiveExportGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    Path fixture() throws IOException {
        SpriteDocument demo = RoFixtures.demo();
        byte[] act = ActWriter.toBytes(demo.act());
        byte[] spr = SprWriter.toBytes(demo.sheet());
        Path file = dir.resolve("patch.gpf");
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            for (String folder : List.of("data\\sprite\\몬스터\\", "data\\sprite\\npc\\")) {
                w.add(GrfNames.encode(folder + "demo.act").orElseThrow(), act);
                w.add(GrfNames.encode(folder + "demo.spr").orElseThrow(), spr);
            }
            w.add(GrfNames.encode("data\\sprite\\npc\\readme.txt").orElseThrow(), "text".getBytes());
            w.finish();
        }
        Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000_000_000L));
        return file;
    }

    @Test
    void selectedSpritesAreExportedWithTheChosenFormatAndOptionIntoMirroredFolders() throws Exception {
        Path archive = fixture();
        byte[] before = Files.readAllBytes(archive);
        openWindow(List.of(archive.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()),
                new ArchiveKind(new ArchiveBrowserGuiTest.QueuedChooser()));
        waitUntil("the archive is open", () -> frame.tabs().getTabCount() == 1);
        ArchiveView view = read(() -> (ArchiveView) frame.workbench().documents().active().orElseThrow().view());
        waitUntil("every entry is listed", () -> view.entries().getRowCount() == 5);
        ArchiveFolder root = (ArchiveFolder) view.folders().getModel().getRoot();
        ArchiveFolder data = root.children().get(0);
        ArchiveFolder sprite = data.children().get(0);
        onEdt(() -> view.folders().setSelectionPath(new TreePath(new Object[] {root, data, sprite})));
        waitUntil("the sprite folder is listed", () -> view.listed() != null && view.listed().endsWith("sprite")
                && view.entries().getRowCount() == 5);
        // Select the four sprite files (ACT and SPR of each), not the text.
        onEdt(() -> {
            view.entries().clearSelection();
            for (int row = 0; row < view.entries().getRowCount(); row++) {
                String name = (String) view.entries().getValueAt(row, EntryTableModel.NAME);
                if (name.startsWith("demo.")) {
                    view.entries().addRowSelectionInterval(row, row);
                }
            }
        });
        assertEquals(4, read(() -> view.entries().getSelectedRowCount()));

        window.button("archive.export").click();
        DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return "archiveExportDialog".equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(10_000).using(window.robot());
        dialog.comboBox("exportFormat").requireSelection("Animated GIF  (.gif)");
        dialog.spinner("exportScale").enterTextAndCommit("2");
        Path out = dir.resolve("out");
        dialog.textBox("archiveExportFolder").setText(out.toString());
        dialog.button("archiveExportButton").click();
        waitUntil("the status says what was exported", () -> frame.workbench().status().message()
                .equals("2 sprites exported to " + out));

        assertEquals(List.of("data/sprite/npc/demo.gif", "data/sprite/몬스터/demo.gif"), files(out));
        // The option reached the exporter: each GIF is twice the size of one exported at scale 1.
        Path plain = dir.resolve("plain");
        try (GrfArchive a = GrfArchive.open(archive)) {
            ArchiveSpriteExport.run(a, List.of(a.find("data/sprite/npc/demo.act").orElseThrow()),
                    new RagnarokGifExporter(), ExportOptions.DEFAULTS, plain, ArchiveSpriteExport.Progress.NONE,
                    () -> false);
        }
        BufferedImage one = ImageIO.read(plain.resolve("data/sprite/npc/demo.gif").toFile());
        for (String f : files(out)) {
            BufferedImage gif = ImageIO.read(out.resolve(f).toFile());
            assertEquals(2 * one.getWidth(), gif.getWidth(), f);
            assertEquals(2 * one.getHeight(), gif.getHeight(), f);
        }

        // The next Export... starts from this choice.
        window.button("archive.export").click();
        DialogFixture again = WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return "archiveExportDialog".equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(10_000).using(window.robot());
        again.comboBox("exportFormat").requireSelection("Animated GIF  (.gif)");
        again.spinner("exportScale").requireValue(2);
        again.textBox("archiveExportFolder").requireText(out.toString());
        again.button("archiveExportCancel").click();
        waitUntil("the dialog closed", () -> !again.target().isDisplayable());

        assertEquals(1, read(() -> frame.tabs().getTabCount()), "no tab was opened");
        assertFalse(read(() -> frame.workbench().documents().active().orElseThrow().needsSave()),
                "the browser is not modified");
        assertArrayEquals(before, Files.readAllBytes(archive));
        assertEquals(FileTime.fromMillis(1_000_000_000_000L), Files.getLastModifiedTime(archive));
        assertEquals(List.of(), dialogs.errors());
        assertTrue(files(dir).stream().allMatch(f -> f.equals("patch.gpf") || f.startsWith("out/")
                || f.startsWith("plain/")), files(dir).toString());
    }

    private static List<String> files(Path root) throws IOException {
        List<String> all = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile).forEach(p -> all.add(root.relativize(p).toString().replace('\\', '/')));
        }
        all.sort(null);
        return all;
    }
}
