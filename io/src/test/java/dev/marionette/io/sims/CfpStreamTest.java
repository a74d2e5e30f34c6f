package dev.marionette.io.sims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.testing.Hex;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SkillKeyframes;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CfpStreamTest {

    private static CfpStream read(byte[] data, long values) throws FormatException {
        return CfpStream.read(data, "x.cfp", values, ReadOptions.STRICT, null).value();
    }

    @Test
    void everySampleDecodesToExactlyItsBytesWithUnitQuaternions() throws Exception {
        for (CfpSamples.CfpSample sample : CfpSamples.CFPS) {
            byte[] data = sample.data();
            assertThat(data).as(sample.file()).hasSize(sample.bytes());
            CfpStream stream = read(data, sample.values());
            assertThat(stream.valueCount()).isEqualTo(sample.values());
            assertThat(stream.trailingByteCount()).as("bytes consumed").isZero();
            assertThat(stream.toBytes()).isEqualTo(data);
            SkillKeyframes keyframes = SkillKeyframes.fromCfpOrder(stream.values(), sample.translations(),
                    sample.rotations());
            for (int r = 0; r < sample.rotations(); r++) {
                SimsQuaternion q = keyframes.rotation(r);
                assertThat(q.norm()).as(sample.file() + " rotation " + r).isBetween(0.998, 1.002);
            }
            // Read without its skill, the stream gives the same values.
            assertThat(CfpStream.readAll(data, sample.file()).values()).isEqualTo(stream.values());
        }
    }

    @Test
    void theCodesDecodeAsSpecified() throws Exception {
        // literal 1.5, delta 127 (+3.9676e-10), delta 0 (-0.1), repeat 2 more (3 values), literal -2
        byte[] data = Hex.parse("FF 00 00 C0 3F | 7F | 00 | FE 02 00 | FF 00 00 00 C0");
        float[] values = read(data, 7).values();
        float afterSmall = 1.5f + (float) 3.9676e-10;
        float afterBig = afterSmall + (float) (3.9676e-10 * Math.pow(126, 4) * -1);
        assertThat(values).containsExactly(1.5f, afterSmall, afterBig, afterBig, afterBig, afterBig, -2f);
        assertThat(afterBig).isCloseTo(1.4f, org.assertj.core.data.Offset.offset(1e-4f));
    }

    @Test
    void aStreamThatEndsEarlyRunsLongOrOverrunsWithARepeatIsAClearError() throws Exception {
        byte[] data = Hex.parse("FF 00 00 80 3F | 7F | FE 01 00");
        assertThatThrownBy(() -> read(data, 5)).isInstanceOf(FormatException.class)
                .hasMessage("x.cfp: at offset 9 (0x9), keyframe value 4 of 5: expected 1 more values, found the"
                        + " stream ends after 4");
        assertThatThrownBy(() -> read(data, 3)).isInstanceOf(FormatException.class)
                .hasMessage("x.cfp: at offset 6 (0x6), keyframe value 2 of 3 (repeat): expected at most 1 repeated"
                        + " values (the stream holds 3), found 2 values");
        assertThatThrownBy(() -> read(Arrays.copyOf(data, 3), 1)).isInstanceOf(FormatException.class)
                .hasMessageContaining("at offset 1 (0x1), keyframe value 0 of 1 (literal)");
        assertThatThrownBy(() -> read(Hex.parse("FF 00 00 80 3F 7F 7F"), 2)).isInstanceOf(FormatException.class)
                .hasMessage("x.cfp: at offset 6 (0x6), end of keyframes: expected end of file after the last of 2"
                        + " values, found 1 more bytes (the stream runs long)");
        ReadResult<CfpStream> lenient = CfpStream.read(Hex.parse("FF 00 00 80 3F 7F 7F"), "x.cfp", 2,
                ReadOptions.LENIENT, null);
        assertThat(lenient.warnings()).singleElement().asString().contains("runs long");
        assertThat(lenient.value().toBytes()).hasSize(7);
        assertThat(lenient.value().withValues(new float[] {2f, 2f}).toBytes())
                .as("trailing bytes kept after an edit").isEqualTo(Hex.parse("FF 00 00 00 40 FE 00 00 7F"));
    }

    @Test
    void valueNamesSayWhichChannelIsShort() {
        assertThatThrownBy(() -> CfpStream.read(Hex.parse("FF 00 00 80 3F"), "x.cfp", 3, ReadOptions.STRICT,
                k -> "translation " + k + " x")).hasMessageContaining("keyframe value 1 of 3 (translation 1 x)");
    }

    @Test
    void hugeValueCountsAreRefusedBeforeAllocating() {
        assertThatThrownBy(() -> read(Hex.parse("FE FF FF"), 70_000)).isInstanceOf(FormatException.class)
                .hasMessageContaining("expected at most 65536 (what 3 bytes can hold), found 70000");
        assertThatThrownBy(() -> read(new byte[30_000], 1L << 40)).isInstanceOf(FormatException.class);
    }

    @Test
    void unchangedValuesWriteBackTheSameBytes() throws Exception {
        for (CfpSamples.CfpSample sample : CfpSamples.CFPS) {
            CfpStream stream = read(sample.data(), sample.values());
            assertThat(stream.withValues(stream.values()).toBytes()).isEqualTo(sample.data());
        }
    }

    @Test
    void anEditChangesOnlyTheBytesAroundIt() throws Exception {
        for (CfpSamples.CfpSample sample : CfpSamples.CFPS) {
            byte[] original = sample.data();
            CfpStream stream = read(original, sample.values());
            Random random = new Random(sample.bytes());
            for (int trial = 0; trial < 40; trial++) {
                float[] edited = stream.values();
                int index = random.nextInt(edited.length);
                edited[index] += 0.01f + random.nextFloat();
                CfpStream changed = stream.withValues(edited);
                assertThat(changed.values()).as("every value decodes exactly").isEqualTo(edited);
                byte[] bytes = changed.toBytes();
                int editedCode = stream.codeOf(index);
                int prefix = commonPrefix(original, bytes);
                int suffix = commonSuffix(original, bytes);
                assertThat(prefix).as("bytes before the edited value's code").isGreaterThanOrEqualTo(
                        stream.codeOffset(editedCode));
                // Afterwards the stream is back on its old bytes within the next two codes.
                int resync = stream.codeOffset(Math.min(editedCode + 2, stream.codeOf(edited.length - 1) + 1));
                assertThat(original.length - suffix).as("bytes after the edit").isLessThanOrEqualTo(resync);
                // At worst a repeat splits around two literals: 3 + 5 + 5 + 3 bytes where 3 were.
                assertThat(bytes.length - original.length).as("growth").isLessThanOrEqualTo(13);
            }
        }
    }

    @Test
    void freshExactEncodingOfEverySampleGivesItsBytesBack() throws Exception {
        for (CfpSamples.CfpSample sample : CfpSamples.CFPS) {
            float[] values = read(sample.data(), sample.values()).values();
            CfpStream fresh = CfpStream.encode(values);
            assertThat(fresh.values()).isEqualTo(values);
            // The deltas and repeats the game's encoder chose are found again, and nothing else fits exactly.
            assertThat(fresh.toBytes()).as(sample.file()).isEqualTo(sample.data());
        }
    }

    @Test
    void encodingWithinAToleranceKeepsEveryValueWithinIt() {
        Random random = new Random(7);
        float[] values = new float[5000];
        float walk = 0;
        for (int i = 0; i < values.length; i++) {
            walk += (float) (random.nextGaussian() * 0.03);
            values[i] = i % 97 == 0 ? random.nextFloat() * 10 : walk;
        }
        for (float tolerance : new float[] {0f, 1e-5f, 1e-3f, 0.0016f}) {
            float[] decoded = CfpStream.encode(values, tolerance).values();
            for (int i = 0; i < values.length; i++) {
                assertThat((double) Math.abs(decoded[i] - values[i])).as("value " + i + " at " + tolerance)
                        .isLessThanOrEqualTo(tolerance);
            }
        }
        int exact = CfpStream.encode(values, 0f).byteCount();
        int lossy = CfpStream.encode(values, 0.0016f).byteCount();
        assertThat(lossy).as("a tolerance buys a smaller file").isLessThan(exact / 2);
    }

    @Test
    void longRunsSplitIntoRepeatsOf65536AndSpecialValuesStayLiterals() throws Exception {
        float[] values = new float[200_000];
        Arrays.fill(values, 0.25f);
        values[5] = Float.MIN_VALUE;
        values[6] = Float.MAX_VALUE;
        values[7] = -0f;
        CfpStream stream = CfpStream.encode(values);
        float[] decoded = stream.values();
        for (int i = 0; i < values.length; i++) {
            assertThat(Float.floatToRawIntBits(decoded[i])).as("value " + i)
                    .isEqualTo(Float.floatToRawIntBits(values[i]));
        }
        assertThat(stream.byteCount()).isLessThan(60);
    }

    @Test
    void valuesThatAreNotNumbersAreRefusedAsAReadCfpRefusesThem() {
        // Issue 19: a CFP holding NaN or infinity is damage when read, so a stream is never made of them either.
        float[] values = {1f, Float.NaN};
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> CfpStream.encode(values))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("keyframe value 1 is NaN (bits 0x7fc00000); a CFP holds numbers");
    }

    private static int commonPrefix(byte[] a, byte[] b) {
        int n = 0;
        while (n < a.length && n < b.length && a[n] == b[n]) {
            n++;
        }
        return n;
    }

    private static int commonSuffix(byte[] a, byte[] b) {
        int n = 0;
        while (n < a.length && n < b.length && a[a.length - 1 - n] == b[b.length - 1 - n]) {
            n++;
        }
        return n;
    }
}
