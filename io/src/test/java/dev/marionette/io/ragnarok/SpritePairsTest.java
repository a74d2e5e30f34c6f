package dev.marionette.io.ragnarok;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.Companions;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.archive.ArchiveEntrySource;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.DemoCharacter;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Ragnarok plug-in's open ({@link SpritePairs}): one reader of a sprite pair for any source, archive entries and
 * files on disk alike.
 */
class SpritePairsTest {

    @TempDir
    Path dir;

    private final ActSprPair demo = DemoCharacter.create();

    private GrfArchive archive(String... entries) throws IOException {
        Path file = dir.resolve("patch.gpf");
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            for (String e : entries) {
                byte[] data = e.toLowerCase().endsWith(".act") ? ActWriter.toBytes(demo.act())
                        : SprWriter.toBytes(demo.sheet());
                w.add(GrfNames.encode(e).orElseThrow(), data);
            }
            w.finish();
        }
        return GrfArchive.open(file, "patch.gpf");
    }

    private static FileSource entry(GrfArchive archive, String path) throws IOException {
        return new ArchiveEntrySource(archive, archive.find(path).orElseThrow());
    }

    @Test
    void anActInAnArchiveFindsItsSheetInTheSameFolderInAnyCase() throws IOException {
        try (GrfArchive a = archive("data\\sprite\\몬스터\\poring.act", "data\\sprite\\몬스터\\PORING.SPR",
                "data\\sprite\\other\\poring.spr")) {
            SpritePair pair = SpritePairs.open(entry(a, "data\\sprite\\몬스터\\poring.act"));
            assertThat(pair.sprSource().name()).isEqualTo("patch.gpf!data\\sprite\\몬스터\\PORING.SPR");
            assertThat(pair.act().animations()).hasSameSizeAs(demo.act().animations());
            assertThat(SprWriter.toBytes(pair.sheet())).isEqualTo(SprWriter.toBytes(demo.sheet()));

            SpritePair fromSheet = SpritePairs.open(entry(a, "data\\sprite\\몬스터\\PORING.SPR"));
            assertThat(fromSheet.actSource().orElseThrow().name()).isEqualTo("patch.gpf!data\\sprite\\몬스터\\poring.act");
            assertThat(ActWriter.toBytes(fromSheet.act())).isEqualTo(ActWriter.toBytes(demo.act()));
        }
    }

    @Test
    void anActWithoutItsSheetIsRefusedNamingTheSheetAndASheetAloneGetsAViewer() throws IOException {
        try (GrfArchive a = archive("data\\sprite\\a.act", "data\\sprite\\b.spr")) {
            assertThatThrownBy(() -> SpritePairs.open(entry(a, "data\\sprite\\a.act")))
                    .isInstanceOfSatisfying(SpritePairs.MissingSheetException.class,
                            e -> assertThat(e.sheetName()).isEqualTo("a.spr"))
                    .hasMessage("patch.gpf!data\\sprite\\a.act needs its sprite sheet, a.spr, and there is none in the"
                            + " same folder");
            SpritePair alone = SpritePairs.open(entry(a, "data\\sprite\\b.spr"));
            assertThat(alone.actSource()).isEmpty();
            assertThat(alone.act().animations().get(0).frames())
                    .hasSize(demo.sheet().indexedImages().size() + demo.sheet().rgbaImages().size());
        }
    }

    @Test
    void filesOnDiskAreReadTheSameWay() throws IOException {
        Path act = Files.write(dir.resolve("wizard.act"), ActWriter.toBytes(demo.act()));
        Files.write(dir.resolve("Wizard.Spr"), SprWriter.toBytes(demo.sheet()));
        SpritePair pair = SpritePairs.open(FileSource.of(act));
        assertThat(pair.sprSource().fileName()).isEqualTo("Wizard.Spr");
        assertThat(SprWriter.toBytes(pair.sheet())).isEqualTo(SprWriter.toBytes(demo.sheet()));
    }

    @Test
    void thePluginOpensAnActWithTheSheetChosenWhenNoneIsBesideIt() throws Exception {
        Path act = Files.write(dir.resolve("wizard.act"), ActWriter.toBytes(demo.act()));
        Path elsewhere = Files.write(Files.createDirectory(dir.resolve("sheets")).resolve("other.spr"),
                SprWriter.toBytes(demo.sheet()));
        Detection d = FormatRegistry.installed().detect(FileHead.of(act));
        assertThatThrownBy(() -> d.open(FileSource.of(act), Companions.NONE))
                .isInstanceOf(SpritePairs.MissingSheetException.class)
                .hasMessage(act + " needs its sprite sheet, wizard.spr, and there is none in the same folder");
        SpritePair pair = d.open(FileSource.of(act), Companions.sheet(elsewhere)).as(SpritePair.class);
        assertThat(pair.sprSource().path()).contains(elsewhere);
        assertThat(pair.actSource()).contains(FileSource.of(act));
        assertThat(SprWriter.toBytes(pair.sheet())).isEqualTo(SprWriter.toBytes(demo.sheet()));
    }
}
