package dev.marionette.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SafeFileWriterTest {

    @TempDir
    Path dir;

    @Test
    void replacesTheFileAndLeavesNoTemporaryFileBehind() throws IOException {
        Path target = dir.resolve("body.act");
        Files.write(target, new byte[] {1, 2, 3});
        SafeFileWriter.write(target, new byte[] {4, 5});
        assertThat(Files.readAllBytes(target)).containsExactly(4, 5);
        assertThat(entries()).containsExactly("body.act");
    }

    @Test
    void aFailedSaveLeavesTheOriginalAsItWasAndCleansUp() throws IOException {
        // The final move cannot replace a non-empty folder: the save fails after the data was written.
        Path target = dir.resolve("busy.act");
        Files.createDirectory(target);
        Files.write(target.resolve("inside.txt"), new byte[] {7, 7});
        assertThatThrownBy(() -> SafeFileWriter.write(target, new byte[] {1})).isInstanceOf(IOException.class);
        assertThat(Files.readAllBytes(target.resolve("inside.txt"))).containsExactly(7, 7);
        assertThat(entries()).containsExactly("busy.act");
    }

    @Test
    void aSaveIntoAMissingFolderFailsWithoutCreatingAnything() {
        Path target = dir.resolve("missing").resolve("x.spr");
        assertThatThrownBy(() -> SafeFileWriter.write(target, new byte[] {1})).isInstanceOf(IOException.class);
        assertThat(Files.exists(dir.resolve("missing"))).isFalse();
    }

    private java.util.List<String> entries() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
