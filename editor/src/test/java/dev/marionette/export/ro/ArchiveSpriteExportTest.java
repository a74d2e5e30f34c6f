package dev.marionette.export.ro;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportOptions;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfEntry;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The archive browser's batch export without a window, on an archive the project's writer makes. */
class ArchiveSpriteExportTest {

    @TempDir
    Path dir;

    byte[] act;
    byte[] spr;

    Path archive(String... extra) throws IOException {
        SpriteDocument demo = RoFixtures.demo();
        act = ActWriter.toBytes(demo.act());
        spr = SprWriter.toBytes(demo.sheet());
        Path file = dir.resolve("patch.gpf");
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            add(w, "data\\sprite\\몬스터\\poring.act", act);
            add(w, "data\\sprite\\몬스터\\poring.spr", spr);
            add(w, "data\\sprite\\npc\\PORING.ACT", act);
            add(w, "data\\sprite\\npc\\poring.spr", spr);
            add(w, "data\\sprite\\npc\\broken.act", act);
            add(w, "data\\sprite\\npc\\broken.spr", "not a sprite at all".getBytes());
            add(w, "data\\sprite\\npc\\names.txt", "text".getBytes());
            for (String name : extra) {
                add(w, name, name.endsWith(".spr") ? spr : act);
            }
            w.finish();
        }
        return file;
    }

    private static void add(GrfWriter w, String name, byte[] data) throws IOException {
        w.add(GrfNames.encode(name).orElseThrow(), data);
    }

    private static List<GrfEntry> entries(GrfArchive a) {
        List<GrfEntry> all = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            all.add(a.entry(i));
        }
        return all;
    }

    private static List<String> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }

    private static int gifFrames(Path gif) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader r = ImageIO.getImageReadersByFormatName("gif").next();
            r.setInput(in);
            return r.getNumImages(true);
        }
    }

    @Test
    void sameNamedSpritesGoToMirroredFoldersAndABrokenOneIsSkippedWithItsReason() throws Exception {
        Path file = archive("data\\sprite\\npc\\lonely.act");
        byte[] before = Files.readAllBytes(file);
        Path out = dir.resolve("out");
        ArchiveSpriteExport.Outcome outcome;
        try (GrfArchive a = GrfArchive.open(file)) {
            outcome = ArchiveSpriteExport.run(a, entries(a), new RagnarokGifExporter(), ExportOptions.DEFAULTS, out,
                    ArchiveSpriteExport.Progress.NONE, () -> false);
        }
        assertEquals(2, outcome.exported());
        assertFalse(outcome.cancelled());
        assertEquals(List.of("data/sprite/npc/PORING.gif", "data/sprite/몬스터/poring.gif"), files(out),
                "each sprite once, from its ACT, under its own folder; no temporary file left");
        assertTrue(gifFrames(out.resolve("data/sprite/몬스터/poring.gif")) > 0);
        assertEquals(2, outcome.skipped().size(), outcome.skipped().toString());
        assertEquals("data\\sprite\\npc\\broken.act", outcome.skipped().get(0).entry());
        assertTrue(outcome.skipped().get(0).reason().contains("broken.spr"), outcome.skipped().get(0).reason());
        assertEquals("data\\sprite\\npc\\lonely.act", outcome.skipped().get(1).entry());
        assertTrue(outcome.skipped().get(1).reason().contains("lonely.spr"), outcome.skipped().get(1).reason());
        assertEquals("2 sprites exported to " + out + ", 2 skipped",
                outcome.summary(out));
        assertArrayEquals(before, Files.readAllBytes(file), "the archive is only read");
    }

    @Test
    void optionsApplyAndFramesFormatsWriteIntoTheMirroredFolder() throws Exception {
        Path file = archive();
        Path out = dir.resolve("frames");
        try (GrfArchive a = GrfArchive.open(file)) {
            List<GrfEntry> chosen = List.of(a.find("data/sprite/몬스터/poring.spr").orElseThrow());
            ArchiveSpriteExport.Outcome outcome = ArchiveSpriteExport.run(a, chosen, new PngFramesExporter(),
                    ExportOptions.of(CommonSettings.SCALE, 2), out, ArchiveSpriteExport.Progress.NONE, () -> false);
            assertEquals(1, outcome.exported(), outcome.skipped().toString());
        }
        List<String> written = files(out);
        assertFalse(written.isEmpty());
        for (String f : written) {
            assertTrue(f.startsWith("data/sprite/몬스터/poring_action0_") && f.endsWith(".png"), f);
        }
    }

    @Test
    void anEntryWhosePathLeavesTheFolderIsSkippedAndNothingIsWrittenOutsideIt() throws Exception {
        Path file = archive("..\\..\\evil.act", "..\\..\\evil.spr");
        Path out = dir.resolve("a").resolve("b").resolve("out");
        ArchiveSpriteExport.Outcome outcome;
        try (GrfArchive a = GrfArchive.open(file)) {
            outcome = ArchiveSpriteExport.run(a, entries(a), new RagnarokGifExporter(), ExportOptions.DEFAULTS, out,
                    ArchiveSpriteExport.Progress.NONE, () -> false);
        }
        assertEquals(2, outcome.exported());
        assertTrue(outcome.skipped().stream().anyMatch(s -> s.entry().equals("..\\..\\evil.act")
                && s.reason().contains("outside")), outcome.skipped().toString());
        assertEquals(List.of("a/b/out/data/sprite/npc/PORING.gif", "a/b/out/data/sprite/몬스터/poring.gif",
                "patch.gpf"), files(dir), "nothing outside OUT");
    }

    @Test
    void cancelStopsAfterTheCurrentSpriteAndLeavesNoPartialFile() throws Exception {
        Path file = archive();
        Path out = dir.resolve("out");
        AtomicInteger asked = new AtomicInteger();
        ArchiveSpriteExport.Outcome outcome;
        try (GrfArchive a = GrfArchive.open(file)) {
            outcome = ArchiveSpriteExport.run(a, entries(a), new RagnarokGifExporter(),
                    ExportOptions.of(CommonSettings.ALL, true), out, ArchiveSpriteExport.Progress.NONE,
                    () -> asked.incrementAndGet() > 1);
        }
        assertTrue(outcome.cancelled());
        assertEquals(1, outcome.exported());
        List<String> written = files(out);
        assertFalse(written.isEmpty());
        for (String f : written) {
            assertTrue(f.startsWith("data/sprite/몬스터/poring_action") && f.endsWith(".gif"), f);
        }
        assertEquals(outcome.written().size(), written.size());
        assertTrue(outcome.summary(out).startsWith("Export cancelled: 1 sprite exported"), outcome.summary(out));
    }

    @Test
    void anSprAloneIsASpriteAndAnSprBesideItsChosenActIsNot() throws Exception {
        Path file = archive("data\\sprite\\npc\\sheet.spr");
        try (GrfArchive a = GrfArchive.open(file)) {
            List<String> names = ArchiveSpriteExport.sprites(entries(a)).stream().map(e -> e.displayName()).toList();
            assertEquals(List.of("data\\sprite\\몬스터\\poring.act", "data\\sprite\\npc\\PORING.ACT",
                    "data\\sprite\\npc\\broken.act", "data\\sprite\\npc\\sheet.spr"), names);
        }
    }
}
