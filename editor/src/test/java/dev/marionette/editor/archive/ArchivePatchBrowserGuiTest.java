package dev.marionette.editor.archive;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchivePacker;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.archive.WriteOptions;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive browser on THOR and RGZ patches in the real window: both open in browser tabs through the archive
 * seam, list their entries, preview an ACT on its SPR; the sprite opened from the THOR is saved into a new RGZ patch
 * and read back; the patches looked at are unchanged.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class ArchivePatchBrowserGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    @Test
    void thorAndRgzPatchesOpenInTheBrowserAndASpriteFromOneSavesIntoAnother() throws Exception {
        SpriteDocument demo = RoFixtures.demo();
        byte[] act = ActWriter.toBytes(demo.act());
        byte[] spr = SprWriter.toBytes(demo.sheet());
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("data/sprite/몬스터"));
        Files.write(src.resolve("data/sprite/몬스터/demo.act"), act);
        Files.write(src.resolve("data/sprite/몬스터/demo.spr"), spr);
        Files.writeString(src.resolve("data/readme.txt"), "hello");
        Path thor = dir.resolve("update.thor");
        Path rgz = dir.resolve("update.rgz");
        ArchivePacker.pack(src, thor, ArchiveRegistry.installed().byId("thor").orElseThrow(), WriteOptions.DEFAULTS,
                List.of());
        ArchivePacker.pack(src, rgz, ArchiveRegistry.installed().byId("rgz").orElseThrow(), WriteOptions.DEFAULTS,
                List.of());
        byte[] thorBefore = Files.readAllBytes(thor);
        ArchiveBrowserGuiTest.QueuedChooser chooser = new ArchiveBrowserGuiTest.QueuedChooser();
        openWindow(List.of(rgz.toString(), thor.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()),
                new ArchiveKind(chooser));
        waitUntil("both patches are open", () -> frame.tabs().getTabCount() == 2);
        ArchiveView view = read(() -> (ArchiveView) frame.workbench().documents().active().orElseThrow().view());
        // data.integrity is an entry of the THOR patch too.
        waitUntil("every THOR entry is listed", () -> view.entries().getRowCount() == 4);
        assertFalse(read(() -> frame.workbench().documents().active().orElseThrow().needsSave()));

        window.textBox("archive.filter").enterText("*.act");
        waitUntil("the ACT is listed", () -> view.listed() != null && view.listed().startsWith("*.act")
                && view.entries().getRowCount() == 1);
        onEdt(() -> view.entries().setRowSelectionInterval(0, 0));
        waitUntil("the ACT plays on its SPR from the patch", () -> view.preview().shown()
                instanceof EntryContent.Animation a && !a.frames().isEmpty());

        window.table("archive.entries").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
        waitUntil("the sprite opened in a tab", () -> frame.tabs().getTabCount() == 3);
        DocumentSession session = read(() -> frame.workbench().documents().active().orElseThrow());
        assertEquals("demo.act (update.thor)", read(session::displayName));

        Path patch = dir.resolve("mine.rgz");
        chooser.answers.add(new ArchiveSaveChooser.IntoPatch(patch));
        onEdt(() -> frame.workbench().files().save(session));
        waitUntil("saved into the RGZ patch", () -> Files.exists(patch) && !session.isBusy()
                && !session.document().isDirty());
        try (Archive a = ArchiveRegistry.installed().open(patch)) {
            assertEquals("rgz", a.kind().id());
            assertArrayEquals(act, a.read(a.find("data\\sprite\\몬스터\\demo.act").orElseThrow(), 1 << 20));
            assertArrayEquals(spr, a.read(a.find("data\\sprite\\몬스터\\demo.spr").orElseThrow(), 1 << 20));
        }
        assertArrayEquals(thorBefore, Files.readAllBytes(thor));
        assertEquals(List.of(), dialogs.errors());
    }
}
