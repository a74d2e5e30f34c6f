package dev.marionette.io.acclaim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.amc.AmcWriter;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.asf.AsfWriter;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.motion.Clip;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every sample ASF and AMC (../shared/samples/asf) reads strictly and writes back byte for byte, and the written
 * bytes read back as the same file.
 */
class AcclaimSampleRoundTripTest {

    static List<AcclaimSamples> pairs() {
        return AcclaimSamples.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void skeletonWritesBackIdentically(AcclaimSamples pair) throws IOException {
        byte[] original = Files.readAllBytes(pair.asf());
        ReadResult<AsfFile> read = AsfReader.read(original, pair.asf().toString(), ReadOptions.STRICT);
        byte[] written = AsfWriter.toBytes(read.value());
        assertThat(written).isEqualTo(original);
        assertThat(AsfReader.read(written, "rewritten")).isEqualTo(read.value());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void motionWritesBackIdentically(AcclaimSamples pair) throws IOException {
        AsfFile asf = pair.readAsf();
        byte[] original = Files.readAllBytes(pair.amc());
        ReadResult<AmcFile> read = AmcReader.read(original, pair.amc().toString(), ReadOptions.STRICT, asf);
        assertThat(read.warnings()).isEmpty();
        byte[] written = AmcWriter.toBytes(read.value());
        assertThat(written).isEqualTo(original);
        assertThat(AmcReader.read(written, "rewritten", asf)).isEqualTo(read.value());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void theExportFastPathGivesTheClipOfTheFileModel(AcclaimSamples pair) throws IOException {
        AsfFile asf = pair.readAsf();
        AcclaimRig rig = AcclaimRig.of(asf);
        byte[] data = Files.readAllBytes(pair.amc());
        Clip fast = AmcReader.readClip(data, "fast", ReadOptions.STRICT, rig, 24).value();
        assertThat(fast).isEqualTo(rig.clip(pair.readAmc(asf), 24));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void motionReadsAsTextAloneToTheSameFile(AcclaimSamples pair) throws IOException {
        byte[] original = Files.readAllBytes(pair.amc());
        AmcFile alone = AmcReader.read(original, "alone", null);
        assertThat(AmcWriter.toBytes(alone)).isEqualTo(original);
        assertThat(alone).isEqualTo(pair.readAmc(pair.readAsf()));
    }
}
