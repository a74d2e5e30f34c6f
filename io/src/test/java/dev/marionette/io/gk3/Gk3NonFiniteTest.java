package dev.marionette.io.gk3;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.ReadOptions;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3BoundingBox;
import dev.marionette.model.gk3.Gk3DeltaVertices;
import dev.marionette.model.gk3.Gk3Frame;
import dev.marionette.model.gk3.Gk3MeshEntry;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, defect 7 (the same rule for GK3): a float that is not a number (a box corner, a transform value, a
 * code-3 delta) is an error naming its offset, not a model nothing can draw or export.
 */
class Gk3NonFiniteTest {

    private static byte[] act(Gk3MeshEntry entry) throws Exception {
        Gk3Act draft = new Gk3Act(Gk3Act.VERSION, 1, 0, Gk3Act.nameField("X.MOD"), List.of(new Gk3Frame(List.of(entry))),
                new byte[0]);
        Gk3Act act = new Gk3Act(draft.version(), 1, (int) Gk3ActWriter.endOfFrames(draft), draft.modelNameField(),
                draft.frames(), draft.trailer());
        return Gk3ActWriter.toBytes(act);
    }

    @Test
    void aNaNBoxCornerIsAnErrorAtItsOffset() throws Exception {
        float[] box = {-1, -2, Float.NaN, 1, 2, 3};
        byte[] data = act(new Gk3MeshEntry(0, List.of(new Gk3BoundingBox(box))));
        // 52 header + 4 offset + mesh index 2 + byte count 4 + type 1 + size 4 = 67; the third float at 75.
        assertThatThrownBy(() -> Gk3ActReader.read(data, "x.act", ReadOptions.STRICT))
                .hasMessageStartingWith("x.act: at offset 75 (0x4b), ")
                .hasMessageEndingWith("value 2: expected a finite number, found NaN (bits 0x7fc00000)");
    }

    @Test
    void anInfiniteFloatDeltaIsAnError() throws Exception {
        int inf = Float.floatToRawIntBits(Float.NEGATIVE_INFINITY);
        byte[] data = act(new Gk3MeshEntry(0, List.of(new Gk3DeltaVertices(0, 1, new byte[] {0x03},
                new int[] {0, inf, 0}))));
        assertThatThrownBy(() -> Gk3ActReader.read(data, "x.act", ReadOptions.STRICT))
                .hasMessageContaining("vertex 0 delta: expected a finite number, found -infinity");
    }
}
