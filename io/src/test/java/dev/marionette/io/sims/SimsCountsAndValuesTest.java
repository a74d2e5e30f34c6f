package dev.marionette.io.sims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.sims.SimsBone;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TsoAnimation;
import dev.marionette.model.sims.TsoMotion;
import dev.marionette.model.sims.TsoPropertyForm;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 19, defects 1, 3, 7 and the one skeleton limit of defect 8: counts and values a Sims file cannot hold are
 * errors naming the line (CMX) or offset (BCF, .anim, CFP) when the file is read, so no count sizes anything
 * before it is checked and nothing undrawable reaches an export.
 */
class SimsCountsAndValuesTest {

    private static final Pattern LINE = Pattern.compile("^x\\.cmx: line (\\d+), column \\d+, ");

    private static SimsCharacterFile readCmx(byte[] data) throws FormatException {
        return CmxReader.read(data, "x.cmx", ReadOptions.STRICT).value();
    }

    private static SimsCharacterFile readBcf(byte[] data) throws FormatException {
        return BcfReader.read(data, "x.bcf", ReadOptions.STRICT).value();
    }

    /** The text of the line a CMX error names. */
    private static String lineNamed(byte[] cmx, FormatException e) {
        Matcher m = LINE.matcher(e.getMessage());
        assertThat(m.find()).as(e.getMessage()).isTrue();
        String[] lines = new String(cmx, StandardCharsets.ISO_8859_1).split("\r\n|\n|\r", -1);
        return lines[Integer.parseInt(m.group(1)) - 1].strip();
    }

