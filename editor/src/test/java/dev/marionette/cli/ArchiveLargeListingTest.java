package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A large table (100,000 entries here; {@code -Dmarionette.largeArchiveEntries=400000} for a client-sized one) lists through
 * {@code marionette archive list} in a separate JVM limited to 256 MB of heap: every entry, in order, no
 * out-of-memory error. Timing is measured by the benchmark in docs/BENCHMARKS.md, not here.
 */
class ArchiveLargeListingTest {

    @TempDir
    Path dir;

    @Test
    void aClientSizedTableListsInA256MbHeap() throws Exception {
        int count = Integer.getInteger("marionette.largeArchiveEntries", 100_000);
        Path archive = dir.resolve("data.grf");
        try (FileChannel ch = FileChannel.open(archive, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            GrfWriter writer = new GrfWriter(ch);
            for (int i = 0; i < count; i++) {
                writer.add(GrfNames.encode(name(i)).orElseThrow(), ("entry " + i).getBytes(StandardCharsets.US_ASCII));
            }
            writer.finish();
        }
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx256m", "-Dfile.encoding=UTF-8",
                "-Dstdout.encoding=UTF-8", "-cp", System.getProperty("java.class.path"), "dev.marionette.cli.Main",
                "archive", "list", archive.toString()));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(
                dir.resolve("err.txt").toFile())).start();
        int lines = 0;
        String first = null;
        String last = null;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (first == null) {
                    first = line;
                }
                last = line;
                lines++;
            }
        }
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(dir.resolve("err.txt"))).isZero();
        assertThat(lines).isEqualTo(count);
        assertThat(first).isEqualTo(name(0));
        assertThat(last).isEqualTo(name(count - 1));
    }

    private static String name(int i) {
        return "data\\sprite\\몬스터\\몸통\\mon_" + i + (i % 2 == 0 ? ".spr" : ".act");
    }
}
