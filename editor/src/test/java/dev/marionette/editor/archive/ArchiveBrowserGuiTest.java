package dev.marionette.editor.archive;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import javax.swing.tree.TreePath;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive browser in the real window, on an archive the project's writer makes: open, browse, filter,
 * preview, open an ACT into a Ragnarok tab, save it unchanged and edited into a new GPF and read it back; the
 * archive looked at is left exactly as it was.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class ArchiveBrowserGuiTest extends EditorWindowTest {

    static final String ACT = "data\\sprite\\몬스터\\demo.act";
    static final String SPR = "data\\sprite\\몬스터\\demo.spr";

    @TempDir
    Path dir;

    /** Answers the Save question from a queue and counts the questions. */
    static final class QueuedChooser implements ArchiveSaveChooser {
        final List<Choice> answers = new ArrayList<>();
        int asked;

        @Override
        public Optional<Choice> choose(ArchiveOrigin origin) {
            asked++;
            return answers.isEmpty() ? Optional.empty() : Optional.of(answers.remove(0));
        }

        @Override
        public boolean confirmRewrite(Path archive) {
            throw new AssertionError("no rewrite of the source archive was asked for");
        }
    }

    byte[] actBytes;
    byte[] sprBytes;

    Path fixture() throws IOException {
        SpriteDocument demo = RoFixtures.demo();
        actBytes = ActWriter.toBytes(demo.act());
        sprBytes = SprWriter.toBytes(demo.sheet());
        BufferedImage picture = new BufferedImage(12, 7, BufferedImage.TYPE_INT_RGB);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        ImageIO.write(picture, "png", png);
        Path file = dir.resolve("fixture.grf");
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            w.add(GrfNames.encode(ACT).orElseThrow(), actBytes);
            w.add(GrfNames.encode(SPR).orElseThrow(), sprBytes);
            w.add(GrfNames.encode("data\\texture\\유저인터페이스\\pic.png").orElseThrow(), png.toByteArray());
            w.add(GrfNames.encode("data\\luafiles514\\names.lua").orElseThrow(),
                    "-- 포링 is a monster\nreturn 1\n".getBytes(GrfNames.CP949));
            w.finish();
        }
        Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000_000_000L));
        return file;
    }

    @Test
    void browseFilterPreviewThenSaveASpriteIntoANewPatch() throws Exception {
        Path archive = fixture();
        byte[] archiveBefore = Files.readAllBytes(archive);
        QueuedChooser chooser = new QueuedChooser();
        openWindow(List.of(archive.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()),
                new ArchiveKind(chooser));
        waitUntil("the archive is open", () -> frame.tabs().getTabCount() == 1);
        ArchiveView view = read(() -> (ArchiveView) frame.workbench().documents().active().orElseThrow().view());
        waitUntil("every entry is listed", () -> view.entries().getRowCount() == 4);
        assertFalse(read(() -> frame.workbench().documents().active().orElseThrow().needsSave()),
                "the browser is never modified");

        // Browse: the Korean folder is in the tree, and choosing it lists its two entries.
        ArchiveFolder data = view.folders().getModel().getRoot() instanceof ArchiveFolder r ? r.children().get(0) : null;
        ArchiveFolder sprite = data.children().stream().filter(f -> f.name().equals("sprite")).findFirst().orElseThrow();
        assertEquals("몬스터", sprite.children().get(0).name());
        onEdt(() -> view.folders().setSelectionPath(new TreePath(new Object[] {data.parent(), data, sprite,
                sprite.children().get(0)})));
        waitUntil("the folder's entries are listed", () -> view.entries().getRowCount() == 2);

        // Filter by typing, from the whole archive.
        onEdt(() -> view.folders().setSelectionRow(0));
        window.textBox("archive.filter").enterText("names");
        waitUntil("the filter followed the typing", () -> view.listed() != null
                && view.listed().startsWith("names\u0000") && view.entries().getRowCount() == 1);

        // Preview text (CP949 decoded), a picture, and the ACT playing on its SPR.
        onEdt(() -> view.entries().setRowSelectionInterval(0, 0));
        waitUntil("the text shows", () -> view.preview().shown() instanceof EntryContent.Text t
                && t.text().contains("포링"));
        window.textBox("archive.filter").deleteText().enterText("type:png");
        waitUntil("the picture is listed", () -> view.listed().startsWith("type:png") && view.entries().getRowCount() == 1);
        onEdt(() -> view.entries().setRowSelectionInterval(0, 0));
        waitUntil("the picture shows", () -> view.preview().shown() instanceof EntryContent.Picture p
                && p.image().getWidth() == 12);
        waitUntil("thumbnails loaded in the background", () -> view.thumbnails().loadedCount() >= 1);
        window.textBox("archive.filter").deleteText().enterText("*.act");
        waitUntil("the ACT is listed", () -> view.listed().startsWith("*.act") && view.entries().getRowCount() == 1);
        onEdt(() -> view.entries().setRowSelectionInterval(0, 0));
        waitUntil("the ACT plays on its SPR", () -> view.preview().shown() instanceof EntryContent.Animation a
                && !a.frames().isEmpty());

        // Open it (Enter) into a Ragnarok tab that says where it came from.
        window.table("archive.entries").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
        waitUntil("the sprite opened in a tab", () -> frame.tabs().getTabCount() == 2);
        DocumentSession session = read(() -> frame.workbench().documents().active().orElseThrow());
        assertEquals("demo.act (fixture.grf)", read(session::displayName));
        SpriteDocument sprite2 = (SpriteDocument) session.document();

        // Save unchanged into a new patch: the entries hold exactly the bytes the archive had.
        Path patch = dir.resolve("mine.gpf");
        chooser.answers.add(new ArchiveSaveChooser.IntoPatch(patch));
        onEdt(() -> frame.workbench().files().save(session));
        waitUntil("saved into the patch", () -> Files.exists(patch) && !session.isBusy()
                && !session.document().isDirty());
        try (GrfArchive a = GrfArchive.open(patch)) {
            assertEquals(2, a.size());
            assertArrayEquals(actBytes, a.read(a.find(ACT).orElseThrow(), 1 << 20));
            assertArrayEquals(sprBytes, a.read(a.find(SPR).orElseThrow(), 1 << 20));
        }

        // Edit, save again: the same patch, without asking, now with the change.
        onEdt(() -> sprite2.editor().actions().setInterval(0, 9f));
        assertTrue(read(() -> session.document().isDirty()));
        onEdt(() -> frame.workbench().files().save(session));
        waitUntil("saved again", () -> !session.isBusy() && !session.document().isDirty());
        assertEquals(1, chooser.asked, "the second Save went to the same patch");
        try (GrfArchive a = GrfArchive.open(patch)) {
            assertEquals(2, a.size());
            byte[] act = a.read(a.find(ACT).orElseThrow(), 1 << 20);
            assertEquals(9f, ActReader.read(act, "patch").animations().get(0).interval());
            assertArrayEquals(sprBytes, a.read(a.find(SPR).orElseThrow(), 1 << 20));
        }

        // Looking around changed nothing.
        assertArrayEquals(archiveBefore, Files.readAllBytes(archive));
        assertEquals(FileTime.fromMillis(1_000_000_000_000L), Files.getLastModifiedTime(archive));
        assertEquals(List.of(), dialogs.errors());
    }
}
