package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The package's training run: the listed commands run one after another in one JVM (tab-separated arguments,
 * comments and blank lines skipped), each reported with its exit code; one that fails fails the run, so a cache
 * recorded from a run that trained nothing is noticed at build time.
 */
class TrainingRunTest {

    @TempDir
    Path dir;

    private record Result(int exit, String out) {
    }

    private Result run(String commands) throws Exception {
        Path file = Files.writeString(dir.resolve("commands.txt"), commands);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), TrainingRun.class.getName(),
                file.toString()));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Result(p.exitValue(), out);
    }

    @Test
    void runsEveryListedCommandAndReportsEach() throws Exception {
        Files.writeString(dir.resolve("a b.amc"), ":FULLY-SPECIFIED\n:DEGREES\n");
        Result r = run("# a comment\n--version\n\ncheck\t" + dir.resolve("a b.amc") + "\n");
        // The AMC has no skeleton beside it: check fails, and so does the run.
        assertThat(r.out().lines()).containsExactly("0  --version", "2  check " + dir.resolve("a b.amc"));
        assertThat(r.exit()).isEqualTo(ExitCodes.FAILURE);
        Result ok = run("--version\nthumbnail\t--help\n");
        assertThat(ok.out().lines()).containsExactly("0  --version", "0  thumbnail --help");
        assertThat(ok.exit()).isZero();
    }
}
