package dev.marionette.editor.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArchiveIndexTest {

    @TempDir
    Path dir;

    static Path write(Path file, String... names) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            GrfWriter writer = new GrfWriter(ch);
            for (String name : names) {
                writer.add(GrfNames.encode(name).orElseThrow(), ("data of " + name).getBytes(StandardCharsets.UTF_8));
            }
            writer.finish();
        }
        return file;
    }

    private static List<String> names(ArchiveIndex index, int[] entries) {
        List<String> out = new ArrayList<>();
        for (int i : entries) {
            out.add(index.path(i));
        }
        return out;
    }

    @Test
    void foldersComeFromThePathsWithKoreanNamesDecodedAndSorted() throws IOException {
        Path grf = write(dir.resolve("a.grf"), "data\\sprite\\몬스터\\poring.act", "data\\sprite\\몬스터\\poring.spr",
                "data\\sprite\\인간족\\몸통\\남\\novice.spr", "data\\Texture\\a.bmp", "DATA\\texture\\b.bmp", "readme.txt");
        try (GrfArchive a = GrfArchive.open(grf)) {
            ArchiveIndex index = ArchiveIndex.build(a);
            ArchiveFolder data = index.root().children().get(0);
            assertEquals("data", data.name());
            assertEquals(List.of("sprite", "Texture"), data.children().stream().map(ArchiveFolder::name).toList());
            ArchiveFolder sprite = data.children().get(0);
            assertEquals(List.of("몬스터", "인간족"), sprite.children().stream().map(ArchiveFolder::name).toList());
            assertEquals(2, sprite.children().get(0).entryCount());
            assertEquals("data\\sprite\\몬스터", sprite.children().get(0).path());
            assertEquals(2, data.children().get(1).entryCount(), "folders are found in any case, as the client does");
            assertEquals(6, index.root().totalEntries());
            assertEquals(1, index.root().entryCount());
            assertEquals("poring.act", index.name(0));
            assertEquals("act", index.extension(0));
        }
    }

    @Test
    void theFilterTakesPartsOfNamesGlobsAndTypesBelowTheChosenFolder() throws IOException {
        Path grf = write(dir.resolve("b.grf"), "data\\sprite\\몬스터\\poring.act", "data\\sprite\\몬스터\\poring.spr",
                "data\\sprite\\몬스터\\포링.act", "data\\sprite\\아이템\\apple.spr", "data\\luafiles\\poring.lua");
        try (GrfArchive a = GrfArchive.open(grf)) {
            ArchiveIndex index = ArchiveIndex.build(a);
            ArchiveFolder root = index.root();
            assertEquals(List.of("data\\luafiles\\poring.lua", "data\\sprite\\몬스터\\poring.act",
                    "data\\sprite\\몬스터\\poring.spr"), names(index, EntryFilter.parse("PORING").select(index, root, () -> false)));
            assertEquals(List.of("data\\sprite\\몬스터\\포링.act"),
                    names(index, EntryFilter.parse("포링").select(index, root, () -> false)));
            assertEquals(List.of("data\\sprite\\몬스터\\poring.spr", "data\\sprite\\아이템\\apple.spr"),
                    names(index, EntryFilter.parse("type:spr").select(index, root, () -> false)));
            assertEquals(List.of("data\\sprite\\몬스터\\poring.act", "data\\sprite\\몬스터\\포링.act"),
                    names(index, EntryFilter.parse("*.ACT").select(index, root, () -> false)));
            assertEquals(List.of("data\\sprite\\아이템\\apple.spr"),
                    names(index, EntryFilter.parse("data/sprite/아이템/*").select(index, root, () -> false)));
            ArchiveFolder luafiles = root.children().get(0).children().get(0);
            assertEquals(List.of("data\\luafiles\\poring.lua"),
                    names(index, EntryFilter.parse("poring").select(index, luafiles, () -> false)));
            assertEquals(List.of("data\\sprite\\몬스터\\poring.act"),
                    names(index, EntryFilter.parse("por t:act").select(index, root, () -> false)));
            assertEquals(List.of("data\\sprite\\몬스터\\poring.act", "data\\sprite\\몬스터\\poring.spr",
                    "data\\sprite\\몬스터\\포링.act"), names(index, EntryFilter.parse("").select(index,
                    root.children().get(0).children().get(1).children().get(0), () -> false)),
                    "without a filter the folder's entries and those below it are listed");
            assertEquals(5, EntryFilter.parse("").select(index, root, () -> false).length);
            assertTrue(EntryFilter.parse("  ").isEmpty());
            assertEquals(null, EntryFilter.parse("x").select(index, root, () -> true), "a cancelled filter gives up");
        }
    }

    /**
     * A THOR patch and an RGZ patch index like a GRF: their folders from the paths (an RGZ's folder records only add
     * folders), a THOR removal listed as an entry of its folder.
     */
    @Test
    void patchesOfEveryKindIndexLikeAnArchive() throws IOException {
        Path src = dir.resolve("src");
        java.nio.file.Files.createDirectories(src.resolve("data/sprite/몬스터"));
        java.nio.file.Files.writeString(src.resolve("data/sprite/몬스터/poring.act"), "act");
        java.nio.file.Files.writeString(src.resolve("data/readme.txt"), "text");
        for (String kind : List.of("thor", "rgz")) {
            Path patch = dir.resolve("p." + kind);
            dev.marionette.io.archive.ArchivePlugin plugin = dev.marionette.io.archive.ArchiveRegistry.installed()
                    .byId(kind).orElseThrow();
            dev.marionette.io.archive.ArchivePacker.pack(src, patch, plugin,
                    kind.equals("thor") ? new dev.marionette.io.archive.WriteOptions(java.util.Optional.empty(),
                            java.util.Optional.empty(), java.util.Optional.of(false))
                            : dev.marionette.io.archive.WriteOptions.DEFAULTS,
                    kind.equals("thor") ? List.of("data/sprite/몬스터/gone.spr") : List.of());
            try (dev.marionette.io.archive.Archive a = dev.marionette.io.archive.ArchiveRegistry.installed()
                    .open(patch)) {
                ArchiveIndex index = ArchiveIndex.build(a);
                ArchiveFolder data = index.root().children().get(0);
                assertEquals("data", data.name(), kind);
                ArchiveFolder monsters = data.children().get(0).children().get(0);
                assertEquals("data\\sprite\\몬스터", monsters.path(), kind);
                assertEquals(kind.equals("thor") ? 2 : 1, monsters.entryCount(), kind);
                assertEquals(1, data.entryCount(), kind);
            }
        }
    }
}
