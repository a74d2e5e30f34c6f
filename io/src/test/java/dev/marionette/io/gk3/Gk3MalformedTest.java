package dev.marionette.io.gk3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.Malformed;
import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Damaged GK3 ACT files fail with a FormatException naming offset and field, at once. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class Gk3MalformedTest {

    private static final Malformed.Parser READER = (data, options) -> Gk3ActReader.read(data, "bad.act", options);

    @Test
    void truncatedAtEveryOffset() throws Exception {
        Malformed.truncatedAtEveryOffset(READER, Files.readAllBytes(Samples.folder("gk3").resolve("SYNTH_TEST.ACT")));
        Malformed.truncatedAtEveryOffset(READER, Gk3ActWriter.toBytes(Gk3Fixtures.rich(false)));
        byte[] withTrailer = Gk3ActWriter.toBytes(Gk3Fixtures.rich(true));
        for (int cut = 1; cut < 5; cut++) {
            byte[] partial = Arrays.copyOf(withTrailer, withTrailer.length - cut);
            assertThat(Malformed.outcome(READER, partial, ReadOptions.STRICT, "trailer cut by " + cut)).isNotNull();
        }
    }

    @Test
    void hugeCountsAreRefusedBeforeAllocating() throws Exception {
        byte[] data = Gk3ActWriter.toBytes(Gk3Fixtures.rich(false));
        Malformed.hugeU32At(READER, data, 8, "frame count");
        Malformed.hugeU32At(READER, data, 12, "mesh count");
        byte[] frames = data.clone();
        frames[8] = (byte) 0xFF;
        frames[9] = (byte) 0xFF;
        assertThatThrownBy(() -> Gk3ActReader.read(frames, "bad.act", ReadOptions.STRICT))
                .isInstanceOf(FormatException.class)
                .hasMessageStartingWith("bad.act: at offset 8 (0x8), frame count: expected at most");
    }

    @Test
    void aFrameOffsetThatDoesNotPointAtTheFrameIsNamed() throws Exception {
        byte[] data = Gk3ActWriter.toBytes(Gk3Fixtures.rich(false));
        data[56] += 1; // the offset of frame 1
        assertThatThrownBy(() -> Gk3ActReader.read(data, "bad.act", ReadOptions.STRICT))
                .hasMessageContaining("at offset 56 (0x38), offset of frame 1: expected");
    }

    @Test
    void anUnknownBlockTypeIsAnErrorOrKeptWhenLenient() throws Exception {
        byte[] data = Gk3ActWriter.toBytes(Gk3Fixtures.rich(false));
        int firstBlock = 52 + 3 * 4 + 6;
        data[firstBlock] = 9;
        assertThatThrownBy(() -> Gk3ActReader.read(data, "bad.act", ReadOptions.STRICT))
                .hasMessageContaining("frame 0 mesh 0 block 0 type: expected 0..3");
        var lenient = Gk3ActReader.read(data, "bad.act", ReadOptions.LENIENT);
        assertThat(lenient.warnings()).hasSize(1);
        assertThat(Gk3ActWriter.toBytes(lenient.value())).isEqualTo(data);
    }
}
