package dev.marionette.io.gk3;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marionette.io.testing.FuzzSeeds;
import dev.marionette.io.testing.ReaderContract;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Coverage-guided fuzzing of the Gabriel Knight 3 ACT reader (docs/fuzzing.md); a normal build replays the inputs. */
class Gk3FuzzTest {

    static final ReaderContract.Reader READER = ReaderContract.handler(new Gk3ActFormatHandler(), "fuzz.act", true);

    @FuzzTest
    void gk3Act(byte[] data) {
        ReaderContract.holds(READER, data, "fuzzed GK3 ACT");
    }

    @Test
    void seeds() throws Exception {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        seeds.put("rich.act", Gk3ActWriter.toBytes(Gk3Fixtures.rich(false)));
        seeds.put("rich-trailer.act", Gk3ActWriter.toBytes(Gk3Fixtures.rich(true)));
        FuzzSeeds.keep(getClass(), "gk3Act", seeds, READER);
    }
}
