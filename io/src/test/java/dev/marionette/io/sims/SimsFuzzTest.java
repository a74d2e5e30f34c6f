package dev.marionette.io.sims;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.FuzzSeeds;
import dev.marionette.io.testing.ReaderContract;
import dev.marionette.model.sims.PropertyList;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.TsoPropertyForm;
import dev.marionette.model.sims.TsoPropertyList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzzing of the Sims readers: CMX, BCF, CFP and TSO .anim (docs/fuzzing.md). Fuzzed files are read
 * in a folder holding the fixture's skill, skeleton and keyframes, so a skill finds its CFP and skeleton and a CFP
 * is judged by its skill, as the command line does. A normal build replays the saved inputs.
 */
class SimsFuzzTest {

    private static final Path FOLDER = folder();

    static final ReaderContract.Reader CMX =
            ReaderContract.handler(SkillFileHandler.cmx(), FOLDER.resolve("fuzz.cmx").toString(), true);
    static final ReaderContract.Reader BCF =
            ReaderContract.handler(SkillFileHandler.bcf(), FOLDER.resolve("fuzz.cmx.bcf").toString(), true);
    static final ReaderContract.Reader CFP = ReaderContract.handler(new CfpFormatHandler(),
            FOLDER.resolve(SimsFixtures.CFP_NAME + ".cfp").toString(), true);
    static final ReaderContract.Reader ANIM =
            ReaderContract.handler(new TsoAnimFormatHandler(), "fuzz.anim", true);

    private static Path folder() {
        try {
            Path dir = Files.createTempDirectory("sims-fuzz");
            Files.write(dir.resolve("adult-test.cmx"), SimsFixtures.cmx(SimsFixtures.data(SimsFixtures.skeleton(),
                    SimsFixtures.skill(2, 66))));
            Files.write(dir.resolve(SimsFixtures.CFP_NAME + ".cfp"), SimsFixtures.cfp());
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest
    void cmx(byte[] data) {
        ReaderContract.holds(CMX, data, "fuzzed CMX");
    }

    @FuzzTest
    void bcf(byte[] data) {
        ReaderContract.holds(BCF, data, "fuzzed BCF");
    }

    /**
     * A CFP is judged by the skill file beside it, which the check reads (three times: check, describe, rewrite):
     * its bytes are allowed as an ACD's companions are. Without it the fixture CFP itself went 35 KB over the general
     * bound under fuzzing instrumentation.
     */
    private static final long SKILL_FILE_ALLOWANCE = 3 * ReaderContract.ALLOCATION_PER_BYTE * skillFileBytes();

    private static long skillFileBytes() {
        return FOLDER.resolve("adult-test.cmx").toFile().length();
    }

    @FuzzTest
    void cfp(byte[] data) {
        ReaderContract.holds(CFP, data, SKILL_FILE_ALLOWANCE, "fuzzed CFP");
        ReaderContract.outcome((d, o) -> CfpStream.read(d, "fuzz.cfp", SimsFixtures.cfpValues().length, o, null),
                data, ReadOptions.STRICT, "fuzzed CFP of 30 values");
    }

    @FuzzTest
    void tsoAnim(byte[] data) {
        ReaderContract.holds(ANIM, data, "fuzzed TSO .anim");
    }

    @Test
    void seeds() throws Exception {
        var skeleton = SimsFixtures.skeleton();
        var skill = SimsFixtures.skill(2, 66);
        Map<String, byte[]> cmx = new LinkedHashMap<>();
        cmx.put("skill-and-skeleton.cmx", SimsFixtures.cmx(SimsFixtures.data(skeleton, skill)));
        cmx.put("skeleton.cmx", SimsFixtures.cmx(SimsFixtures.data(skeleton, null)));
        cmx.put("skill.cmx", SimsFixtures.cmx(SimsFixtures.data(null, skill)));
        FuzzSeeds.keep(getClass(), "cmx", cmx, CMX);

        Map<String, byte[]> bcf = new LinkedHashMap<>();
        bcf.put("skill-and-skeleton.bcf", SimsFixtures.bcf(SimsFixtures.data(skeleton, skill)));
        bcf.put("skeleton.bcf", SimsFixtures.bcf(SimsFixtures.data(skeleton, null)));
        FuzzSeeds.keep(getClass(), "bcf", bcf, BCF);

        FuzzSeeds.keep(getClass(), "cfp", Map.of("fixture.cfp", SimsFixtures.cfp()), CFP);

        Map<String, byte[]> anim = new LinkedHashMap<>();
        anim.put("nested.anim", TsoAnimWriter.toBytes(TsoAnimTest.fixture(TsoPropertyForm.NESTED, List.of(
                new TsoPropertyList(List.of(new PropertyList(List.of(new SimsProperty("name", "adult")))))))));
        anim.put("flat.anim", TsoAnimWriter.toBytes(TsoAnimTest.fixture(TsoPropertyForm.FLAT, List.of())));
        FuzzSeeds.keep(getClass(), "tsoAnim", anim, ANIM);
    }
}
