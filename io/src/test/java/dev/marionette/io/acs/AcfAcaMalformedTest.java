package dev.marionette.io.acs;

import dev.marionette.io.LittleEndianWriter;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Malformed ACF and ACA input: always a FormatException, never anything else, fast. */
class AcfAcaMalformedTest {

    private static final AgentConversions.AcfAcaSet SET;

    static {
        try {
            SET = AgentConversions.toAcfAca(AgentFixtures.character(), "f");
        } catch (AgentWriteException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** An ACF around a (possibly corrupted) payload, compressed with the literal encoder. */
    private static byte[] acfAround(byte[] payload) {
        LittleEndianWriter w = new LittleEndianWriter();
        w.u32(AcfCodec.SIGNATURE);
        byte[] packed = LiteralEncoder.INSTANCE.encode(payload);
        w.u32(payload.length).u32(packed.length).bytes(packed);
        return w.toByteArray();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void acfPayload() throws Exception {
        byte[] payload = AcfCodec.payload(SET.acf());
        MalformedInput.attack((d, t) -> AcfCodec.readPayload(d, "f.acf", t),
                d -> AcfCodec.read(acfAround(d), "f.acf"), payload);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void acfFile() throws Exception {
        byte[] file = AcfCodec.write(SET.acf(), LiteralEncoder.INSTANCE);
        MalformedInput.attack((d, t) -> AcfCodec.readPayload(AcfCodec.unpack(d, "f.acf", t), "f.acf",
                FieldTrace.NONE), d -> AcfCodec.read(d, "f.acf"), file);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void uncompressedAca() throws Exception {
        for (AcaFile aca : SET.animations().values()) {
            AcaFile raw = new AcaFile(2, 1, aca.checksum(), false, aca.sounds(), aca.images(), aca.transition(),
                    aca.frames());
            MalformedInput.attack((d, t) -> AcaCodec.read(d, "f.aca", 48, 40, t),
                    d -> AcaCodec.read(d, "f.aca", 48, 40), AcaCodec.write(raw, null));
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void compressedAca() throws Exception {
        byte[] file = AcaCodec.write(SET.animations().get("f_Show.aca"), LiteralEncoder.INSTANCE);
        MalformedInput.attack((d, t) -> AcaCodec.read(d, "f.aca", 48, 40, t),
                d -> AcaCodec.read(d, "f.aca", 48, 40), file);
    }
}
