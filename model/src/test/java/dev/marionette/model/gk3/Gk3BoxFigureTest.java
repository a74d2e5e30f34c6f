package dev.marionette.model.gk3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The GK3 box puppet: boxes under their mesh transforms, held on frames without blocks, 15 fps. */
class Gk3BoxFigureTest {

    private static Gk3MeshTransform translate(float x, float y, float z) {
        return new Gk3MeshTransform(new float[] {1, 0, 0, 0, 1, 0, 0, 0, 1, x, y, z});
    }

    private static Gk3BoundingBox box(float x0, float y0, float z0, float x1, float y1, float z1) {
        return new Gk3BoundingBox(new float[] {x0, y0, z0, x1, y1, z1});
    }

    private static Gk3Act act(List<Gk3Frame> frames, int meshes) {
        return new Gk3Act(Gk3Act.VERSION, meshes, 0, Gk3Act.nameField("T.MOD"), frames, new byte[0]);
    }

    @Test
    void eachMeshIsItsBoxUnderItsTransformHeldUntilTheNextBlock() {
        Gk3Frame f0 = new Gk3Frame(List.of(
                new Gk3MeshEntry(0, List.of(translate(0.5f, 0, 2), box(0, 0, 0, 1, 1, 1))),
                new Gk3MeshEntry(1, List.of())));
        Gk3Frame f1 = new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of()),
                new Gk3MeshEntry(1, List.of(box(-1, -1, -1, 1, 1, 1)))));
        // A mirroring transform (det < 0): x flipped.
        Gk3MeshTransform mirror = new Gk3MeshTransform(new float[] {-1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0});
        Gk3Frame f2 = new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of(mirror)), new Gk3MeshEntry(1, List.of())));
        Gk3BoxFigure figure = new Gk3BoxFigure(act(List.of(f0, f1, f2), 2));
        assertThat(figure.frameCount()).isEqualTo(3);
        assertThat(figure.frameRate()).isEqualTo(15.0);
        assertThat(figure.partCount()).isEqualTo(2);
        assertThat(figure.partName(1)).isEqualTo("mesh 1");
        assertThat(figure.pointCount()).isEqualTo(18);
        assertThat(figure.segmentCount()).isEqualTo(24);
        double[] xyz = new double[3 * figure.pointCount()];

        figure.pointsAt(0, xyz);
        // corner 7 = max x, y, z; corner 0 = min; the centre is point 8
        assertThat(new double[] {xyz[0], xyz[1], xyz[2]}).containsExactly(0.5, 0, 2);
        assertThat(new double[] {xyz[21], xyz[22], xyz[23]}).containsExactly(1.5, 1, 3);
        assertThat(new double[] {xyz[24], xyz[25], xyz[26]}).containsExactly(1.0, 0.5, 2.5);
        // mesh 1 has nothing yet: a point at the origin
        for (int i = 27; i < 54; i++) {
            assertThat(xyz[i]).isZero();
        }

        figure.pointsAt(1, xyz);
        assertThat(new double[] {xyz[21], xyz[22], xyz[23]}).as("mesh 0 holds").containsExactly(1.5, 1, 3);
        assertThat(new double[] {xyz[27 + 21], xyz[27 + 22], xyz[27 + 23]}).containsExactly(1, 1, 1);

        figure.pointsAt(2, xyz);
        assertThat(xyz[21]).as("the box holds, the new transform mirrors it").isCloseTo(-1, within(1e-12));
        assertThat(xyz[22]).isCloseTo(1, within(1e-12));
    }

    @Test
    void everyEdgeJoinsTwoCornersOfOneBoxDifferingInOneAxis() {
        Gk3BoxFigure figure = new Gk3BoxFigure(act(List.of(new Gk3Frame(List.of(new Gk3MeshEntry(0,
                List.of(box(0, 0, 0, 1, 2, 3)))))), 1));
        double[] xyz = new double[3 * figure.pointCount()];
        figure.pointsAt(0, xyz);
        double total = 0;
        for (int s = 0; s < figure.segmentCount(); s++) {
            int a = figure.segmentStart(s);
            int b = figure.segmentEnd(s);
            assertThat(figure.segmentPart(s)).isZero();
            int differing = 0;
            for (int k = 0; k < 3; k++) {
                double d = Math.abs(xyz[3 * a + k] - xyz[3 * b + k]);
                differing += d > 0 ? 1 : 0;
                total += d;
            }
            assertThat(differing).isEqualTo(1);
        }
        assertThat(total).as("4 edges each of 1, 2 and 3").isEqualTo(24.0);
    }

    @Test
    void aFileWithoutFramesStillShowsOneFrame() {
        Gk3BoxFigure figure = new Gk3BoxFigure(act(List.of(), 3));
        assertThat(figure.frameCount()).isEqualTo(1);
        assertThat(figure.partCount()).isEqualTo(3);
        double[] xyz = new double[3 * figure.pointCount()];
        figure.pointsAt(0, xyz);
        assertThat(xyz).containsOnly(0.0);
    }
}
