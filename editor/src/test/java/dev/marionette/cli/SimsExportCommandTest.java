package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.editor.testing.SimsSampleLayout;
import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export} of The Sims skills (CMX, BCF with {@code --skill}, TSO {@code .anim}) and the GK3 box puppet on the
 * motion exporters: joint positions in the same columns as for Acclaim, right-handed (the figure upright, its left
 * hand on +x), BVH at the skill's own rate; what is missing (skeleton, CFP, a skill choice) named in one line.
 */
class SimsExportCommandTest {

    @TempDir
    Path dir;

    private String out;
    private String err;

    private int run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = MarionetteCommand.create(new PrintWriter(o, true), new PrintWriter(e, true)).execute(args);
        out = o.toString();
        err = e.toString();
        return code;
    }

    /** Rows of a joint-positions CSV for one frame: bone name to x, y, z. */
    private static List<String[]> frame(List<String> lines, int frame) {
        List<String[]> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",");
            if (Integer.parseInt(cells[0]) == frame) {
                rows.add(cells);
            }
        }
        return rows;
    }

    private static double[] joint(List<String[]> rows, String bone) {
        for (String[] r : rows) {
            if (r[1].equals(bone)) {
                return new double[] {Double.parseDouble(r[2]), Double.parseDouble(r[3]), Double.parseDouble(r[4])};
            }
        }
        throw new AssertionError("no row for " + bone);
    }

    @Test
    void aTextSkillBesideItsSkeletonExportsJointPositionsUprightWithTheLeftHandOnTheLeft() throws IOException {
        Path csv = dir.resolve("idle.csv");
        assertThat(run("export", "-o", csv.toString(), Samples.file("sims/ts1_cmx/adult-idle1.cmx").toString()))
                .as(err).isZero();
        assertThat(out).contains("-> " + csv + " (csv, 60 frames x 29 bones = 1740 rows)");
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(1 + 60 * 29).first().isEqualTo("frame,bone,x,y,z");
        List<String[]> first = frame(lines, 0);
        assertThat(first).extracting(r -> r[1]).startsWith("ROOT", "PELVIS", "L_LEG").contains("HEAD", "L_HAND");
        double[] head = joint(first, "HEAD");
        assertThat(head[1]).as("head height (secondary.md 2.3: 5.06 in frame 0)").isCloseTo(5.06, within(0.1));
        assertThat(joint(first, "L_HAND")[0]).as("left hand on +x").isGreaterThan(0.4);
        assertThat(joint(first, "R_HAND")[0]).isLessThan(-0.4);
        assertThat(joint(first, "L_FOOT")[1]).isCloseTo(0.25, within(0.1));
    }

    @Test
    void aBcfNeedsItsSkillChosenItsSkeletonAndTheChosenSkillsCfp() throws IOException {
        Path bcf = SimsSampleLayout.apologizerIn(dir, false);
        Path bvh = dir.resolve("apologizer.bvh");
        assertThat(run("export", "-o", bvh.toString(), bcf.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err.strip()).contains("6 skills", "--skill", "0 a2a-apologizer").doesNotContain("\n");
        assertThat(run("export", "-o", bvh.toString(), "--skill", "0", bcf.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err).contains("adult-skeleton.cmx", "--skeleton FILE");
        assertThat(run("export", "-o", bvh.toString(), "--skill", "a2a-apologizee", "--skeleton",
                Samples.file("sims/ts1_cmx/adult-skeleton.cmx").toString(), bcf.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err).contains("xskill-a2a-apologizee.cfp");
        assertThat(bvh).doesNotExist();

        assertThat(run("export", "-o", bvh.toString(), "--skill", "A2A-APOLOGIZER", "--skeleton",
                Samples.file("sims/ts1_cmx/adult-skeleton.cmx").toString(), bcf.toString())).as(err).isZero();
        String text = Files.readString(bvh);
        int frames = Integer.parseInt(text.replaceAll("(?s).*Frames: (\\d+).*", "$1"));
        assertThat(text).contains("ROOT ROOT", "JOINT PELVIS", "JOINT L_HAND");
        assertThat(out).contains("(bvh, " + frames + " frames, 29 bones");
        double frameTime = Double.parseDouble(text.replaceAll("(?s).*Frame Time: ([0-9.]+).*", "$1"));
        assertThat(1 / frameTime).as("the skill's own rate, about 30 fps").isCloseTo(30, within(1.0));
    }

    @Test
    void aTsoAnimationExportsLikeItsTs1Skill() throws IOException {
        Path anim = Files.copy(Samples.file("sims/tso/a2o-idle1.anim"), dir.resolve("a2o-idle1.anim"));
        Path fromTso = dir.resolve("tso.csv");
        assertThat(run("export", "-o", fromTso.toString(), "--skeleton", Samples.file("sims/ts1_cmx/adult-skeleton.cmx").toString(),
                anim.toString())).as(err).isZero();
        Path fromTs1 = dir.resolve("ts1.csv");
        assertThat(run("export", "-o", fromTs1.toString(), Samples.file("sims/ts1_cmx/adult-idle1.cmx").toString()))
                .isZero();
        List<String> a = Files.readAllLines(fromTso);
        List<String> b = Files.readAllLines(fromTs1);
        assertThat(a).hasSameSizeAs(b);
        for (int i = 1; i < a.size(); i++) {
            String[] x = a.get(i).split(",");
            String[] y = b.get(i).split(",");
            assertThat(x[1]).isEqualTo(y[1]);
            for (int k = 2; k < 5; k++) {
                assertThat(Double.parseDouble(x[k])).isCloseTo(Double.parseDouble(y[k]), within(1e-4));
            }
        }
    }

    /** A GK3 puppet of two meshes, one turning about y, written by the project's own writer. */
    private Path turningGk3() throws IOException {
        List<dev.marionette.model.gk3.Gk3Frame> frames = new ArrayList<>();
        for (int f = 0; f < 4; f++) {
            float c = (float) Math.cos(Math.toRadians(30 * f));
            float sn = (float) Math.sin(Math.toRadians(30 * f));
            frames.add(new dev.marionette.model.gk3.Gk3Frame(List.of(
                    new dev.marionette.model.gk3.Gk3MeshEntry(0, List.of(new dev.marionette.model.gk3.Gk3MeshTransform(
                            new float[] {c, 0, -sn, 0, 1, 0, sn, 0, c, f, 0, 1}),
                            new dev.marionette.model.gk3.Gk3BoundingBox(new float[] {0, 0, 0, 2, 4, 2}))),
                    new dev.marionette.model.gk3.Gk3MeshEntry(1, f > 0 ? List.of() : List.of(
                            new dev.marionette.model.gk3.Gk3MeshTransform(new float[] {1, 0, 0, 0, 1, 0, 0, 0, 1, -3,
                                5, 0}), new dev.marionette.model.gk3.Gk3BoundingBox(new float[] {-1, -1, -1, 1, 1,
                                1}))))));
        }
        dev.marionette.model.gk3.Gk3Act act = new dev.marionette.model.gk3.Gk3Act(dev.marionette.model.gk3.Gk3Act
                .VERSION, 2, 0, dev.marionette.model.gk3.Gk3Act.nameField("TURN.MOD"), frames, new byte[0]);
        return Files.write(dir.resolve("TURN.ACT"), dev.marionette.io.gk3.Gk3ActWriter.toBytes(act));
    }

    /** The GK3 box puppet's meshes are bones: the CSV puts each at its box's centre as the puppet draws it. */
    @Test
    void theGk3PuppetExportsItsMeshesAsBonesToCsvAndBvh() throws Exception {
        Path act = turningGk3();
        Path csv = dir.resolve("turn.csv");
        assertThat(run("export", "-o", csv.toString(), act.toString())).as(err).isZero();
        assertThat(out).contains("4 frames x 2 bones = 8 rows");
        List<String> rows = Files.readAllLines(csv);
        assertThat(rows.get(0)).isEqualTo("frame,bone,x,y,z");
        assertThat(rows).hasSize(9);
        dev.marionette.model.gk3.Gk3BoxFigure figure = new dev.marionette.model.gk3.Gk3BoxFigure(
                dev.marionette.io.gk3.Gk3ActReader.read(act, dev.marionette.io.ReadOptions.STRICT).value());
        double[] xyz = new double[3 * figure.pointCount()];
        for (int f = 0; f < 4; f++) {
            figure.pointsAt(f, xyz);
            for (int m = 0; m < 2; m++) {
                String[] row = rows.get(1 + 2 * f + m).split(",");
                assertThat(row[0]).isEqualTo(String.valueOf(f));
                assertThat(row[1]).isEqualTo("mesh " + m);
                for (int k = 0; k < 3; k++) {
                    assertThat(Double.parseDouble(row[2 + k])).as("frame %d mesh %d axis %d", f, m, k)
                            .isCloseTo(xyz[3 * figure.partPoint(m) + k], within(1e-5));
                }
            }
        }

        Path bvh = dir.resolve("turn.bvh");
        assertThat(run("export", "-o", bvh.toString(), act.toString())).as(err).isZero();
        String text = Files.readString(bvh);
        assertThat(text).contains("ROOT mesh_0", "ROOT mesh_1", "Frames: 4", "Frame Time: 0.06666667");
    }

    @Test
    void infoDescribesTheChosenSkillsMotionsAndEvents() {
        Path bcf = SimsSampleLayout.apologizerIn(dir, true);
        assertThat(run("info", "--skill", "a2a-apologizer", bcf.toString())).as(err).isZero();
        assertThat(out).contains("  skill 0: a2a-apologizer: ", "  skill 5: a2a-apologizee-reject: ",
                "  skill 0 plays at: 30.264 fps (116 frames over 3833 ms)", "  skill 0 motion 0: ROOT, ", "translations from 0", "  skill 0 event 0: ",
                "xevt 101");
        assertThat(out).doesNotContain("skill 1 motion");
        assertThat(run("info", "--skill", "7", bcf.toString())).isEqualTo(ExitCodes.INVALID);
        assertThat(err).contains("no skill \"7\"", "0 a2a-apologizer");
        assertThat(run("info", "--skill", "0", Samples.file("sims/tso/a2o-walking-frantic-loop.anim").toString()))
                .isZero();
        assertThat(out).contains("skill 0 event 0: ", "footstep");
    }

    @Test
    void theHelpListsTheSimsAndGk3ExportsAndTheSkillOption() {
        assertThat(run("export", "--help")).isZero();
        assertThat(out).contains("The Sims BCF (binary)", "The Sims Online .anim", "Gabriel Knight 3 ACT", "--skill");
        // Both families' motions export to the same formats, so they are listed together, before those formats.
        int sims = out.indexOf("The Sims Online .anim");
        int gk3 = out.indexOf("Gabriel Knight 3 ACT");
        int csv = out.indexOf("Joint positions (CSV)");
        assertThat(csv).isGreaterThan(Math.max(sims, gk3));
        assertThat(out.substring(Math.max(sims, gk3), csv)).doesNotContain("Animated GIF");
    }
}