    @Test
    void theFixtureIsValid() throws Exception {
        SimsCharacterData data = SimsFixtures.data(SimsFixtures.skeleton(), SimsFixtures.skill(2, 66));
        assertThat(readCmx(SimsFixtures.cmx(data)).data()).isEqualTo(data);
        assertThat(readBcf(SimsFixtures.bcf(data)).data()).isEqualTo(data);
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, Integer.MIN_VALUE, Integer.MAX_VALUE, 1_000_000, 3})
    void aFrameCountTheKeyframePoolsCannotHoldIsAnErrorNamingItsLine(int frames) throws Exception {
        byte[] cmx = SimsFixtures.cmx(SimsFixtures.data(null, SimsFixtures.skill(frames, 66)));
        FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> readCmx(cmx));
        assertThat(e.getMessage()).contains("skill 0 motion 0 frame count: expected ");
        assertThat(lineNamed(cmx, e)).isEqualTo(Integer.toUnsignedString(frames));

        byte[] bcf = SimsFixtures.bcf(SimsFixtures.data(null, SimsFixtures.skill(frames, 66)));
        assertThatThrownBy(() -> readBcf(bcf)).isInstanceOf(FormatException.class)
                .hasMessageStartingWith("x.bcf: at offset ").hasMessageContaining("skill 0 motion 0 frame count: "
                        + "expected ").hasMessageContaining("found " + (frames < 0 ? Integer.toUnsignedString(frames)
                                : Integer.toString(frames)));
    }

    @Test
    void aFrameCountPastThePoolSaysWhatItHolds() throws Exception {
        byte[] cmx = SimsFixtures.cmx(SimsFixtures.data(null, SimsFixtures.skill(3, 66)));
        assertThatThrownBy(() -> readCmx(cmx)).hasMessageEndingWith("skill 0 motion 0 frame count: expected at most 2"
                + " frames (translations 0 on, of 2), found 3");
    }

    @Test
    void poolsLargerThanACfpHoldsAreAnError() throws Exception {
        SimsSkill huge = new SimsSkill("s", "xskill-s", 1, 0, 0, 2_000_000, 0, List.of());
        byte[] cmx = SimsFixtures.cmx(SimsFixtures.data(null, huge));
        FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> readCmx(cmx));
        assertThat(e.getMessage()).contains("skill 0 translation count: expected 3 x translations + 4 x rotations at"
                + " most 4194304 (what a CFP holds), found 2000000 translations and 0 rotations");
        assertThat(lineNamed(cmx, e)).isEqualTo("2000000");
    }

    @Test
    void aParentTheSkeletonLacksIsAnErrorNamingTheBoneAndLine() throws Exception {
        byte[] cmx = SimsFixtures.cmx(SimsFixtures.data(SimsFixtures.skeleton(List.of(
                SimsFixtures.bone("ROOT", SimsBone.NO_PARENT), SimsFixtures.bone("HEAD", "NECK"))), null));
        FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> readCmx(cmx));
        assertThat(e.getMessage()).endsWith("skeleton 0 bone 1 parent: expected NULL or a bone of the skeleton,"
                + " found \"NECK\" (bone \"HEAD\"), which the skeleton does not have");
        assertThat(lineNamed(cmx, e)).isEqualTo("NECK");
    }

    @Test
    void aBoneItsOwnParentIsAnError() throws Exception {
        byte[] bcf = SimsFixtures.bcf(SimsFixtures.data(SimsFixtures.skeleton(List.of(
                SimsFixtures.bone("ROOT", SimsBone.NO_PARENT), SimsFixtures.bone("HEAD", "HEAD"))), null));
        assertThatThrownBy(() -> readBcf(bcf)).hasMessageStartingWith("x.bcf: at offset ")
                .hasMessageEndingWith("skeleton 0 bone 1 parent: expected another bone or NULL, found bone \"HEAD\""
                        + " as its own parent");
    }

    @Test
    void aCycleOfParentsIsAnErrorNamingItsBones() throws Exception {
        byte[] cmx = SimsFixtures.cmx(SimsFixtures.data(SimsFixtures.skeleton(List.of(
                SimsFixtures.bone("ROOT", SimsBone.NO_PARENT), SimsFixtures.bone("A", "C"),
                SimsFixtures.bone("B", "A"), SimsFixtures.bone("C", "B"))), null));
        FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> readCmx(cmx));
        assertThat(e.getMessage()).endsWith("skeleton 0 bone 1 parent: expected parents that lead to a root (NULL),"
                + " found a cycle of parents \"A -> C -> B -> A\" through bone \"A\"");
        assertThat(lineNamed(cmx, e)).isEqualTo("C");
    }

    @Test
    void bonesInAnyOrderWithKnownParentsAreFine() throws Exception {
        SimsCharacterData data = SimsFixtures.data(SimsFixtures.skeleton(List.of(
                SimsFixtures.bone("HEAD", "PELVIS"), SimsFixtures.bone("PELVIS", "ROOT"),
                SimsFixtures.bone("ROOT", SimsBone.NO_PARENT))), null);
        assertThat(readBcf(SimsFixtures.bcf(data)).data()).isEqualTo(data);
    }

    @Test
    void oneSkeletonLimitForReadingAndPlaying() throws Exception {
        // The limit of every skeleton Marionette plays: 4,096 bones read; 4,097 (or 5,029) do not.
        SimsCharacterData most = SimsFixtures.data(SimsFixtures.chain(Skeleton.MAX_BONES), null);
        assertThat(readBcf(SimsFixtures.bcf(most)).data().skeletons().get(0).bones()).hasSize(Skeleton.MAX_BONES);
        byte[] tooMany = SimsFixtures.cmx(SimsFixtures.data(SimsFixtures.chain(5029), null));
        FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class,
                () -> readCmx(tooMany));
        assertThat(e.getMessage()).endsWith("skeleton 0 bone count: expected at most 4096 bones, found 5029");
        assertThat(lineNamed(tooMany, e)).isEqualTo("5029");
    }

    @Test
    void aNonFiniteFloatInABcfIsAnErrorNamingItsOffset() throws Exception {
        byte[] bcf = SimsFixtures.bcf(SimsFixtures.data(null, SimsFixtures.skill(2, Float.NaN)));
        // The skill's duration follows its two names (1-byte lengths): offset 12 + 9 + 16.
        assertThatThrownBy(() -> readBcf(bcf)).hasMessage("x.bcf: at offset 37 (0x25), skill 0 duration: expected a"
                + " finite number, found NaN (bits 0x7fc00000)");
        byte[] inf = SimsFixtures.bcf(SimsFixtures.data(SimsFixtures.skeleton(List.of(new SimsBone("ROOT",
                SimsBone.NO_PARENT, List.of(), new dev.marionette.model.sims.SimsVector(0, Float.NEGATIVE_INFINITY, 0),
                new dev.marionette.model.sims.SimsQuaternion(0, 0, 0, 1), 1, 1, 0, 0, 0))), null));
        assertThatThrownBy(() -> readBcf(inf)).hasMessageContaining("skeleton 0 bone 0 translation y: expected a"
                + " finite number, found -infinity");
    }

    @Test
    void aNumberThatIsNotOneIsSpelledNotThrown() {
        // info and the CMX writer spell floats; "internal error: NumberFormatException: Infinite or NaN" came from here.
        assertThat(CmxNumbers.format(Float.NaN)).isEqualTo("1.#QNAN");
        assertThat(CmxNumbers.format(Float.NEGATIVE_INFINITY)).isEqualTo("-1.#INF");
        assertThat(CmxNumbers.format(1999f)).isEqualTo("1999");
    }

    @Test
    void aNonFiniteFloatInATsoAnimIsAnErrorNamingItsOffset() throws Exception {
        SkillKeyframes keys = SkillKeyframes.of(new float[] {0, Float.NaN, 0}, new float[] {0, 0, 0, 1});
        TsoAnimation anim = new TsoAnimation(2, "a2o-test", 33, 0, 0, keys, List.of(new TsoMotion(1, "ROOT", 1, 33,
                1, 1, 0, 0, 0, List.of(), 0, List.of())), TsoPropertyForm.NESTED);
        byte[] data = TsoAnimWriter.toBytes(anim);
        // version 4, name length 2 + 8, duration, distance 8, moving 1, count 4: the first translation at 27.
        assertThatThrownBy(() -> TsoAnimReader.read(data, "x.anim", ReadOptions.STRICT)).hasMessage("x.anim: at offset"
                + " 31 (0x1f), translation 0 y: expected a finite number, found NaN (bits 0x7fc00000)");
        TsoAnimation longMotion = new TsoAnimation(2, "a2o-test", 33, 0, 0, SkillKeyframes.of(new float[] {0, 0, 0},
                new float[] {0, 0, 0, 1}), List.of(new TsoMotion(1, "ROOT", 1_000_000, 33, 1, 1, 0, 0, 0, List.of(), 0,
                        List.of())), TsoPropertyForm.NESTED);
        assertThatThrownBy(() -> TsoAnimReader.read(TsoAnimWriter.toBytes(longMotion), "x.anim", ReadOptions.STRICT))
                .hasMessageContaining("motion 0 frame count: expected at most 1 frames (translations 0 on, of 1),"
                        + " found 1000000");
    }

    @Test
    void aNonFiniteCfpValueIsAnErrorNamingItsCode() throws Exception {
        ByteBuffer b = ByteBuffer.allocate(11).order(ByteOrder.LITTLE_ENDIAN);
        b.put((byte) 0xFF).putFloat(1f).put((byte) 0xFF).putFloat(Float.POSITIVE_INFINITY).put((byte) 126);
        assertThatThrownBy(() -> CfpStream.readAll(b.array(), "x.cfp")).hasMessage("x.cfp: at offset 5 (0x5),"
                + " keyframe value 1: expected a finite number, found infinity (literal)");
    }
}
