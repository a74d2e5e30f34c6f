package dev.marionette.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Outputs are written all or nothing: a complete new folder or file, or the old one untouched. */
class ExportFilesTest {

    @TempDir
    Path dir;

    private static LinkedHashMap<String, byte[]> files(String... namesAndContents) {
        LinkedHashMap<String, byte[]> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndContents.length; i += 2) {
            map.put(namesAndContents[i], namesAndContents[i + 1].getBytes(StandardCharsets.UTF_8));
        }
        return map;
    }

    @Test
    void aFolderIsWrittenWholeAndLeavesNoTemporaryFolderBehind() throws IOException {
        Path out = dir.resolve("site/Genie");
        ExportFiles.writeFolder(out, files("index.mjs", "i", "agent.mjs", "a", "media/map.png", "m"));
        assertThat(Files.readString(out.resolve("index.mjs"))).isEqualTo("i");
        assertThat(Files.readString(out.resolve("media/map.png"))).isEqualTo("m");
        assertThat(list(dir.resolve("site"))).containsExactly("Genie");
    }

    @Test
    void anEarlierExportIsReplacedAsAWhole() throws IOException {
        Path out = dir.resolve("Genie");
        ExportFiles.writeFolder(out, files("index.mjs", "old", "sounds.mjs", "old sounds"));
        ExportFiles.writeFolder(out, files("index.mjs", "new", "agent.mjs", "a"), Set.of("sounds.mjs"));
        assertThat(list(out)).containsExactlyInAnyOrder("index.mjs", "agent.mjs");
        assertThat(Files.readString(out.resolve("index.mjs"))).isEqualTo("new");
        assertThat(list(dir)).containsExactly("Genie");
    }

    @Test
    void aFolderHoldingOtherFilesIsNotReplaced() throws IOException {
        Path out = dir.resolve("Documents");
        Files.createDirectories(out);
        Files.writeString(out.resolve("thesis.odt"), "precious");
        assertThatThrownBy(() -> ExportFiles.writeFolder(out, files("index.mjs", "i")))
                .isInstanceOf(IOException.class).hasMessageContaining("thesis.odt").hasMessageContaining("not replaced");
        assertThat(list(out)).containsExactly("thesis.odt");
        assertThat(list(dir)).containsExactly("Documents");
    }

    @Test
    void aFailureWhileWritingLeavesTheOldFolderAsItWas() throws IOException {
        Path out = dir.resolve("Genie");
        ExportFiles.writeFolder(out, files("index.mjs", "old"));
        // The second file cannot be written (it would land outside the folder): nothing may change.
        assertThatThrownBy(() -> ExportFiles.writeFolder(out, files("index.mjs", "new", "../escape.txt", "x")))
                .isInstanceOf(IOException.class);
        assertThat(Files.readString(out.resolve("index.mjs"))).isEqualTo("old");
        assertThat(list(dir)).containsExactly("Genie");
    }

    @Test
    void aGroupOfFilesIsWrittenInOrderAndReplacesTheOldOnes() throws IOException {
        Path json = dir.resolve("sheets/walk.json");
        Path png = dir.resolve("sheets/walk.png");
        LinkedHashMap<Path, byte[]> group = new LinkedHashMap<>();
        group.put(png, new byte[] {1});
        group.put(json, new byte[] {2});
        assertThat(ExportFiles.writeGroup(group)).containsExactly(png, json);
        assertThat(Files.readAllBytes(json)).containsExactly(2);
        assertThat(list(dir.resolve("sheets"))).containsExactlyInAnyOrder("walk.json", "walk.png");
    }

    private static List<String> list(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).toList();
        }
    }
}
