package dev.marionette.io.act;

import dev.marionette.io.ragnarok.ActFormatHandler;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marionette.io.testing.FuzzSeeds;
import dev.marionette.io.testing.ReaderContract;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.testing.ActFixtures;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Coverage-guided fuzzing of the Ragnarok ACT reader (docs/fuzzing.md); a normal build replays the saved inputs. */
class ActFuzzTest {

    static final ReaderContract.Reader READER = ReaderContract.handler(new ActFormatHandler(), "fuzz.act", true);

    @FuzzTest
    void act(byte[] data) {
        ReaderContract.holds(READER, data, "fuzzed ACT");
    }

    @Test
    void seeds() throws Exception {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        for (int version : ActVersion.KNOWN) {
            seeds.put("rich-" + Integer.toHexString(version) + ".act", ActWriter.toBytes(ActFixtures.rich(version)));
        }
        FuzzSeeds.keep(getClass(), "act", seeds, READER);
    }
}
