package dev.marionette.export.motion;

import dev.marionette.io.acclaim.AcclaimFormats;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.registry.Exporters;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acclaim.AcclaimFiles;
import dev.marionette.io.motion.BvhWriter;
import dev.marionette.io.motion.JointPositionsCsv;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Pose;
import dev.marionette.model.motion.Skeleton;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The motion source loaders and the data exporters on the CMU walk: the CSV is exactly what
 * {@link JointPositionsCsv} writes for the file model's clip, the BVH read back by a reader written here puts every
 * joint where the forward kinematics does, {@code --fps} sets the frame time, an ASF alone is its rest pose.
 */
class MotionDataExportersTest {

    @TempDir
    Path dir;

    private static MotionSource load(Path file, ExportOptions options) throws IOException {
        FileFormat format = file.toString().endsWith(".asf") ? AcclaimFormats.ASF : AcclaimFormats.AMC;
        Object loaded = Exporters.standard().loader(format).orElseThrow().load(file, options);
        return (MotionSource) loaded;
    }

    /** The walk as the editor opens it: file models, then the neutral clip. */
    private static Clip openedClip(double rate) throws IOException {
        AcclaimFiles.Pair pair = AcclaimFiles.read(Samples.file("asf/cmu02_walk/02_01.amc"), ReadOptions.STRICT);
        return AcclaimRig.of(pair.skeleton()).clip(pair.motion(), rate);
    }

    @Test
    void csvIsTheJointPositionsOfEveryFrame() throws IOException {
        MotionSource source = load(Samples.file("asf/cmu02_walk/02_01.amc"), ExportOptions.DEFAULTS);
        assertThat(source.frameCount()).isEqualTo(343);
        assertThat(source.frameRate()).isEqualTo(120);
        Path out = dir.resolve("walk.csv");
        ExportResult result = new JointPositionsExporter().export(source, ExportOptions.DEFAULTS, out,
                ExportProgress.NONE);

        Skeleton skeleton = source.skeleton().orElseThrow();
        assertThat(Files.readAllBytes(out)).isEqualTo(JointPositionsCsv.toBytes(skeleton, openedClip(120)));
        List<String> lines = Files.readAllLines(out, StandardCharsets.US_ASCII);
        assertThat(lines).hasSize(1 + 343 * 31);
        assertThat(lines.get(0)).isEqualTo("frame,bone,x,y,z");
        assertThat(lines.get(1)).startsWith("0,root,");
        assertThat(result.written()).containsExactly(out);
        assertThat(result.summary()).isEqualTo("343 frames x 31 bones = 10633 rows");
    }

    @Test
    void bvhReadBackPutsEveryJointWhereTheKinematicsDoes() throws IOException {
        MotionSource source = load(Samples.file("asf/cmu02_walk/02_01.amc"), ExportOptions.builder()
                .set(MotionSettings.FRAME_RATE, 60.0).build());
        Path out = dir.resolve("walk.bvh");
        ExportResult result = new BvhExporter().export(source, ExportOptions.DEFAULTS, out, ExportProgress.NONE);
        assertThat(result.summary()).isEqualTo("343 frames, 31 bones, 60 fps");

        Skeleton skeleton = source.skeleton().orElseThrow();
        Clip clip = source.clip().orElseThrow();
        assertThat(Files.readAllBytes(out)).isEqualTo(BvhWriter.toBytes(skeleton, openedClip(60)));
        BvhText bvh = BvhText.parse(Files.readString(out, StandardCharsets.US_ASCII));
        assertThat(bvh.frames()).isEqualTo(343);
        assertThat(bvh.frameTime()).isCloseTo(1 / 60.0, org.assertj.core.data.Offset.offset(1e-6));

        ForwardKinematics fk = new ForwardKinematics(skeleton);
        Pose pose = fk.newPose();
        double height = 0;
        for (int frame : new int[] {0, 100, 342}) {
            fk.compute(clip, frame, pose);
            Map<String, double[]> joints = bvh.jointPositions(frame);
            for (int b = 0; b < skeleton.boneCount(); b++) {
                height = Math.max(height, Math.abs(pose.origins[3 * b + 1]));
            }
            assertThat(joints.keySet()).contains(skeleton.bone(0).name(), skeleton.bone(30).name());
            for (int b = 0; b < skeleton.boneCount(); b++) {
                double[] at = joints.get(skeleton.bone(b).name());
                if (at == null) {
                    continue;
                }
                for (int k = 0; k < 3; k++) {
                    assertThat(at[k]).as("%s at frame %d", skeleton.bone(b).name(), frame)
                            .isCloseTo(pose.origins[3 * b + k], org.assertj.core.data.Offset.offset(1e-3 * 40));
                }
            }
        }
        assertThat(height).isGreaterThan(10);
    }

    @Test
    void aSkeletonAloneExportsItsRestPose() throws IOException {
        MotionSource rest = load(Samples.file("asf/cmu02_walk/02.asf"), ExportOptions.DEFAULTS);
        assertThat(rest.frameCount()).isEqualTo(1);
        Path out = dir.resolve("rest.bvh");
        new BvhExporter().export(rest, ExportOptions.DEFAULTS, out, ExportProgress.NONE);
        assertThat(BvhText.parse(Files.readString(out)).frames()).isEqualTo(1);
    }

    @Test
    void aMotionWithoutItsSkeletonNamesWhatWasLookedFor() throws IOException {
        Path alone = dir.resolve("07_01.amc");
        Files.copy(Samples.file("asf/cmu02_walk/02_01.amc"), alone);
        assertThatThrownBy(() -> load(alone, ExportOptions.DEFAULTS)).isInstanceOf(FormatException.class)
                .hasMessageContaining("07_01.asf, 07.asf").hasMessageContaining("--skeleton FILE");
        MotionSource chosen = load(alone, ExportOptions.builder()
                .set(MotionSettings.SKELETON, Samples.file("asf/cmu02_walk/02.asf")).build());
        assertThat(chosen.frameCount()).isEqualTo(343);
        assertThatThrownBy(() -> load(alone, ExportOptions.builder()
                .set(MotionSettings.SKELETON, dir.resolve("no.asf")).build()))
                .isInstanceOf(FormatException.class).hasMessageContaining("no such file");
    }

    @Test
    void aFigureWithoutBonesIsRefusedByTheDataFormats() throws IOException {
        MotionSource walk = load(Samples.file("asf/cmu02_walk/02_01.amc"), ExportOptions.DEFAULTS);
        dev.marionette.model.motion.Clip clip = walk.clip().orElseThrow();
        MotionSource boxes = MotionSource.ofFigure("boxes", rate -> new dev.marionette.model.motion.SkeletonFigure(
                walk.skeleton().orElseThrow(), clip.withFrameRate(rate)), 343, 15);
        assertThatThrownBy(() -> new BvhExporter().export(boxes, ExportOptions.DEFAULTS, dir.resolve("b.bvh"),
                ExportProgress.NONE)).isInstanceOf(ExportException.class).hasMessageContaining("no bones");
        assertThatThrownBy(() -> new JointPositionsExporter().export(boxes, ExportOptions.DEFAULTS,
                dir.resolve("b.csv"), ExportProgress.NONE)).isInstanceOf(ExportException.class);
        assertThat(dir.resolve("b.bvh")).doesNotExist();
    }
}
