package dev.marionette.io.gk3;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.ReadIssues;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.model.gk3.Gk3AbsoluteVertices;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3Block;
import dev.marionette.model.gk3.Gk3BoundingBox;
import dev.marionette.model.gk3.Gk3DeltaVertices;
import dev.marionette.model.gk3.Gk3Frame;
import dev.marionette.model.gk3.Gk3MeshEntry;
import dev.marionette.model.gk3.Gk3MeshTransform;
import dev.marionette.model.gk3.Gk3UnknownBlock;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads Gabriel Knight 3 {@code .ACT} files, little-endian throughout (secondary.md 3.1; gengine
 * {@code VertexAnimation.cpp}, GK3Reborn {@code ActFile.cs}, gk3tools {@code ActResource.cs}):
 *
 * <pre>
 * "HTCA" (u32 0x41435448) | u32 version 258 | u32 frameCount | u32 meshCount | u32 dataSize | char[32] model
 * u32[frameCount] offset of each frame from the file start (each must be where the previous frame ends)
 * frame: per mesh { u16 meshIndex | u32 byteCount | blocks filling byteCount: u8 type, u32 size, body[size] }
 *   0 absolute vertices: u16 submesh, u16 n, n x 3 f32
 *   1 delta vertices:    u16 submesh, u16 n, n/4+1 bytes of 2-bit codes, per vertex 3 x (u8 | u16 | f32) by code
 *   2 mesh transform:    12 f32      3 bounding box: 6 f32
 * optional trailer 01 00 00 00 00
 * </pre>
 *
 * Every count is checked against the bytes left before anything is allocated for it.
 */
public final class Gk3ActReader {

    /** Header bytes before the frame offsets. */
    static final int HEADER_SIZE = 52;
    /** The header of a mesh entry: u16 index, u32 byte count. */
    static final int ENTRY_HEAD = 6;

    private final LittleEndianReader in;
    private final ReadIssues issues;

    private Gk3ActReader(LittleEndianReader in, ReadIssues issues) {
        this.in = in;
        this.issues = issues;
    }

    /** Reads {@code file}. */
    public static ReadResult<Gk3Act> read(Path file, ReadOptions options) throws IOException {
        return read(FileBytes.read(file, options), file.toString(), options);
    }

    /** Reads an ACT held in memory; {@code source} names it in errors. */
    public static ReadResult<Gk3Act> read(byte[] data, String source, ReadOptions options) throws FormatException {
        ReadIssues issues = new ReadIssues(source, options);
        Gk3Act act = new Gk3ActReader(new LittleEndianReader(source, data), issues).readAct();
        return new ReadResult<>(act, issues.warnings());
    }

    private Gk3Act readAct() throws FormatException {
        byte[] data = in.data();
        if (data.length >= 2 && data[0] == 'A' && data[1] == 'C') {
            throw in.errorAt(0, "signature", "\"HTCA\" (a Gabriel Knight 3 ACT)",
                    "\"AC\": a Ragnarok Online ACT, a different format");
        }
        byte[] magic = in.bytes(4, "signature");
        if (magic[0] != 'H' || magic[1] != 'T' || magic[2] != 'C' || magic[3] != 'A') {
            throw in.errorAt(0, "signature", "\"HTCA\"", String.format("%02X %02X %02X %02X", magic[0], magic[1],
                    magic[2], magic[3]));
        }
        int versionAt = in.offset();
        int version = in.i32("version");
        if (version != Gk3Act.VERSION) {
            issues.tolerate(versionAt, "version", "258 (0x102)", Integer.toUnsignedString(version),
                    "read as version 258");
        }
        int frameCountAt = in.offset();
        long frameCount = in.u32("frame count");
        int meshCountAt = in.offset();
        long meshCount = in.u32("mesh count");
        int dataSize = in.i32("data size");
        byte[] name = in.bytes(Gk3Act.NAME_SIZE, "model name");
        // Each frame takes its u32 offset and at least a 6-byte entry per mesh.
        in.checkCount(meshCount, 0xFFFF + 1, 0, meshCountAt, "mesh count");
        int frames = in.checkCount(frameCount, Integer.MAX_VALUE / 8, 4 + ENTRY_HEAD * meshCount, frameCountAt,
                "frame count");
        int[] offsets = new int[frames];
        for (int f = 0; f < frames; f++) {
            offsets[f] = in.i32("offset of frame " + f);
        }
        List<Gk3Frame> frameList = new ArrayList<>(frames);
        for (int f = 0; f < frames; f++) {
            if (Integer.toUnsignedLong(offsets[f]) != in.offset()) {
                throw in.errorAt(HEADER_SIZE + 4L * f, "offset of frame " + f,
                        in.offset() + " (where frame " + (f - 1 < 0 ? "data starts" : f - 1 + " ends") + ")",
                        Integer.toUnsignedString(offsets[f]));
            }
            frameList.add(readFrame(f, (int) meshCount));
        }
        byte[] trailer = new byte[0];
        if (in.remaining() == Gk3Act.KNOWN_TRAILER.length
                && Arrays.equals(Arrays.copyOfRange(data, in.offset(), data.length), Gk3Act.KNOWN_TRAILER)) {
            trailer = in.bytes(Gk3Act.KNOWN_TRAILER.length, "trailer");
        } else if (in.remaining() > 0) {
            issues.tolerate(in.offset(), "end of file", "end of file, or the 5-byte trailer 01 00 00 00 00",
                    in.remaining() + " more bytes", "ignored; they will not be written back");
        }
        return new Gk3Act(version, (int) meshCount, dataSize, name, frameList, trailer);
    }

