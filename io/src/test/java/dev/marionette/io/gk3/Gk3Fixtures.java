package dev.marionette.io.gk3;

import dev.marionette.io.WriteLimitException;
import dev.marionette.model.gk3.Gk3AbsoluteVertices;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3Block;
import dev.marionette.model.gk3.Gk3BoundingBox;
import dev.marionette.model.gk3.Gk3DeltaVertices;
import dev.marionette.model.gk3.Gk3Frame;
import dev.marionette.model.gk3.Gk3MeshEntry;
import dev.marionette.model.gk3.Gk3MeshTransform;
import java.util.List;

/** GK3 ACT files built by the tests: every block type, every delta code (both signs), two meshes, the trailer. */
final class Gk3Fixtures {

    private Gk3Fixtures() {
    }

    static final float[] TRANSFORM = {1, 0, 0, 0, 0, -1, 0, 1, 0, 2.5f, -1, 0.125f};
    static final float[] BOX = {-1, -2, -3, 1, 2, 3};

    /**
     * Three frames, two meshes. Frame 0: mesh 0 gets absolute vertices of submeshes 0 and 1, a transform and a box;
     * mesh 1 nothing. Frame 1: mesh 0 submesh 0 gets deltas with codes 0, 1, 2, 3, 1, 2 (signs mixed); mesh 1 gets
     * deltas with no absolute block before them, and a box. Frame 2: nothing (every pose holds).
     */
    static Gk3Act rich(boolean trailer) throws WriteLimitException {
        Gk3Block absolute0 = new Gk3AbsoluteVertices(0, new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 2, 2,
            2});
        Gk3Block absolute1 = new Gk3AbsoluteVertices(1, new float[] {5, 5, 5});
        // codes per vertex: 0, 1, 2, 3 | 1, 2 -> byte 0: 0b11_10_01_00 = 0xE4, byte 1: 0b10_01 = 0x09
        Gk3Block delta = new Gk3DeltaVertices(0, 6, new byte[] {(byte) 0xE4, 0x09},
                new int[] {0, 0, 0, 0x08, 0x90, 0x00, 0x0180, 0x8240, 0x0020, bits(0.1f), bits(0.2f), bits(-0.3f),
                    0x7F, 0xFF, 0x01, 0x7FFF, 0x8001, 0x0100});
        Gk3Block relative = new Gk3DeltaVertices(3, 1, new byte[] {0x01}, new int[] {0x20, 0xA0, 0});
        Gk3Frame f0 = new Gk3Frame(List.of(
                new Gk3MeshEntry(0, List.of(absolute0, absolute1, new Gk3MeshTransform(TRANSFORM),
                        new Gk3BoundingBox(BOX))),
                new Gk3MeshEntry(1, List.of())));
        Gk3Frame f1 = new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of(delta)),
                new Gk3MeshEntry(1, List.of(relative, new Gk3BoundingBox(new float[] {0, 0, 0, 1, 1, 1})))));
        Gk3Frame f2 = new Gk3Frame(List.of(new Gk3MeshEntry(0, List.of()), new Gk3MeshEntry(1, List.of())));
        Gk3Act draft = new Gk3Act(Gk3Act.VERSION, 2, 0, Gk3Act.nameField("FIXTURE.MOD"), List.of(f0, f1, f2),
                trailer ? Gk3Act.KNOWN_TRAILER : new byte[0]);
        return new Gk3Act(draft.version(), draft.meshCount(), (int) Gk3ActWriter.endOfFrames(draft),
                draft.modelNameField(), draft.frames(), draft.trailer());
    }

    static int bits(float f) {
        return Float.floatToRawIntBits(f);
    }
}
