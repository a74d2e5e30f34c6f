package dev.marionette.model.gk3;

import java.util.Arrays;

/**
 * Block type 1: {@code u16 submesh, u16 n, (n/4)+1 bytes of 2-bit codes (least significant bits first), then per
 * vertex its change}: code 0 no change; 1 three bytes, each sign bit + 7 bits of 1/32; 2 three u16, each sign
 * bit + 15 bits of 1/256; 3 three f32. The changes add to the submesh's positions of the previous frame that has
 * any.
 *
 * @param codes      the code bytes as stored, including unused bits of the last byte
 * @param components three raw values per vertex: the byte, the u16 or the f32 bits of x, y and z as stored
 *                   (0 for vertices with code 0)
 */
public record Gk3DeltaVertices(int submesh, int vertexCount, byte[] codes, int[] components) implements Gk3Block {

    public Gk3DeltaVertices {
        if (vertexCount < 0 || codes.length != codeBytes(vertexCount) || components.length != 3 * vertexCount) {
            throw new IllegalArgumentException("inconsistent delta block: " + vertexCount + " vertices, "
                    + codes.length + " code bytes, " + components.length + " components");
        }
        codes = codes.clone();
        components = components.clone();
    }

    /** How many code bytes {@code n} vertices take: {@code n/4 + 1}, as the game reads them. */
    public static int codeBytes(int vertexCount) {
        return vertexCount / 4 + 1;
    }

    /** Bytes one component of a vertex with this code takes. */
    public static int componentSize(int code) {
        return switch (code) {
            case 0 -> 0;
            case 1 -> 1;
            case 2 -> 2;
            default -> 4;
        };
    }

    /** The compression code (0..3) of vertex {@code index}. */
    public int code(int index) {
        return (codes[index >> 2] >> ((index & 3) * 2)) & 3;
    }

    /** The change of vertex {@code index} along {@code axis} (0 x, 1 y, 2 z). */
    public float delta(int index, int axis) {
        return decode(code(index), components[3 * index + axis]);
    }

    /** A stored component decoded: bytes are sign + 2.5 fixed point, u16 sign + 7.8, f32 as is. */
    public static float decode(int code, int raw) {
        return switch (code) {
            case 0 -> 0f;
            case 1 -> ((raw & 0x80) != 0 ? -1 : 1) * (raw & 0x7F) / 32f;
            case 2 -> ((raw & 0x8000) != 0 ? -1 : 1) * (raw & 0x7FFF) / 256f;
            default -> Float.intBitsToFloat(raw);
        };
    }

    @Override
    public byte[] codes() {
        return codes.clone();
    }

    @Override
    public int[] components() {
        return components.clone();
    }

    @Override
    public int type() {
        return DELTA_VERTICES;
    }

    @Override
    public int bodySize() {
        int size = 4 + codes.length;
        for (int i = 0; i < vertexCount; i++) {
            size += 3 * componentSize(code(i));
        }
        return size;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Gk3DeltaVertices b && b.submesh == submesh && b.vertexCount == vertexCount
                && Arrays.equals(b.codes, codes) && Arrays.equals(b.components, components);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(components) * 31 + submesh;
    }

    @Override
    public String toString() {
        return "Gk3DeltaVertices[submesh=" + submesh + ", vertices=" + vertexCount + "]";
    }
}
