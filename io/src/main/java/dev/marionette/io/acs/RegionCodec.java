package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentRegion;

/**
 * RGNDATA bytes (acs.md 4.5):
 *
 * <pre>
 * RGNDATAHEADER { u32 dwSize = 32; u32 iType = 1 (RDH_RECTANGLES); u32 nCount; u32 nRgnSize;
 *                 RECT rcBound }      RECT = i32 left, top, right, bottom
 * RECT rects[nCount]
 * </pre>
 */
final class RegionCodec {

    static final int HEADER = 32;

    private RegionCodec() {
    }

    /** Decodes {@code data[off, off+len)}, which must be exactly one RGNDATA. */
    static AgentRegion decode(byte[] data, int off, int len, String source) throws FormatException {
        LittleEndianReader r = new LittleEndianReader(source, data, off, off + len);
        int at = r.offset();
        long size = r.u32("region header size");
        if (size != HEADER) {
            throw new FormatException(source, at, "region header size", "32", Long.toString(size));
        }
        at = r.offset();
        long type = r.u32("region type");
        if (type != 1) {
            throw new FormatException(source, at, "region type", "1 (RDH_RECTANGLES)", Long.toString(type));
        }
        int count = r.u32Count(Integer.MAX_VALUE / 16, 0, "region rectangle count");
        long rgnSize = r.u32("region size");
        int[] bound = {r.i32("region bound"), r.i32("region bound"), r.i32("region bound"), r.i32("region bound")};
        if ((long) count * 16 != r.remaining()) {
            throw new FormatException(source, r.offset(), "region rectangles", count + " rectangles ("
                    + count * 16L + " bytes)", r.remaining() + " bytes");
        }
        int[] rects = new int[count * 4];
        for (int i = 0; i < rects.length; i++) {
            rects[i] = r.i32("region rectangle");
        }
        return AgentRegion.of(rects, bound, rgnSize);
    }

    /** The RGNDATA bytes of a region; nRgnSize as the region holds it (16 x count when generated). */
    static byte[] encode(AgentRegion region) {
        LittleEndianWriter w = new LittleEndianWriter(HEADER + region.count() * 16);
        w.u32(HEADER).u32(1).u32(region.count()).u32(region.rgnSize());
        for (int v : region.bound()) {
            w.i32(v);
        }
        for (int v : region.rects()) {
            w.i32(v);
        }
        return w.toByteArray();
    }
}
