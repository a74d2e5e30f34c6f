package dev.marionette.io.acclaim;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marionette.io.Companions;
import dev.marionette.io.testing.FuzzSeeds;
import dev.marionette.io.testing.ReaderContract;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzzing of the Acclaim readers: ASF skeletons and AMC motions, the motion read against the fixture
 * skeleton chosen as its companion (docs/fuzzing.md). A normal build replays the saved inputs.
 */
class AcclaimFuzzTest {

    private static final Path SKELETON = skeleton();

    static final ReaderContract.Reader ASF = ReaderContract.handler(new AsfFormatHandler(), "fuzz.asf", true);
    private static final ReaderContract.Reader AMC_HANDLER =
            ReaderContract.handler(new AmcFormatHandler(), "fuzz.amc", true);
    static final ReaderContract.Reader AMC =
            (data, options) -> AMC_HANDLER.read(data, options.withCompanions(new Companions(SKELETON)));

    private static Path skeleton() {
        try {
            Path file = Files.createTempFile("fuzz", ".asf");
            file.toFile().deleteOnExit();
            Files.write(file, AcclaimFixtures.bytes(AcclaimFixtures.asf()));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest
    void asf(byte[] data) {
        ReaderContract.holds(ASF, data, "fuzzed ASF");
    }

    @FuzzTest
    void amc(byte[] data) {
        ReaderContract.holds(AMC, data, "fuzzed AMC");
    }

    @Test
    void seeds() throws Exception {
        Map<String, byte[]> asf = new LinkedHashMap<>();
        asf.put("fixture.asf", AcclaimFixtures.bytes(AcclaimFixtures.asf()));
        asf.put("radians-crlf.asf", AcclaimFixtures.bytes(AcclaimFixtures.crlf(
                AcclaimFixtures.asf("rx TY tz RZ ry TX", "rad", "10 20 30"))));
        FuzzSeeds.keep(getClass(), "asf", asf, ASF);

        Map<String, byte[]> amc = new LinkedHashMap<>();
        amc.put("three-frames.amc", AcclaimFixtures.bytes(AcclaimFixtures.amc(3, 1, "TX TY TZ RX RY RZ")));
        amc.put("crlf.amc", AcclaimFixtures.bytes(AcclaimFixtures.crlf(
                AcclaimFixtures.amc(2, 2, "TX TY TZ RX RY RZ"))));
        FuzzSeeds.keep(getClass(), "amc", amc, AMC);
    }
}
