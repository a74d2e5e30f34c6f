package dev.marionette.io.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.notes.NotesPlugin;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.io.source.FileSource;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The proof that a family lands in its own package: {@link NotesPlugin}, a made-up format in test code, is
 * registered only by the {@code META-INF/services} file in {@code src/test/resources/extra-format-plugin} (a folder
 * put on a class loader of its own, so the other tests see the installed plug-ins alone). Found that way, it is
 * listed, detects its files among the real formats, and its handler checks them, with no edit to any main file.
 */
class FormatPluginRegistrationTest {

    private static FormatRegistry withNotes() {
        URL folder = FormatPluginRegistrationTest.class.getResource("/extra-format-plugin/");
        assertThat(folder).as("the test's service folder").isNotNull();
        return FormatRegistry.load(new URLClassLoader(new URL[] {folder},
                FormatPluginRegistrationTest.class.getClassLoader()));
    }

    private static final byte[] NOTES = "NOTE\u0002first\nsecond\n".getBytes(StandardCharsets.US_ASCII);

    @Test
    void aPluginRegisteredByItsOwnServiceFileIsListedBesideTheInstalledOnes() {
        FormatRegistry registry = withNotes();
        assertThat(registry.plugins()).extracting(FormatPlugin::family)
                .containsExactlyElementsOf(java.util.stream.Stream.concat(FormatRegistry.installed().plugins().stream()
                        .map(FormatPlugin::family), java.util.stream.Stream.of("notes")).toList());
        assertThat(registry.formats()).contains(NotesPlugin.NOTES, RagnarokFormats.ACT);
        assertThat(registry.format("notes.note")).contains(NotesPlugin.NOTES);
        assertThat(registry.pluginOf(NotesPlugin.NOTES)).get().isInstanceOf(NotesPlugin.class);
        assertThat(FormatRegistry.installed().formats()).doesNotContain(NotesPlugin.NOTES);
    }

    @Test
    void itsFilesAreDetectedAndCheckedThroughTheRegistry() throws Exception {
        FormatRegistry registry = withNotes();
        Detection d = registry.detect(NOTES, "a.bin");
        assertThat(d.format()).isEqualTo(NotesPlugin.NOTES);
        assertThat(d.plugin()).isInstanceOf(NotesPlugin.class);
        assertThat(d.description()).isEqualTo("Test notes 0x2");
        assertThat(registry.handler(d.format()).orElseThrow().check(NOTES, "a.bin", ReadOptions.STRICT)).isEmpty();
        assertThat(registry.handlers().find(NotesPlugin.NOTES).orElseThrow()
                .describe(NOTES, "a.bin", ReadOptions.STRICT)).containsEntry("notes", "2");
        byte[] damaged = NOTES.clone();
        damaged[4] = 3;
        assertThatThrownBy(() -> registry.handler(NotesPlugin.NOTES).orElseThrow()
                .check(damaged, "a.bin", ReadOptions.STRICT)).isInstanceOf(FormatException.class)
                .hasMessageContaining("note count");
    }

    @Test
    void itsFilesOpenWithTheirCompanionThroughTheDetection(@TempDir Path dir) throws Exception {
        Path note = Files.write(dir.resolve("todo.bin"), NOTES);
        Files.writeString(dir.resolve("TODO.title"), "Things to do\n");
        Detection d = withNotes().detect(FileHead.of(note));
        NotesPlugin.Opened opened = d.open(FileSource.of(note), Companions.NONE).as(NotesPlugin.Opened.class);
        assertThat(opened.lines()).containsExactly("first", "second");
        assertThat(opened.title()).contains("Things to do");
        assertThat(opened.format()).isEqualTo(NotesPlugin.NOTES);
        // A companion the caller chose wins over the one beside the file.
        Path other = Files.writeString(dir.resolve("other.txt"), "Chosen");
        assertThat(d.open(FileSource.of(note), Companions.sheet(other)).as(NotesPlugin.Opened.class).title())
                .contains("Chosen");
        // A family that opens nothing says so instead of failing later.
        FormatPlugin silent = new FormatPlugin() {
            public String family() { return "silent"; }
            public String formatsInWords() { return "silent"; }
            public List<FileFormat> formats() { return List.of(NotesPlugin.NOTES); }
            public List<Sniffer> sniffers() { return List.of(); }
            public java.util.Optional<dev.marionette.io.FormatHandler> handler(FileFormat f) {
                return java.util.Optional.empty();
            }
        };
        assertThatThrownBy(() -> d.by(silent).open(FileSource.of(note), Companions.NONE))
                .isInstanceOf(FormatException.class).hasMessageContaining("nothing opens it yet");
    }

    @Test
    void theRealFormatsAreStillDetectedAndTheErrorNamesTheNewFamily() throws Exception {
        FormatRegistry registry = withNotes();
        assertThat(registry.detect(new byte[] {'A', 'C', 5, 2, 0, 0}, "x.act").format())
                .isEqualTo(RagnarokFormats.ACT);
        assertThat(FormatRegistry.installed().tryDetect(NOTES, "a.bin")).isEmpty();
        assertThatThrownBy(() -> registry.detect(new byte[] {1, 2, 3}, "x.bin")).isInstanceOf(FormatException.class)
                .hasMessageContaining(FormatRegistry.installed().formatsInWords() + ", test NOTE file");
    }

    @Test
    void sniffersRunInTheirStatedOrderAcrossPlugins() throws Exception {
        // An "HTCA" file named .act is Gabriel Knight 3's, whose test runs before Ragnarok's.
        Detection gk3 = FormatRegistry.installed().detect(new byte[] {'H', 'T', 'C', 'A', 2, 1, 0, 0}, "X.ACT");
        assertThat(gk3.family()).isEqualTo("gk3");
        // Two plug-ins claiming one family are refused, naming it.
        FormatPlugin twin = FormatRegistry.installed().plugin("gk3").orElseThrow();
        assertThatThrownBy(() -> FormatRegistry.of(List.of(twin, twin)))
                .hasMessageContaining("two format plug-ins of the family gk3");
        List<FileFormat> installed = FormatRegistry.installed().formats();
        assertThat(installed).containsExactlyElementsOf(FormatRegistry.installed().plugins().stream()
                .flatMap(p -> p.formats().stream()).toList()).doesNotHaveDuplicates();
    }
}
