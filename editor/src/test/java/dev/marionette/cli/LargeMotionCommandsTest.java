package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, defect 5: motion files are read and exported as a stream of frames, so memory does not grow with the
 * file. A motion three times larger than the heap of a separate Java process ({@code -Xmx32m}; 102 MB of AMC text,
 * about 118,000 frames of 21 bones) goes through {@code check}, {@code info}, {@code export} to CSV and BVH and
 * {@code roundtrip}. Before, {@code check} read it whole (it was refused as larger than the 64 MiB cap, and a
 * 66 MB motion ran the CSV/BVH export out of memory at {@code -Xmx256m}). The gigabyte run is measured by hand
 * (docs/BENCHMARKS.md).
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class LargeMotionCommandsTest {

    private static final String HEAP = "-Xmx32m";
    private static final long BYTES = 3L * 32 * 1024 * 1024 + 1_000_000;

    @TempDir
    static Path dir;
    private static long frames;

    @BeforeAll
    static void writeTheMotion() throws IOException {
        LargeMotionFiles.writeSkeleton(dir.resolve("large.asf"));
        frames = LargeMotionFiles.writeMotion(dir.resolve("large.amc"), BYTES);
    }

    private record Run(int exit, String out, String err) {
    }

    /** {@code marionette ARGS...} in its own Java process with a 32 MiB heap. */
    private static Run run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), HEAP, "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().remove("DISPLAY");
        Process p = builder.start();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).as("finished").isTrue();
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static long count(Path file, byte b) throws IOException {
        long n = 0;
        byte[] buf = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            for (int r; (r = in.read(buf)) > 0; ) {
                for (int i = 0; i < r; i++) {
                    if (buf[i] == b) {
                        n++;
                    }
                }
            }
        }
        return n;
    }

    @Test
    void aMotionThreeTimesTheHeapChecksAndDescribes() throws Exception {
        assertThat(Files.size(dir.resolve("large.amc"))).isGreaterThan(3L * 32 * 1024 * 1024);
        Run check = run("check", "large.amc");
        assertThat(check.err()).isEmpty();
        assertThat(check.exit()).isZero();
        assertThat(check.out()).isEqualTo("large.amc: OK (Acclaim AMC motion)\n");

        Run info = run("info", "large.amc");
        assertThat(info.exit()).isZero();
        assertThat(info.out()).contains("  frames: " + frames + "\n", "  bones: 21 with the root (21 lines per frame)",
                "  labels: 1.." + frames + " in order");
    }

    @Test
    void itExportsToCsvAndBvhFrameByFrame() throws Exception {
        Run csv = run("export", "--format", "csv", "-o", "large.csv", "large.amc");
        assertThat(csv.err()).isEmpty();
        assertThat(csv.exit()).isZero();
        Path csvFile = dir.resolve("large.csv");
        assertThat(count(csvFile, (byte) '\n')).isEqualTo(1 + frames * LargeMotionFiles.boneCount());
        Files.delete(csvFile);

        Run bvh = run("export", "--format", "bvh", "-o", "large.bvh", "large.amc");
        assertThat(bvh.err()).isEmpty();
        assertThat(bvh.exit()).isZero();
        Path bvhFile = dir.resolve("large.bvh");
        String head = new String(Files.newInputStream(bvhFile).readNBytes(16384), StandardCharsets.US_ASCII);
        assertThat(head).contains("MOTION\nFrames: " + frames + "\nFrame Time: 0.00833333\n");
        long hierarchyLines = head.substring(0, head.indexOf("Frames:")).chars().filter(c -> c == '\n').count() + 2;
        assertThat(count(bvhFile, (byte) '\n')).isEqualTo(hierarchyLines + frames);
        Files.delete(bvhFile);
    }

    @Test
    void itWritesBackByteForByte() throws Exception {
        Run roundtrip = run("roundtrip", "-o", "copy", "large.amc");
        assertThat(roundtrip.err()).isEmpty();
        assertThat(roundtrip.exit()).isZero();
        assertThat(roundtrip.out()).endsWith("(" + Files.size(dir.resolve("large.amc")) + " bytes, identical)\n");
        assertThat(Files.mismatch(dir.resolve("copy/large.amc"), dir.resolve("large.amc"))).isEqualTo(-1);
        Files.delete(dir.resolve("copy/large.amc"));
    }
}
