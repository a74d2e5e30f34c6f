package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Globs over archives whose entry names are built to make a backtracking matcher take hours: the commands answer
 * at once. The time bound is generous; it guards against a hang, it does not measure speed.
 */
class HostileGlobCommandsTest extends CommandLineTest {

    /** A long run of one letter, a deep path of one-letter folders and one ordinary sprite entry. */
    private Path hostileArchive() throws IOException {
        Path p = dir.resolve("hostile.grf");
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            w.add(GrfNames.encode("a".repeat(5000)).orElseThrow(), "x".getBytes(StandardCharsets.US_ASCII));
            w.add(GrfNames.encode("a\\".repeat(3000) + "x.act").orElseThrow(), "x".getBytes(StandardCharsets.US_ASCII));
            w.add(GrfNames.encode("data\\ok.txt").orElseThrow(), "ok".getBytes(StandardCharsets.US_ASCII));
            w.finish();
        }
        return p;
    }

    @Test
    void extractWithManyStarsOverALongNameAnswersAtOnce() throws IOException {
        Path archive = hostileArchive();
        Path target = dir.resolve("out");
        int code = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> run("archive", "extract", "-o",
                target.toString(), archive.toString(), "*a*a*a*a*a*a*a*a*z"));
        assertThat(code).isEqualTo(ExitCodes.INVALID);
        assertThat(err).contains("no entry matches *a*a*a*a*a*a*a*a*z");
        assertThat(out).contains("0 entries extracted");
    }

    @Test
    void checkIncludeWithRepeatedFoldersOverADeepPathAnswersAtOnce() throws IOException {
        Path archive = hostileArchive();
        int code = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> run("check",
                "--include=**/**/**/zzz.act", archive.toString()));
        assertThat(code).isEqualTo(ExitCodes.INVALID);
        assertThat(err).contains("no entry in a format Marionette reads matches **/**/**/zzz.act");
    }

    @Test
    void aGlobThatDoesMatchTheDeepPathStillChoosesIt() throws IOException {
        Path archive = hostileArchive();
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> run("archive", "list", archive.toString(),
                "**/**/**/x.act", "data/*.txt"));
        assertThat(out.strip().split("\\R")).hasSize(2).endsWith("data\\ok.txt");
    }
}
