package dev.marionette.io.spr;

import dev.marionette.io.ragnarok.SprFormatHandler;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marionette.io.testing.FuzzSeeds;
import dev.marionette.io.testing.ReaderContract;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.SprFixtures;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Coverage-guided fuzzing of the Ragnarok SPR reader (docs/fuzzing.md); a normal build replays the saved inputs. */
class SprFuzzTest {

    static final ReaderContract.Reader READER = ReaderContract.handler(new SprFormatHandler(), "fuzz.spr", true);

    @FuzzTest
    void spr(byte[] data) {
        ReaderContract.holds(READER, data, "fuzzed SPR");
    }

    @Test
    void seeds() throws Exception {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        int n = 0;
        for (SpriteSheet sheet : SprFixtures.all()) {
            seeds.put((n++) + "-" + Integer.toHexString(sheet.version()) + ".spr", SprWriter.toBytes(sheet));
        }
        FuzzSeeds.keep(getClass(), "spr", seeds, READER);
    }
}
