package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** Checks that {@code check} over an archive says what {@code check} over its extracted files says. */
final class ArchiveAgreement {

    private ArchiveAgreement() {
    }

    /** {@code check ARCHIVE} and {@code check} of each file below {@code extracted} give the same lines and code. */
    static void assertAgrees(CommandLineTest test, Path archive, Path extracted) throws IOException {
        int archiveExit = test.run("check", archive.toString());
        List<String> archiveLines = lines(test.out + test.err, archive + "!");
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(extracted)) {
            walk.filter(Files::isRegularFile).filter(ArchiveAgreement::readFormat).sorted()
                    .forEach(p -> files.add(p.toString()));
        }
        if (files.isEmpty()) {
            assertThat(archiveLines).isEmpty();
            return;
        }
        int filesExit = test.run(Stream.concat(Stream.of("check"), files.stream()).toArray(String[]::new));
        List<String> fileLines = lines(test.out + test.err, extracted + File.separator);
        assertThat(archiveLines).containsExactlyInAnyOrderElementsOf(fileLines);
        assertThat(archiveExit).isEqualTo(filesExit);
    }

    private static boolean readFormat(Path p) {
        String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        return dot > 0 && FileArguments.READ_EXTENSIONS.contains(name.substring(dot + 1));
    }

    /** The lines of a run with {@code prefix} (the archive or the folder) taken off and separators made alike. */
    private static List<String> lines(String output, String prefix) {
        List<String> lines = new ArrayList<>();
        for (String line : output.split("\\R")) {
            if (!line.isBlank()) {
                lines.add(line.replace(prefix, "").replace('\\', '/'));
            }
        }
        return lines;
    }
}
