package dev.marionette.io.textform;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FileFormat;
import dev.marionette.io.format.TextForms;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.testing.Samples;
import dev.marionette.io.testing.SeedFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every real sample and every fixture the project builds goes to its text form and back to the same bytes, and
 * showing the rebuilt file gives the same text (the form is stable). Samples are skipped, with the reason, when
 * they are not on this machine.
 */
class TextFormRoundTripTest {

    private static final TextForms FORMS = TextForms.installed();

    /** The sample folders with binary files, every file in them but the manifests. */
    static Stream<Arguments> samples() {
        Path root = Samples.rootOrNull();
        if (root == null) {
            return Stream.of(Arguments.of(Named.of("no samples", null)));
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> Set.of("ro", "acs", "sims", "gk3").contains(root.relativize(p).getName(0).toString()))
                    .filter(p -> !p.toString().endsWith(".tsv") && !p.toString().endsWith(".txt")
                            && !p.toString().endsWith(".md"))
                    .sorted().map(p -> Arguments.of(Named.of(root.relativize(p).toString(), p)))
                    .toList().stream();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void everySampleComesBackByteForByte(Path file) throws IOException {
        Samples.require(file);
        assertComesBack(Files.readAllBytes(file), file);
    }

    static Stream<SeedFiles.Seed> seeds() {
        return SeedFiles.all().stream().filter(s -> FORMS.of(s.format()).isPresent());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeds")
    void everyFixtureComesBackByteForByte(SeedFiles.Seed seed, @TempDir Path dir) throws IOException {
        assertComesBack(seed.data(), seed.file());
    }

    @Test
    void everyBinaryFormatWithFixturesHasATextForm() {
        Set<FileFormat> withSeeds = SeedFiles.all().stream().filter(s -> !isText(s.data()))
                .map(SeedFiles.Seed::format).collect(Collectors.toSet());
        assertThat(withSeeds).isNotEmpty();
        for (FileFormat format : withSeeds) {
            assertThat(FORMS.of(format)).as("text form of %s", format).isPresent();
        }
    }

    @Test
    void textFormatsPassThroughAsTheyAre() throws IOException {
        List<SeedFiles.Seed> text = SeedFiles.all().stream().filter(s -> FORMS.of(s.format()).isEmpty()).toList();
        assertThat(text).isNotEmpty();
        for (SeedFiles.Seed seed : text) {
            byte[] shown = FORMS.show(FileSource.of(seed.file()));
            assertThat(shown).as("%s shown", seed).isEqualTo(seed.data());
            assertThat(FORMS.build(shown, seed.name())).as("%s built", seed).isEqualTo(seed.data());
        }
    }

    private static void assertComesBack(byte[] original, Path file) throws IOException {
        byte[] text = FORMS.show(FileSource.of(file));
        byte[] built = FORMS.build(text, file + " (text)");
        assertThat(built).as("%s rebuilt from its text form", file).isEqualTo(original);
        Path copy = Files.createTempFile("rebuilt", "-" + file.getFileName());
        try {
            Files.write(copy, built);
            assertThat(new String(FORMS.show(FileSource.of(copy, file.toString())), java.nio.charset.StandardCharsets.UTF_8))
                    .as("%s shown again", file).isEqualTo(new String(text, java.nio.charset.StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(copy);
        }
    }

    private static boolean isText(byte[] data) {
        return dev.marionette.io.format.FileHead.of(data, "x").textLines().isPresent();
    }
}
