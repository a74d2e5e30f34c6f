package dev.marionette.io.acs;

import dev.marionette.io.agent.AcsFormatHandler;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marionette.io.testing.FuzzSeeds;
import dev.marionette.io.testing.ReaderContract;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzzing of the Microsoft Agent readers: ACS (read and checked), ACF and ACA (docs/fuzzing.md); a
 * normal build replays the saved inputs.
 */
class AgentFuzzTest {

    static final ReaderContract.Reader ACS = ReaderContract.handler(new AcsFormatHandler(), "fuzz.acs", false);
    static final ReaderContract.Reader ACF = (data, options) -> AcfCodec.read(data, "fuzz.acf");
    /** The fixture's frame size: ACA images are checked against the ACF's frame. */
    static final ReaderContract.Reader ACA = (data, options) -> AcaCodec.read(data, "fuzz.aca", 48, 40);

    @FuzzTest
    void acs(byte[] data) {
        ReaderContract.holds(ACS, data, "fuzzed ACS");
    }

    @FuzzTest
    void acf(byte[] data) {
        ReaderContract.outcome(ACF, data, dev.marionette.io.ReadOptions.STRICT, "fuzzed ACF");
    }

    @FuzzTest
    void aca(byte[] data) {
        ReaderContract.outcome(ACA, data, dev.marionette.io.ReadOptions.STRICT, "fuzzed ACA");
    }

    /** Found by the format contract test: a probability over 100 read fine and then made saving the character fail. */
    @Test
    void aBranchProbabilityOverOneHundredPercentIsAnError() throws Exception {
        AcaFile idle = AgentConversions.toAcfAca(AgentFixtures.character(), "f").animations().get("f_Idle.aca");
        AcaFile.Frame first = idle.frames().get(0);
        AcaFile.Frame bad = new AcaFile.Frame(first.imageIndex(), first.soundIndex(), first.duration(), first.x(),
                first.y(), first.exitFrame(), java.util.List.of(new dev.marionette.model.acs.AgentBranch(0, 60),
                        new dev.marionette.model.acs.AgentBranch(0, 41)), first.baseImage(), first.baseRegion(),
                first.mouths());
        java.util.List<AcaFile.Frame> frames = new java.util.ArrayList<>(idle.frames());
        frames.set(0, bad);
        byte[] data = AcaCodec.write(new AcaFile(2, 1, idle.checksum(), false, idle.sounds(), idle.images(),
                idle.transition(), frames), null);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> AcaCodec.read(data, "f.aca", 48, 40))
                .isInstanceOf(dev.marionette.io.FormatException.class)
                .hasMessageContaining("frame 0 branch probability: expected a percentage leaving the frame's branches"
                        + " at most 100 in total (40 left), found 41");
    }

    @Test
    void seeds() throws Exception {
        Map<String, byte[]> acs = new LinkedHashMap<>();
        acs.put("literal.acs", AcsWriter.compressing(LiteralEncoder.INSTANCE).write(AgentFixtures.character()));
        acs.put("microsoft.acs", AcsWriter.compressing(BlockEncoder.microsoft()).write(AgentFixtures.character()));
        acs.put("uncompressed.acs", AcsWriter.uncompressed().write(AgentFixtures.character()));
        FuzzSeeds.keep(getClass(), "acs", acs, ACS);

        AgentConversions.AcfAcaSet set = AgentConversions.toAcfAca(AgentFixtures.character(), "f");
        Map<String, byte[]> acf = new LinkedHashMap<>();
        acf.put("literal.acf", AcfCodec.write(set.acf(), LiteralEncoder.INSTANCE));
        acf.put("microsoft.acf", AcfCodec.write(set.acf(), BlockEncoder.microsoft()));
        FuzzSeeds.keep(getClass(), "acf", acf, ACF);

        Map<String, byte[]> aca = new LinkedHashMap<>();
        for (Map.Entry<String, AcaFile> animation : set.animations().entrySet()) {
            aca.put(animation.getKey(), AcaCodec.write(animation.getValue(), BlockEncoder.microsoft()));
        }
        AcaFile show = set.animations().get("f_Show.aca");
        aca.put("raw-" + "f_Show.aca", AcaCodec.write(new AcaFile(2, 1, show.checksum(), false, show.sounds(),
                show.images(), show.transition(), show.frames()), null));
        FuzzSeeds.keep(getClass(), "aca", aca, ACA);
    }
}
