package dev.marionette.editor.archive;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.grf.GrfArchive;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Find in Open Archives' search: one filter over several archives, hits kept with their archive. */
class ArchiveSearchTest {

    @TempDir
    Path dir;

    private final List<GrfArchive> opened = new ArrayList<>();

    @AfterEach
    void close() throws IOException {
        for (GrfArchive a : opened) {
            a.close();
        }
    }

    private ArchiveSearch.Searched open(String name, String... paths) throws IOException {
        Path file = TestArchives.write(dir.resolve(name), paths);
        GrfArchive archive = GrfArchive.open(file);
        opened.add(archive);
        return new ArchiveSearch.Searched(new ArchiveDocument(ArchiveIndex.build(archive), file));
    }

    private static List<String> describe(ArchiveSearch.Result r) {
        return r.hits().stream().map(h -> h.archiveName() + "!" + h.path()).toList();
    }

    @Test
    void findsANameInEveryArchiveInTheOrderTheyWereOpened() throws IOException {
        ArchiveSearch.Searched client = open("data.grf", "data\\sprite\\몬스터\\poring.act",
                "data\\sprite\\몬스터\\poring.spr", "data\\sprite\\몬스터\\drops.act", "data\\texture\\poring.bmp");
        ArchiveSearch.Searched patch = open("patch.gpf", "data\\sprite\\몬스터\\Poring.ACT", "data\\readme.txt");

        ArchiveSearch.Result found = ArchiveSearch.find(List.of(client, patch), EntryFilter.parse("poring"), () -> false);

        assertThat(describe(found)).containsExactly("data.grf!data\\sprite\\몬스터\\poring.act",
                "data.grf!data\\sprite\\몬스터\\poring.spr", "data.grf!data\\texture\\poring.bmp",
                "patch.gpf!data\\sprite\\몬스터\\Poring.ACT");
        assertThat(found.total()).isEqualTo(4);
        assertThat(found.cut()).isFalse();
    }

    @Test
    void takesTheBrowsersFilterSyntaxTypesGlobsAndKoreanWords() throws IOException {
        ArchiveSearch.Searched client = open("data.grf", "data\\sprite\\몬스터\\poring.act",
                "data\\sprite\\몬스터\\poring.spr", "data\\texture\\poring.bmp");
        ArchiveSearch.Searched patch = open("patch.gpf", "data\\sprite\\인간족\\몸통\\novice.act");

        assertThat(describe(ArchiveSearch.find(List.of(client, patch), EntryFilter.parse("type:act"), () -> false)))
                .containsExactly("data.grf!data\\sprite\\몬스터\\poring.act", "patch.gpf!data\\sprite\\인간족\\몸통\\novice.act");
        assertThat(describe(ArchiveSearch.find(List.of(client, patch), EntryFilter.parse("data/sprite/**/*.spr"),
                () -> false))).containsExactly("data.grf!data\\sprite\\몬스터\\poring.spr");
        assertThat(describe(ArchiveSearch.find(List.of(client, patch), EntryFilter.parse("몬스터 type:bmp"),
                () -> false))).isEmpty();
        assertThat(describe(ArchiveSearch.find(List.of(client, patch), EntryFilter.parse("novice"), () -> false)))
                .containsExactly("patch.gpf!data\\sprite\\인간족\\몸통\\novice.act");
    }

    @Test
    void anEmptyTextFindsNothingAndACancelledSearchGivesNoAnswer() throws IOException {
        ArchiveSearch.Searched client = open("data.grf", "data\\a.act", "data\\b.act");
        assertThat(ArchiveSearch.find(List.of(client), EntryFilter.parse("  "), () -> false).hits()).isEmpty();
        assertThat(ArchiveSearch.find(List.of(client), EntryFilter.parse("a"), () -> true)).isNull();
    }

    @Test
    void aWordMatchingMostOfAClientKeepsTheFirstHitsAndCountsTheRest() throws IOException {
        String[] paths = new String[ArchiveSearch.MAX_HITS + 250];
        for (int i = 0; i < paths.length; i++) {
            paths[i] = String.format("data\\sprite\\s%05d.act", i);
        }
        ArchiveSearch.Searched big = open("big.grf", paths);
        ArchiveSearch.Searched small = open("small.gpf", "data\\sprite\\extra.act");

        ArchiveSearch.Result found = ArchiveSearch.find(List.of(big, small), EntryFilter.parse("*.act"), () -> false);

        assertThat(found.hits()).hasSize(ArchiveSearch.MAX_HITS);
        assertThat(found.total()).isEqualTo(paths.length + 1L);
        assertThat(found.cut()).isTrue();
        assertThat(found.hits().get(0).path()).isEqualTo("data\\sprite\\s00000.act");
    }
}
