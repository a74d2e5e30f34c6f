package dev.marionette.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileBytesTest {

    @TempDir
    Path dir;

    @Test
    void theHeadIsTheFirstBytesOrTheWholeOfAShorterFile() throws Exception {
        byte[] content = new byte[100_000];
        new Random(7).nextBytes(content);
        Path file = Files.write(dir.resolve("f.bin"), content);
        assertThat(FileBytes.readHead(file, 10)).isEqualTo(java.util.Arrays.copyOf(content, 10));
        assertThat(FileBytes.readHead(file, 100_000)).isEqualTo(content);
        assertThat(FileBytes.readHead(file, 1 << 20)).isEqualTo(content);
        assertThat(FileBytes.readHead(Files.write(dir.resolve("empty"), new byte[0]), 64)).isEmpty();
    }

    @Test
    void aFileOverTheCapIsRefusedBeforeItIsRead() throws Exception {
        Path file = Files.write(dir.resolve("big.act"), new byte[2048]);
        assertThatThrownBy(() -> FileBytes.read(file, ReadOptions.STRICT.withMaxFileSize(1024)))
                .isInstanceOf(FormatException.class).hasMessageContaining("file size");
    }
}
