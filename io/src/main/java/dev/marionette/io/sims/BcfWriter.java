package dev.marionette.io.sims;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsVector;

/**
 * Writes TS1 BCF files field for field as {@link BcfReader} reads them (little-endian; strings with a 1-byte
 * length, 255 escaping to an i32 length for long strings and for the short ones the layout says were escaped).
 */
public final class BcfWriter implements SimsFieldSink {

    private final LittleEndianWriter out = new LittleEndianWriter(8192);
    private final BcfLayout layout;

    private BcfWriter(BcfLayout layout) {
        this.layout = layout;
    }

    /** The bytes of {@code data} as a BCF spelled as {@code layout} says. */
    public static byte[] toBytes(SimsCharacterData data, BcfLayout layout) throws WriteLimitException {
        SimsWriteCheck.check(data, false);
        BcfWriter writer = new BcfWriter(layout);
        SimsGrammar.write(data, writer);
        return writer.out.toByteArray();
    }

    @Override
    public void string(String field, String value) {
        byte[] bytes = SimsStrings.encode(value);
        if (bytes.length >= 255 || layout.escapedShortStrings().contains(field)) {
            out.u8(255).i32(bytes.length);
        } else {
            out.u8(bytes.length);
        }
        out.bytes(bytes);
    }

    @Override
    public void integer(String field, int value, boolean signed) {
        out.i32(value);
    }

    @Override
    public void decimal(String field, float value) {
        out.i32(Float.floatToRawIntBits(value));
    }

    @Override
    public void vector(String field, SimsVector value) {
        decimal(field, value.x());
        decimal(field, value.y());
        decimal(field, value.z());
    }

    @Override
    public void quaternion(String field, SimsQuaternion value) {
        decimal(field, value.x());
        decimal(field, value.y());
        decimal(field, value.z());
        decimal(field, value.w());
    }

    @Override
    public void count(String field, int count) {
        out.u32(count);
    }
}
