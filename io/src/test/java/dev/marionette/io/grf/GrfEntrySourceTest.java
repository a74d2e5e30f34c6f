package dev.marionette.io.grf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.archive.ArchiveEntrySource;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An archive entry as a {@link FileSource}: named ARCHIVE!ENTRY, read within the cap, siblings from its folder. */
class GrfEntrySourceTest {

    @TempDir
    Path dir;

    private Path archive() throws IOException {
        Path p = dir.resolve("p.gpf");
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            w.add(GrfNames.encode("data\\sprite\\몬스터\\poring.act").orElseThrow(), bytes("act"));
            w.add(GrfNames.encode("data\\sprite\\몬스터\\Poring.SPR").orElseThrow(), bytes("sheet"));
            w.add(GrfNames.encode("data\\sprite\\other.spr").orElseThrow(), bytes("other"));
            w.finish();
        }
        return p;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void anEntryIsNamedAfterItsArchiveAndFindsSiblingsInItsOwnFolderOnly() throws IOException {
        Path p = archive();
        try (GrfArchive a = GrfArchive.open(p)) {
            FileSource act = ArchiveEntrySource.find(a, "DATA/sprite/몬스터/PORING.act").orElseThrow();
            assertThat(act.name()).isEqualTo(p + "!data\\sprite\\몬스터\\poring.act");
            assertThat(act.fileName()).isEqualTo("poring.act");
            assertThat(act.path()).isEmpty();
            assertThat(act.size()).isEqualTo(3);
            assertThat(act.read(ReadOptions.STRICT)).asString().isEqualTo("act");
            FileSource spr = act.sibling("poring.spr").orElseThrow();
            assertThat(spr.name()).isEqualTo(p + "!data\\sprite\\몬스터\\Poring.SPR");
            assertThat(spr.read(ReadOptions.STRICT)).asString().isEqualTo("sheet");
            assertThat(act.sibling("other.spr")).as("another folder").isEmpty();
            assertThat(ArchiveEntrySource.find(a, "data\\sprite")).as("a folder is no entry").isEmpty();
        }
    }

    @Test
    void readingIsRefusedOverTheCapBeforeInflating() throws IOException {
        try (GrfArchive a = GrfArchive.open(archive())) {
            FileSource spr = ArchiveEntrySource.find(a, "data\\sprite\\other.spr").orElseThrow();
            assertThatThrownBy(() -> spr.read(ReadOptions.STRICT.withMaxFileSize(4)))
                    .isInstanceOf(FormatException.class).hasMessageContaining("p.gpf")
                    .hasMessageContaining("data\\sprite\\other.spr").hasMessageContaining("real size");
        }
    }
}
