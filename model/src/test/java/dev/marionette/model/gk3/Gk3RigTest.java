package dev.marionette.model.gk3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Pose;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The box puppet as bones: each mesh a root bone whose tip is where the puppet draws the part's point (its box's
 * centre under the transform) while transforms turn and move; a scaling or mirroring transform is counted and held
 * as its nearest rotation.
 */
class Gk3RigTest {

    private static Gk3MeshTransform transform(double degreesAboutY, float x, float y, float z) {
        float c = (float) Math.cos(Math.toRadians(degreesAboutY));
        float s = (float) Math.sin(Math.toRadians(degreesAboutY));
        // columns i, j, k (a rotation about y), then the position
        return new Gk3MeshTransform(new float[] {c, 0, -s, 0, 1, 0, s, 0, c, x, y, z});
    }

    private static Gk3BoundingBox box(float x0, float y0, float z0, float x1, float y1, float z1) {
        return new Gk3BoundingBox(new float[] {x0, y0, z0, x1, y1, z1});
    }

    private static Gk3Act act(List<Gk3Frame> frames, int meshes) {
        return new Gk3Act(Gk3Act.VERSION, meshes, 0, Gk3Act.nameField("T.MOD"), frames, new byte[0]);
    }

    @Test
    void jointTipsAreWhereThePuppetDrawsItsParts() {
        Gk3Frame f0 = new Gk3Frame(List.of(
                new Gk3MeshEntry(0, List.of(transform(0, 0.5f, 0, 2), box(0, 0, 0, 1, 2, 4))),
                new Gk3MeshEntry(1, List.of(transform(30, -1, 3, 0), box(-1, 0, -1, 1, 2, 1)))));
        Gk3Frame f1 = new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of(transform(90, 1, 1, 1))),
                new Gk3MeshEntry(1, List.of())));
        Gk3Frame f2 = new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of(transform(200, 0, 0, 0))),
                new Gk3MeshEntry(1, List.of(transform(-45, 2, 0, 2)))));
        Gk3Act act = act(List.of(f0, f1, f2), 2);
        Gk3Poses poses = Gk3Poses.decode(act);
        Gk3BoxFigure figure = new Gk3BoxFigure(act, poses);
        Gk3Rig rig = Gk3Rig.of(poses, figure);

        assertThat(rig.skeleton().boneCount()).isEqualTo(2);
        assertThat(rig.skeleton().bone(1).name()).isEqualTo("mesh 1");
        assertThat(rig.skeleton().bone(1).parent()).isEqualTo(-1);
        assertThat(rig.frameCount()).isEqualTo(3);
        assertThat(rig.notRigid()).isZero();
        Clip clip = rig.clip(15);
        ForwardKinematics fk = new ForwardKinematics(rig.skeleton());
        Pose pose = fk.newPose();
        double[] xyz = new double[3 * figure.pointCount()];
        for (int f = 0; f < 3; f++) {
            fk.compute(clip, f, pose);
            figure.pointsAt(f, xyz);
            for (int part = 0; part < 2; part++) {
                int point = figure.partPoint(part);
                for (int a = 0; a < 3; a++) {
                    assertThat(pose.tips[3 * part + a]).as("frame %d part %d axis %d", f, part, a)
                            .isCloseTo(xyz[3 * point + a], within(1e-5));
                }
            }
        }
    }

    @Test
    void quaternionsStayInOneHemisphere() {
        Gk3Frame f0 = new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of(transform(170, 0, 0, 0)))));
        Gk3Frame f1 = new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of(transform(190, 0, 0, 0)))));
        Gk3Act act = act(List.of(f0, f1), 1);
        Gk3Poses poses = Gk3Poses.decode(act);
        Clip clip = Gk3Rig.of(poses, new Gk3BoxFigure(act, poses)).clip(15);
        double dot = 0;
        for (int i = 3; i < 7; i++) {
            dot += clip.value(0, i) * clip.value(1, i);
        }
        assertThat(dot).as("20 degrees apart, the short way").isGreaterThan(0.9);
    }

    @Test
    void scalingAndMirroringAreCountedAndHeldAsRotations() {
        Gk3MeshTransform scaled = new Gk3MeshTransform(new float[] {2, 0, 0, 0, 2, 0, 0, 0, 2, 1, 2, 3});
        Gk3MeshTransform mirrored = new Gk3MeshTransform(new float[] {-1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0});
        Gk3Act act = act(List.of(new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of(scaled)))),
                new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of(mirrored))))), 1);
        Gk3Poses poses = Gk3Poses.decode(act);
        Gk3Rig rig = Gk3Rig.of(poses, new Gk3BoxFigure(act, poses));
        assertThat(rig.notRigid()).isEqualTo(2);
        Clip clip = rig.clip(15);
        assertThat(new double[] {clip.value(0, 0), clip.value(0, 1), clip.value(0, 2)}).containsExactly(1, 2, 3);
        for (int f = 0; f < 2; f++) {
            double norm = 0;
            for (int i = 3; i < 7; i++) {
                norm += clip.value(f, i) * clip.value(f, i);
                assertThat(Double.isFinite(clip.value(f, i))).isTrue();
            }
            assertThat(norm).isCloseTo(1, within(1e-9));
        }
    }
}
