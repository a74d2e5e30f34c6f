package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.sims.CfpEncoder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 19, defects 1 and 3 on the command line: a Sims skill whose motion claims more frames than its keyframes
 * hold, or a skeleton whose parents do not lead to a root, fails {@code check} and {@code export} with one line
 * naming the file and line. Before, {@code check} said OK ("the skill has 2147483647 frames") and CSV/BVH export died
 * with OutOfMemoryError, or wrote a skeleton of a cycle.
 */
class SimsCountsCommandsTest extends CommandLineTest {

    /**
     * A CMX with a three-bone skeleton (ROOT, PELVIS under ROOT, HEAD under {@code headParent}) and one skill
     * {@code a2o-test} of 2 translations and 6 rotations whose ROOT motion has {@code frames} frames.
     */
    static String cmx(String frames, String headParent) {
        StringBuilder s = new StringBuilder("// Character File. Copyright 1997, Maxis Inc.\r\nversion 300\r\n1\r\nadult\r\n3\r\n");
        String[][] bones = {{"ROOT", "NULL"}, {"PELVIS", "ROOT"}, {"HEAD", headParent}};
        for (String[] b : bones) {
            s.append(b[0]).append("\r\n").append(b[1]).append("\r\n0\r\n| 0 1 0 |\r\n| 0 0 0 1 |\r\n1\r\n1\r\n0\r\n0\r\n0\r\n");
        }
        s.append("0\r\n1\r\na2o-test\r\nxskill-a2o-test\r\n66\r\n0\r\n0\r\n2\r\n6\r\n3\r\n");
        String[][] motions = {{"ROOT", frames, "1", "1", "0", "0"}, {"PELVIS", "2", "0", "1", "-1", "2"},
            {"HEAD", "2", "0", "1", "-1", "4"}};
        for (String[] m : motions) {
            s.append(m[0]).append("\r\n").append(m[1]).append("\r\n66\r\n").append(m[2]).append("\r\n").append(m[3])
                    .append("\r\n").append(m[4]).append("\r\n").append(m[5]).append("\r\n0\r\n0\r\n");
        }
        return s.toString();
    }

    private Path skill(String frames, String headParent) throws Exception {
        Path file = dir.resolve("adult-test.cmx");
        Files.writeString(file, cmx(frames, headParent));
        float[] values = new float[30];
        for (int i = 24; i < 30; i++) {
            values[i] = 1;
        }
        Files.write(dir.resolve("xskill-a2o-test.cfp"), CfpEncoder.exact().encode(values));
        return file;
    }

    @Test
    void theValidFixtureChecksAndExports() throws Exception {
        Path cmx = skill("2", "PELVIS");
        assertThat(run("check", cmx.toString())).as(err).isZero();
        assertThat(run("export", "--format", "csv", "-o", dir.resolve("ok.csv").toString(), cmx.toString())).as(err)
                .isZero();
        assertThat(Files.readAllLines(dir.resolve("ok.csv"))).hasSize(1 + 2 * 3);
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "4294967295", "2147483647", "-2147483648", "1000000"})
    void aFrameCountTheKeyframesCannotHoldFailsCheckAndExportNamingTheLine(String frames) throws Exception {
        Path cmx = skill(frames, "PELVIS");
        // Line 47 holds the ROOT motion's frame count.
        assertThat(Files.readAllLines(cmx).get(46)).isEqualTo(frames);
        String where = cmx + ": line 47, column 1, skill 0 motion 0 frame count: expected ";
        assertThat(run("check", cmx.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(out).isEmpty();
        assertThat(err).startsWith(where);
        for (String format : List.of("csv", "bvh")) {
            Path target = dir.resolve("out." + format);
            assertThat(run("export", "--format", format, "-o", target.toString(), cmx.toString()))
                    .isEqualTo(ExitCodes.INVALID);
            assertThat(err).startsWith(where).doesNotContain("Error", "internal error");
            assertThat(target).doesNotExist();
        }
    }

    @Test
    void aSkeletonWithACycleFailsNamingTheBoneAndLine() throws Exception {
        Path cmx = skill("2", "HEAD");
        assertThat(run("check", cmx.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err).isEqualTo(cmx + ": line 27, column 1, skeleton 0 bone 2 parent: expected another bone or NULL,"
                + " found bone \"HEAD\" as its own parent\n");
        Path bvh = dir.resolve("out.bvh");
        assertThat(run("export", "--format", "bvh", "-o", bvh.toString(), cmx.toString()))
                .isEqualTo(ExitCodes.INVALID);
        assertThat(bvh).doesNotExist();
    }
}
