package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Malformed ACS input: every count, size and offset field the reader traces, set to a huge value, is a FormatException
 * naming it. Truncation at every offset, every byte inverted, huge values anywhere and flipped bits are the format
 * contract test's, over the same fixtures (FormatContractTest: seed-literal.acs and seed-uncompressed.acs).
 */
class AcsMalformedTest {

    private static void readAndCheck(byte[] data) throws Exception {
        AcsChecker.check(data, "bad.acs");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void compressedFixture() throws Exception {
        byte[] valid = AcsWriter.compressing(LiteralEncoder.INSTANCE).write(AgentFixtures.character());
        MalformedInput.hugeValuesInEveryTracedField((d, t) -> AcsReader.read(d, "bad.acs", t),
                AcsMalformedTest::readAndCheck, valid);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void uncompressedFixture() throws Exception {
        byte[] valid = AcsWriter.uncompressed().write(AgentFixtures.character());
        MalformedInput.hugeValuesInEveryTracedField((d, t) -> AcsReader.read(d, "bad.acs", t),
                AcsMalformedTest::readAndCheck, valid);
    }

    @Test
    void everyKindOfFieldIsTraced() throws Exception {
        byte[] valid = AcsWriter.compressing(LiteralEncoder.INSTANCE).write(AgentFixtures.character());
        var names = MalformedInput.fields((d, t) -> AcsReader.read(d, "bad.acs", t), valid).stream()
                .map(f -> f.name().replaceAll("\\d+", "N").replaceAll("\"[^\"]*\"", "A")).distinct().toList();
        assertThat(names).contains("character info locator offset", "sound directory locator size", "image count",
                "image N locator offset", "bad.acs image N pixel byte count", "bad.acs image N region size",
                "bad.acs image N width", "animation count", "animation A frame count", "animation A frame N image count",
                "animation A frame N image index", "animation A frame N branch count",
                "animation A frame N branch target", "animation A frame N mouth count",
                "animation A frame N mouth N image index", "animation A frame N mouth N region size",
                "palette count", "tray icon mask bitmap size", "state count", "localized info count",
                "localized info locator size", "localized name length", "voice style length");
    }

    @Test
    void messagesNameFileOffsetAndField() throws Exception {
        byte[] valid = AcsWriter.uncompressed().write(AgentFixtures.character());
        byte[] bad = MalformedInput.with(valid, 4 + 16, 4, 0xFFFF_FFF0L);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> AcsReader.read(bad, "bad.acs"))
                .hasMessage("bad.acs: at offset 20 (0x14), image directory locator: expected a range within the "
                        + valid.length + "-byte file, found offset 4294967280, size "
                        + ((valid[24] & 0xFF) | (valid[25] & 0xFF) << 8));
    }
}
