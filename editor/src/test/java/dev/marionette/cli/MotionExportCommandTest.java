package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code export} on Acclaim motion: the output kind follows OUT's extension, the skeleton is found beside the
 * motion or given with {@code --skeleton}, {@code --fps} sets the BVH's frame time; several motions go into a
 * folder.
 */
class MotionExportCommandTest extends CommandLineTest {

    @Test
    void bvhAndCsvFollowTheExtension() throws IOException {
        Path amc = Samples.file("asf/cmu02_walk/02_01.amc");
        Path bvh = dir.resolve("walk.bvh");
        assertThat(run("export", "-o", bvh.toString(), "--fps", "30", amc.toString())).isEqualTo(0);
        assertThat(out).contains("-> " + bvh + " (bvh, 343 frames, 31 bones, 30 fps)");
        assertThat(Files.readString(bvh)).contains("Frames: 343", "Frame Time: 0.0333333");

        Path csv = dir.resolve("walk.csv");
        assertThat(run("export", "-o", csv.toString(), amc.toString())).isEqualTo(0);
        assertThat(Files.readAllLines(csv)).hasSize(1 + 343 * 31).first().isEqualTo("frame,bone,x,y,z");
    }

    @Test
    void aMotionElsewhereNeedsItsSkeleton() throws IOException {
        Path amc = Files.copy(Samples.file("asf/cmu02_walk/02_01.amc"), dir.resolve("walk.amc"));
        Path bvh = dir.resolve("walk.bvh");
        assertThat(run("export", "-o", bvh.toString(), amc.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err).contains(amc.toString(), "skeleton", "--skeleton FILE");
        assertThat(bvh).doesNotExist();
        assertThat(run("export", "-o", bvh.toString(), "--skeleton", Samples.file("asf/cmu02_walk/02.asf").toString(),
                amc.toString())).isEqualTo(0);
        assertThat(bvh).isNotEmptyFile();
    }

    @Test
    void severalFilesGoIntoAFolder() {
        Path folder = dir.resolve("out");
        assertThat(run("export", "--format", "bvh", "-o", folder.toString(), Samples.file("asf/cmu02_walk/02_01.amc").toString(),
                Samples.file("asf/cmu02_walk/02.asf").toString())).isEqualTo(0);
        assertThat(folder.resolve("02_01.bvh")).isNotEmptyFile();
        assertThat(folder.resolve("02.bvh")).isNotEmptyFile();
    }

    @Test
    void theHelpListsTheMotionExportsAndOptions() {
        assertThat(run("export", "--help")).isEqualTo(0);
        assertThat(out).contains("Acclaim AMC motion", "csv     .csv    Joint positions (CSV)",
                "bvh     .bvh    Biovision hierarchy (BVH)", "--fps", "--skeleton");
    }

    @Test
    void aBadFrameRateIsOneLine() {
        assertThat(run("export", "-o", dir.resolve("x.bvh").toString(), "--fps", "0",
                Samples.file("asf/cmu02_walk/02_01.amc").toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err.strip()).startsWith("marionette export: --fps must be").doesNotContain("\n");
    }
}