    private Gk3Frame readFrame(int frame, int meshCount) throws FormatException {
        List<Gk3MeshEntry> entries = new ArrayList<>(meshCount);
        for (int m = 0; m < meshCount; m++) {
            String at = "frame " + frame + " mesh " + m;
            int indexAt = in.offset();
            int meshIndex = in.u16(at + " index");
            if (meshIndex != m) {
                issues.warn(indexAt, at + " index", meshIndex + " where the readers expect " + m + "; kept as read");
            }
            int countAt = in.offset();
            int byteCount = in.checkCount(in.u32(at + " byte count"), Integer.MAX_VALUE, 1, countAt,
                    at + " byte count");
            int end = in.offset() + byteCount;
            List<Gk3Block> blocks = new ArrayList<>();
            while (in.offset() < end) {
                blocks.add(readBlock(at + " block " + blocks.size(), end));
            }
            entries.add(new Gk3MeshEntry(meshIndex, blocks));
        }
        return new Gk3Frame(entries);
    }

    private Gk3Block readBlock(String at, int entryEnd) throws FormatException {
        int typeAt = in.offset();
        if (entryEnd - typeAt < 5) {
            throw in.error(at + " head", "5 bytes (type and size) within the mesh's byte count",
                    (entryEnd - typeAt) + " bytes left of it");
        }
        int type = in.u8(at + " type");
        int sizeAt = in.offset();
        long size = in.u32(at + " size");
        if (size > entryEnd - in.offset()) {
            throw in.errorAt(sizeAt, at + " size", "at most " + (entryEnd - in.offset())
                    + " (what is left of the mesh's byte count)", Long.toString(size));
        }
        int start = in.offset();
        int end = start + (int) size;
        LittleEndianReader body = new LittleEndianReader(in.source(), in.data(), start, end);
        String what = at + " (" + Gk3Block.typeName(type) + ")";
        Gk3Block block = switch (type) {
            case Gk3Block.ABSOLUTE_VERTICES -> absolute(body, what);
            case Gk3Block.DELTA_VERTICES -> delta(body, what);
            case Gk3Block.MESH_TRANSFORM -> new Gk3MeshTransform(floats(body, Gk3MeshTransform.FLOATS, what));
            case Gk3Block.BOUNDING_BOX -> new Gk3BoundingBox(floats(body, Gk3BoundingBox.FLOATS, what));
            default -> unknown(type, body, typeAt, at);
        };
        body.expectEnd(what + " end");
        in.seek(end, at);
        return block;
    }

    private Gk3Block unknown(int type, LittleEndianReader body, int typeAt, String at) throws FormatException {
        issues.tolerate(typeAt, at + " type", "0..3 (vertices, delta vertices, transform, bounding box)",
                Integer.toString(type), "kept as read");
        return new Gk3UnknownBlock(type, body.bytes(body.remaining(), at + " body"));
    }

    private static Gk3AbsoluteVertices absolute(LittleEndianReader body, String at) throws FormatException {
        int submesh = body.u16(at + " submesh");
        int count = body.u16Count(0xFFFF, 12, at + " vertex count");
        return new Gk3AbsoluteVertices(submesh, floats(body, 3 * count, at));
    }

    private static Gk3DeltaVertices delta(LittleEndianReader body, String at) throws FormatException {
        int submesh = body.u16(at + " submesh");
        int count = body.u16Count(0xFFFF, 0, at + " vertex count");
        byte[] codes = body.bytes(Gk3DeltaVertices.codeBytes(count), at + " codes");
        int[] components = new int[3 * count];
        for (int v = 0; v < count; v++) {
            int code = (codes[v >> 2] >> ((v & 3) * 2)) & 3;
            if (code != 0) {
                // Named only when the vertex does not fit: a name per component would cost more than the read.
                String field = body.remaining() >= 3 * Gk3DeltaVertices.componentSize(code) ? at
                        : at + " vertex " + v;
                for (int axis = 0; axis < 3; axis++) {
                    components[3 * v + axis] = switch (code) {
                        case 1 -> body.u8(field);
                        case 2 -> body.u16(field);
                        default -> finiteBits(body, field, at + " vertex " + v);
                    };
                }
            }
        }
        return new Gk3DeltaVertices(submesh, count, codes, components);
    }

    private static float[] floats(LittleEndianReader body, int n, String at) throws FormatException {
        String field = at + " values";
        body.require(4L * n, field);
        float[] values = new float[n];
        for (int i = 0; i < n; i++) {
            int offset = body.offset();
            values[i] = Float.intBitsToFloat(body.f32Bits(field));
            if (!Float.isFinite(values[i])) {
                // Positions, axes and boxes are numbers; NaN or infinity is damage (the bits would be kept, but
                // nothing could draw or convert them).
                throw body.errorAt(offset, at + " value " + i, "a finite number", nonFinite(values[i]));
            }
        }
        return values;
    }

    /** A code-3 delta component: the bits of a float, which must be a number. */
    private static int finiteBits(LittleEndianReader body, String field, String vertex) throws FormatException {
        int offset = body.offset();
        int bits = body.i32(field);
        if (!Float.isFinite(Float.intBitsToFloat(bits))) {
            throw body.errorAt(offset, vertex + " delta", "a finite number", nonFinite(Float.intBitsToFloat(bits)));
        }
        return bits;
    }

    private static String nonFinite(float value) {
        return Float.isNaN(value) ? "NaN (bits 0x" + Integer.toHexString(Float.floatToRawIntBits(value)) + ")"
                : value > 0 ? "infinity" : "-infinity";
    }
}
