package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * info, check, roundtrip and convert on the Sims and GK3 samples, as a modder runs them (skipped when the samples
 * are absent).
 */
class SimsGk3CommandsTest extends CommandLineTest {

    private static List<String> lines(String text) {
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\\R"));
    }

    @Test
    void infoOfTheBinarySkillFileSaysWhichCfpEachSkillMisses() {
        Path bcf = Samples.folder("sims").resolve("ts1_bcf/a2a-apologizer.cmx.bcf");
        assertThat(run("info", bcf.toString())).isZero();
        assertThat(lines(out)).contains("  skills: 6",
                "  skill 0: a2a-apologizer: 3833 ms, distance 0, not moving, 116 frames (30.3 fps), 29 motions,"
                        + " 1 events; CFP xskill-a2a-apologizer.cfp found (14152 values)",
                "  skill 5: a2a-apologizee-reject: 2866 ms, distance 0, not moving, 86 frames (30.0 fps), 29 motions,"
                        + " 1 events; CFP xskill-a2a-apologizee-reject.cfp missing (not beside the file)");
        assertThat(lines(out).stream().filter(l -> l.contains(".cfp missing"))).hasSize(5);
        Path skeleton = Samples.folder("sims").resolve("ts1_cmx/adult-skeleton.cmx");
        assertThat(run("info", "--skeleton", skeleton.toString(), bcf.toString())).isZero();
        assertThat(out).contains("skeleton for the skills: adult (29 bones), chosen: " + skeleton);
    }

    @Test
    void aSkeletonThatIsNotThereIsOneLine() {
        Path bcf = Samples.folder("sims").resolve("ts1_bcf/a2a-apologizer.cmx.bcf");
        Path missing = dir.resolve("no-skeleton.cmx");
        assertThat(run("check", "--skeleton", missing.toString(), bcf.toString())).isEqualTo(2);
        assertThat(lines(err)).containsExactly(bcf + ": at offset 0 (0x0), skeleton: expected a readable skeleton"
                + " file, found no such file " + missing);
        assertThat(run("info", "--skeleton", missing.toString(), bcf.toString())).isZero();
        assertThat(out).contains("skeleton for the skills: unreadable: no such file " + missing);
    }

    @Test
    void infoOfTheSkeletonListsItsBones() {
        Path skeleton = Samples.folder("sims").resolve("ts1_cmx/adult-skeleton.cmx");
        assertThat(run("info", skeleton.toString())).isZero();
        assertThat(lines(out)).contains("  skeleton 0: adult, 29 bones",
                "  skeleton 0 bone 0: ROOT (parent NULL), translate 1, rotate 1, blend 0, wiggle 0 power 0",
                "  skeleton 0 bone 1: PELVIS (parent ROOT), translate 1, rotate 1, blend 0, wiggle 0 power 0,"
                        + " properties [name=adult]");
    }

    @Test
    void infoOfAGk3ActShowsTheTabHeader() {
        Path act = Samples.folder("gk3").resolve("SYNTH_TEST.ACT");
        assertThat(run("info", act.toString())).isZero();
        assertThat(lines(out)).containsExactly(act.toString(), "  format: Gabriel Knight 3 ACT",
                "  version: 258 (0x102)", "  model: SYNTH_TEST.MOD", "  frames: 2", "  meshes: 1",
                "  duration: 0.133 s at 15 fps",
                "  blocks: absolute vertices 1, delta vertices 1, mesh transform 1, bounding box 1", "  trailer: none");
    }

    @Test
    void everySimsAndGk3SampleChecksAndRoundTripsIdentically() throws IOException {
        List<String> files;
        try (Stream<Path> walk = Stream.concat(Files.walk(Samples.folder("sims")), Files.walk(Samples.folder("gk3")))) {
            files = walk.filter(Files::isRegularFile).map(Path::toString)
                    .filter(f -> f.matches("(?i).*\\.(cmx|bcf|cfp|anim|act)")).sorted().toList();
        }
        assertThat(files).hasSize(10);
        assertThat(run(Stream.concat(Stream.of("check"), files.stream()).toArray(String[]::new))).isZero();
        assertThat(lines(out).stream().filter(l -> l.contains(": OK ("))).hasSize(10);
        assertThat(lines(out).stream().filter(l -> l.startsWith("  warning:"))).as("the five missing CFPs")
                .hasSize(5);
        // The samples share no names, so one output folder holds them all.
        assertThat(run(Stream.concat(Stream.of("roundtrip", "-o", dir.toString()), files.stream())
                .toArray(String[]::new))).isZero();
        assertThat(lines(out)).hasSize(10).allSatisfy(l -> assertThat(l).endsWith("identical)"));
    }

    @Test
    void aSkillConvertsToATsoAnimAndBack() throws IOException {
        Path bcf = Samples.folder("sims").resolve("ts1_bcf/a2a-apologizer.cmx.bcf");
        Path anim = dir.resolve("a2a-apologizer.anim");
        assertThat(run("convert", "-o", anim.toString(), bcf.toString())).as("six skills: which?").isEqualTo(2);
        assertThat(err).contains("choose one with --skill N|NAME: 0 a2a-apologizer");
        assertThat(anim).doesNotExist();
        assertThat(run("convert", "-o", anim.toString(), "--skill", "1", bcf.toString())).isEqualTo(2);
        assertThat(err).contains("xskill-a2a-apologizer-accepted.cfp, which is not beside the file");
        assertThat(run("convert", "-o", anim.toString(), "--skill", "a2a-apologizer", bcf.toString())).isZero();
        assertThat(lines(out)).contains("  note: only skill 0 (a2a-apologizer) is converted: a .anim holds one"
                + " skill; the file's 5 other skills are not in it");
        Path cmx = dir.resolve("back/a2a-apologizer.cmx");
        assertThat(run("convert", "-o", cmx.toString(), anim.toString())).isZero();
        assertThat(out).contains("(The Sims CMX (or .cmx.bcf) + its CFP keyframes beside it, 2 files)");
        Path cfp = dir.resolve("back/xskill-a2a-apologizer.cfp");
        assertThat(Files.readAllBytes(cfp)).as("keyframes exactly as they were")
                .isEqualTo(Files.readAllBytes(bcf.resolveSibling("xskill-a2a-apologizer.cfp")));
        assertThat(run("info", cmx.toString())).isZero();
        assertThat(out).contains("CFP xskill-a2a-apologizer.cfp found (14152 values)");
    }
}
