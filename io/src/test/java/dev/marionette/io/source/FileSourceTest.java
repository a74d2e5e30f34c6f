package dev.marionette.io.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file on disk as a {@link FileSource}: its name, bounded reading, and siblings in any case. */
class FileSourceTest {

    @TempDir
    Path dir;

    @Test
    void siblingsAreFoundInTheSameFolderInAnyCaseTheExactSpellingFirst() throws IOException {
        Path act = Files.writeString(dir.resolve("poring.act"), "a");
        Files.writeString(dir.resolve("Poring.SPR"), "sheet");
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/other.spr"), "x");
        FileSource source = FileSource.of(act);
        assertThat(source.name()).isEqualTo(act.toString());
        assertThat(source.fileName()).isEqualTo("poring.act");
        assertThat(source.baseName()).isEqualTo("poring");
        FileSource spr = source.sibling("poring.spr").orElseThrow();
        assertThat(spr.fileName()).isEqualTo("Poring.SPR");
        assertThat(spr.read(ReadOptions.STRICT)).asString().isEqualTo("sheet");
        assertThat(source.sibling("other.spr")).isEmpty();
        assertThat(source.sibling("sub")).as("a folder is no sibling file").isEmpty();
    }

    @Test
    void readingIsRefusedOverTheCapNamingTheFile() throws IOException {
        Path big = Files.write(dir.resolve("big.spr"), new byte[100]);
        assertThatThrownBy(() -> FileSource.of(big).read(ReadOptions.STRICT.withMaxFileSize(99)))
                .isInstanceOf(FormatException.class).hasMessageContaining("big.spr").hasMessageContaining("file size");
    }
}
