package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** {@code check} over each real sample archive says what {@code check} over its extracted files says. */
class ArchiveSamplesCommandsTest extends CommandLineTest {

    @Test
    void checkOfEachSampleArchiveAgreesWithCheckOfItsExtractedFiles() throws IOException {
        Path folder = Samples.folder("grf");
        List<Path> archives;
        try (Stream<Path> list = Files.list(folder)) {
            archives = list.filter(p -> {
                String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
                return name.endsWith(".grf") || name.endsWith(".gpf");
            }).sorted().toList();
        }
        assertThat(archives).isNotEmpty();
        int sprites = 0;
        for (Path archive : archives) {
            Path extracted = dir.resolve(archive.getFileName() + ".x");
            run("archive", "extract", "-o", extracted.toString(), archive.toString());
            ArchiveAgreement.assertAgrees(this, archive, extracted);
            run("check", "--include", "**/*.act", "--include", "**/*.spr", archive.toString());
            sprites += (int) out.lines().filter(l -> l.contains(": OK")).count();
        }
        // The samples hold sprites: the comparison is not over nothing.
        assertThat(sprites).isPositive();
    }
}
