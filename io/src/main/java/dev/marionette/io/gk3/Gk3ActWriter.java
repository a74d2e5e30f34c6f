package dev.marionette.io.gk3;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.model.gk3.Gk3AbsoluteVertices;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3Block;
import dev.marionette.model.gk3.Gk3BoundingBox;
import dev.marionette.model.gk3.Gk3DeltaVertices;
import dev.marionette.model.gk3.Gk3Frame;
import dev.marionette.model.gk3.Gk3MeshEntry;
import dev.marionette.model.gk3.Gk3MeshTransform;
import dev.marionette.model.gk3.Gk3UnknownBlock;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes Gabriel Knight 3 {@code .ACT} files field for field as {@link Gk3ActReader} reads them: the frame
 * offsets, byte counts and block sizes are computed from the content; the version, data size, model name field
 * and trailer are written as the document holds them.
 */
public final class Gk3ActWriter {

    private Gk3ActWriter() {
    }

    /** The bytes of {@code act}. */
    public static byte[] toBytes(Gk3Act act) throws WriteLimitException {
        List<String> problems = problems(act);
        if (!problems.isEmpty()) {
            throw new WriteLimitException("GK3 ACT", problems);
        }
        LittleEndianWriter out = new LittleEndianWriter((int) Math.min(Integer.MAX_VALUE / 2, endOfFrames(act) + 8));
        out.u8('H').u8('T').u8('C').u8('A');
        out.i32(act.version()).u32(act.frames().size()).u32(act.meshCount()).i32(act.dataSize());
        out.bytes(act.modelNameField());
        long offset = Gk3ActReader.HEADER_SIZE + 4L * act.frames().size();
        for (Gk3Frame frame : act.frames()) {
            out.u32(offset);
            offset += frame.byteSize();
        }
        for (Gk3Frame frame : act.frames()) {
            for (Gk3MeshEntry entry : frame.meshes()) {
                out.u16(entry.meshIndex()).u32(entry.byteCount());
                for (Gk3Block block : entry.blocks()) {
                    out.u8(block.type()).u32(block.bodySize());
                    writeBody(out, block);
                }
            }
        }
        out.bytes(act.trailer());
        return out.toByteArray();
    }

    /** Where the last frame ends: the data size a new file states (gk3tools reads it as that). */
    public static long endOfFrames(Gk3Act act) {
        long end = Gk3ActReader.HEADER_SIZE + 4L * act.frames().size();
        for (Gk3Frame frame : act.frames()) {
            end += frame.byteSize();
        }
        return end;
    }

    /** What stops {@code act} from being written so that it reads back; empty when it can be. */
    public static List<String> problems(Gk3Act act) {
        List<String> problems = new ArrayList<>();
        if (endOfFrames(act) > Integer.MAX_VALUE - 16) {
            problems.add("the animation needs more than 2 GB");
            return problems;
        }
        for (int f = 0; f < act.frames().size(); f++) {
            List<Gk3MeshEntry> entries = act.frames().get(f).meshes();
            if (entries.size() != act.meshCount()) {
                problems.add("frame " + f + " has " + entries.size() + " mesh entries for " + act.meshCount()
                        + " meshes");
            }
            for (Gk3MeshEntry entry : entries) {
                if (entry.meshIndex() < 0 || entry.meshIndex() > 0xFFFF) {
                    problems.add("frame " + f + ": mesh index " + entry.meshIndex() + " does not fit 16 bits");
                }
                for (Gk3Block block : entry.blocks()) {
                    int submesh = block instanceof Gk3AbsoluteVertices a ? a.submesh()
                            : block instanceof Gk3DeltaVertices d ? d.submesh() : 0;
                    int vertices = block instanceof Gk3AbsoluteVertices a ? a.vertexCount()
                            : block instanceof Gk3DeltaVertices d ? d.vertexCount() : 0;
                    if (submesh < 0 || submesh > 0xFFFF || vertices > 0xFFFF) {
                        problems.add("frame " + f + ": a submesh index or vertex count over 65,535");
                    }
                    if (block.type() < 0 || block.type() > 0xFF) {
                        problems.add("frame " + f + ": block type " + block.type() + " does not fit a byte");
                    }
                }
            }
        }
        return problems;
    }

    private static void writeBody(LittleEndianWriter out, Gk3Block block) {
        if (block instanceof Gk3AbsoluteVertices absolute) {
            out.u16(absolute.submesh()).u16(absolute.vertexCount());
            floats(out, absolute.positions());
        } else if (block instanceof Gk3DeltaVertices delta) {
            out.u16(delta.submesh()).u16(delta.vertexCount());
            out.bytes(delta.codes());
            int[] components = delta.components();
            for (int v = 0; v < delta.vertexCount(); v++) {
                int code = delta.code(v);
                for (int axis = 0; axis < 3 && code != 0; axis++) {
                    int raw = components[3 * v + axis];
                    switch (code) {
                        case 1 -> out.u8(raw);
                        case 2 -> out.u16(raw);
                        default -> out.i32(raw);
                    }
                }
            }
        } else if (block instanceof Gk3MeshTransform transform) {
            floats(out, transform.matrix());
        } else if (block instanceof Gk3BoundingBox box) {
            floats(out, box.box());
        } else if (block instanceof Gk3UnknownBlock unknown) {
            out.bytes(unknown.body());
        }
    }

    private static void floats(LittleEndianWriter out, float[] values) {
        for (float v : values) {
            out.i32(Float.floatToRawIntBits(v));
        }
    }
}
