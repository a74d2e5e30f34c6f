package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * info, check and roundtrip on Acclaim skeletons and motions: the motion's skeleton found beside it (same stem,
 * subject prefix, only ASF) or given with --skeleton, on fixtures written here and on the real samples.
 */
class AcclaimFileCommandsTest extends CommandLineTest {

    private static final String ASF = """
            :version 1.10
            :name fixture
            :units
              length 0.45
              angle deg
            :root
              order TX TY TZ RZ RY RX
              axis XYZ
              position 0 0 0
              orientation 0 0 0
            :bonedata
              begin
                id 1
                name thigh
                direction 0 -1 0
                length 5
                axis 0 0 0 XYZ
                dof rx
                limits (-inf inf)
              end
            :hierarchy
              begin
                root thigh
              end
            """;

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text, StandardCharsets.ISO_8859_1);
        return p;
    }

    private static String motion(String... labels) {
        StringBuilder sb = new StringBuilder(":FULLY-SPECIFIED\n:DEGREES\n");
        for (String label : labels) {
            sb.append(label).append("\nroot 0 10 0 0 0 0\nthigh 15\n");
        }
        return sb.toString();
    }

    @Test
    void infoFindsTheSkeletonByTheSubjectPrefixAndDescribesTheMotion() throws IOException {
        Path asf = write("02.asf", ASF);
        Path amc = write("02_01.amc", motion("1", "2", "3", "4"));
        assertThat(run("info", amc.toString())).as(err).isZero();
        assertThat(out).contains("format: Acclaim AMC motion", "skeleton: " + asf, "frames: 4",
                "bones: 2 with the root (2 lines per frame)", "dof: 7 values per frame", "root order: TX TY TZ RZ RY RX",
                "angles: degrees (:DEGREES)", "units: length 0.45 (not applied", "labels: 1..4 in order",
                "duration: 0.025 s at 120 fps");
    }

    @Test
    void infoNamesOddLabels() throws IOException {
        write("walk.asf", ASF);
        Path amc = write("walk.amc", motion("1", "2", "3", "2", "3", "9"));
        assertThat(run("info", amc.toString())).isZero();
        assertThat(out).contains("labels: 1..9, not increasing: goes back or repeats 1 times, 1 gaps (frames are"
                + " counted in file order)");
    }

    @Test
    void infoOfASkeletonCountsBonesDofAndUnits() throws IOException {
        Path asf = write("body.asf", ASF);
        assertThat(run("info", asf.toString())).isZero();
        assertThat(out).contains("format: Acclaim ASF skeleton", "name: fixture", "version: 1.10",
                "bones: 2 with the root (0 without dof, 0 of length 0)", "dof: 7 values per motion frame",
                "root order: TX TY TZ RZ RY RX, axis XYZ", "axis orders: XYZ x1");
    }

    @Test
    void aMotionWithoutItsSkeletonFailsCheckWithOneLineAndPassesWithSkeleton() throws IOException {
        Path amc = write("lonely/take.amc", motion("1", "2"));
        Path asf = write("elsewhere/body.asf", ASF);
        assertThat(run("check", amc.toString())).isEqualTo(2);
        assertThat(err.strip().split("\\R")).singleElement().asString()
                .contains("take.amc", "skeleton", "looked for take.asf", "--skeleton");
        assertThat(run("check", "--skeleton", asf.toString(), amc.toString())).as(err).isZero();
        assertThat(out).contains("take.amc: OK (Acclaim AMC motion)");
        // info still reads the motion as text.
        assertThat(run("info", amc.toString())).isZero();
        assertThat(out).contains("skeleton: none found beside it", "frames: 2");
    }

    @Test
    void theOnlySkeletonInTheFolderIsTakenAndTwoAreNot() throws IOException {
        Path amc = write("a/jump.amc", motion("1"));
        write("a/subject7.asf", ASF);
        assertThat(run("check", amc.toString())).as(err).isZero();
        write("a/subject8.asf", ASF);
        assertThat(run("check", amc.toString())).isEqualTo(2);
        assertThat(err).contains("2 other .asf files");
    }

    @Test
    void aMotionLineForAnUnknownBoneIsOneLineWithLineAndColumn() throws IOException {
        write("bad.asf", ASF);
        Path amc = write("bad.amc", motion("1") + "2\nroot 0 0 0 0 0 0\nshin 4\n");
        assertThat(run("check", amc.toString())).isEqualTo(2);
        assertThat(err.strip().split("\\R")).singleElement().asString().isEqualTo(amc + ": line 8, column 1,"
                + " motion line: expected root or a bone of the skeleton, found \"shin\", which the skeleton does not"
                + " define");
    }

    @Test
    void roundtripWritesSkeletonAndMotionBackIdentically() throws IOException {
        Path asf = write("r/02.asf", ASF.replace("\n", "\r\n"));
        Path amc = write("r/02_01.amc", "#!OML:ASF C:\\x.ASF\r\n" + motion("5", "3").replace("\n", "\r\n"));
        Path outDir = dir.resolve("out");
        assertThat(run("roundtrip", "-o", outDir.toString(), asf.toString(), amc.toString())).as(err).isZero();
        assertThat(outDir.resolve("02.asf")).hasSameBinaryContentAs(asf);
        assertThat(outDir.resolve("02_01.amc")).hasSameBinaryContentAs(amc);
    }

    private static List<Path> sampleFiles() throws IOException {
        try (Stream<Path> files = Files.walk(Samples.folder("asf"))) {
            return files.filter(p -> p.toString().endsWith(".asf") || p.toString().endsWith(".amc")).sorted().toList();
        }
    }

    @Test
    void everySampleChecksAndWritesBackIdentically() throws IOException {
        List<String> files = sampleFiles().stream().map(Path::toString).toList();
        assertThat(files).hasSize(12);
        assertThat(run(Stream.concat(Stream.of("check"), files.stream()).toArray(String[]::new))).as(err).isZero();
        assertThat(out.lines().filter(l -> l.contains(": OK (")).count()).isEqualTo(12);
        Path outDir = dir.resolve("out");
        String[] args = Stream.concat(Stream.of("roundtrip", "-o", outDir.toString()), files.stream())
                .toArray(String[]::new);
        assertThat(run(args)).as(err).isZero();
        assertThat(out.lines().filter(l -> l.endsWith("identical)")).count()).isEqualTo(12);
    }

    @Test
    void infoOnTheSampleWalksFindsEachSkeleton() throws IOException {
        Path root = Samples.folder("asf");
        assertThat(run("info", root.resolve("cmu02_walk/02_01.amc").toString(),
                root.resolve("cmu01_oneframe/01_03_2.amc").toString(),
                root.resolve("tiny_handmade/skel.amc").toString(),
                root.resolve("endorphin_walk/walking.amc").toString())).as(err).isZero();
        assertThat(out).contains("skeleton: " + root.resolve("cmu02_walk/02.asf"), "frames: 343",
                "bones: 31 with the root (29 lines per frame)", "dof: 62 values per frame",
                "labels: 1..343 in order", "duration: 2.850 s at 120 fps",
                "skeleton: " + root.resolve("cmu01_oneframe/01.asf"),
                "labels: 1..5, not increasing: goes back or repeats 3 times",
                "skeleton: " + root.resolve("endorphin_walk/skeleton.asf"), "frames: 1741", "root order: tx ty tz rx ry rz");
    }
}
