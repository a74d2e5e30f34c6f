package dev.marionette.io.act;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.Malformed;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.testing.ActFixtures;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Damaged ACT files fail with a FormatException, at once, whatever the damage. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ActMalformedTest {

    private static final Malformed.Parser READER = (data, options) -> ActReader.read(data, "damaged.act", options);

    static List<Integer> versions() {
        return ActVersion.KNOWN;
    }

    private static byte[] fixture(int version) throws Exception {
        return ActWriter.toBytes(ActFixtures.rich(version));
    }

    @ParameterizedTest(name = "0x{0}")
    @MethodSource("versions")
    void everyCountFieldSetToHugeValues(int version) throws Exception {
        byte[] data = fixture(version);
        Map<Integer, String> counts = countFields(data, version);
        assertThat(counts).as("the walker found the fixture's count fields").hasSizeGreaterThan(5);
        for (Map.Entry<Integer, String> count : counts.entrySet()) {
            if (count.getKey() == 4) {
                Malformed.hugeU16At(READER, data, count.getKey(), count.getValue());
            } else {
                Malformed.hugeU32At(READER, data, count.getKey(), count.getValue());
            }
        }
    }

    @Test
    void aFortyByteFileClaimingTwoBillionFramesFailsAtOnce() {
        byte[] data = new byte[40];
        data[0] = 'A';
        data[1] = 'C';
        data[2] = 5;
        data[3] = 2;
        data[4] = 1; // one action
        data[16] = (byte) 0xFF;
        data[17] = (byte) 0xFF;
        data[18] = (byte) 0xFF;
        data[19] = (byte) 0x7F; // 2^31 - 1 frames
        assertThatThrownBy(() -> ActReader.read(data, "tiny.act", ReadOptions.STRICT))
                .isInstanceOf(FormatException.class)
                .hasMessage("tiny.act: at offset 16 (0x10), frame count of action 0: expected at most 0 (what fits"
                        + " in the 20 bytes left), found 2147483647");
    }

    @Test
    void anEmptyFileNamesTheSignature() {
        assertThatThrownBy(() -> ActReader.read(new byte[0], "empty.act"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("at offset 0 (0x0), signature: expected 1 more bytes");
    }

    /**
     * Offsets of every count field in {@code data}, found by walking the layout independently of the reader:
     * the u16 action count, frame, layer and anchor counts, and the event count.
     */
    static Map<Integer, String> countFields(byte[] data, int version) {
        Map<Integer, String> counts = new LinkedHashMap<>();
        counts.put(4, "action count");
        int actions = u16(data, 4);
        int layerSize = 16 + (ActVersion.hasLayerAttributes(version) ? 16 : 0) + (ActVersion.hasYScale(version) ? 4 : 0)
                + (ActVersion.hasLayerSize(version) ? 8 : 0);
        int pos = 16;
        for (int a = 0; a < actions; a++) {
            counts.put(pos, "frame count");
            int frames = u32(data, pos);
            pos += 4;
            for (int f = 0; f < frames; f++) {
                pos += 32;
                counts.put(pos, "layer count");
                int layers = u32(data, pos);
                pos += 4 + layers * layerSize;
                if (ActVersion.hasFrameEventId(version)) {
                    pos += 4;
                }
                if (ActVersion.hasAnchors(version)) {
                    counts.put(pos, "anchor count");
                    pos += 4 + u32(data, pos) * 16;
                }
            }
        }
        if (ActVersion.hasEventList(version)) {
            counts.put(pos, "event count");
        }
        return counts;
    }

    private static int u16(byte[] d, int at) {
        return (d[at] & 0xFF) | (d[at + 1] & 0xFF) << 8;
    }

    private static int u32(byte[] d, int at) {
        return (d[at] & 0xFF) | (d[at + 1] & 0xFF) << 8 | (d[at + 2] & 0xFF) << 16 | (d[at + 3] & 0xFF) << 24;
    }

    @Test
    void theWalkerAgreesWithTheReader() throws Exception {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_5);
        Map<Integer, String> counts = countFields(ActWriter.toBytes(doc), ActVersion.V2_5);
        int frames = doc.frameCount();
        assertThat(counts.values().stream().filter("frame count"::equals)).hasSize(doc.animations().size());
        assertThat(counts.values().stream().filter("layer count"::equals)).hasSize(frames);
        assertThat(counts.values().stream().filter("anchor count"::equals)).hasSize(frames);
    }
}
