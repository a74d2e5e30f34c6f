package dev.marionette.io.sims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.sims.PropertyList;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TsoAnimation;
import dev.marionette.model.sims.TsoMotion;
import dev.marionette.model.sims.TsoPropertyForm;
import dev.marionette.model.sims.TsoPropertyList;
import dev.marionette.model.sims.TsoTimeProperty;
import dev.marionette.model.sims.TsoTimePropertyList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TsoAnimTest {

    static TsoAnimation read(byte[] data) throws FormatException {
        return TsoAnimReader.read(data, "x.anim", ReadOptions.STRICT).value();
    }

    @Test
    void bothSamplesWriteBackByteForByte() throws Exception {
        for (String sample : List.of("tso/a2o-idle1.anim", "tso/a2o-walking-frantic-loop.anim")) {
            byte[] data = Samples.bytes("sims/" + sample);
            TsoAnimation animation = read(data);
            assertThat(TsoAnimWriter.toBytes(animation)).as(sample).isEqualTo(data);
            assertThat(animation.motions()).as("written without motion property lists")
                    .allSatisfy(m -> assertThat(m.hasProperties()).isZero());
        }
    }

    @Test
    void theSamplesHoldTheSkillsTheyWereWrittenFrom() throws Exception {
        TsoAnimation walk = read(Samples.bytes("sims/tso/a2o-walking-frantic-loop.anim"));
        assertThat(walk.name()).isEqualTo("a2o-walking-frantic-loop");
        assertThat(walk.duration()).isEqualTo(600f);
        assertThat(walk.distance()).isEqualTo(6.71966f);
        assertThat(walk.moving()).isEqualTo(1);
        assertThat(walk.keyframes().translationCount()).isEqualTo(36);
        assertThat(walk.keyframes().rotationCount()).isEqualTo(522);
        assertThat(walk.motions()).hasSize(29);
        assertThat(walk.frameCount()).isEqualTo(18);
        TsoMotion root = walk.motions().get(0);
        assertThat(root.unknown()).isEqualTo(TsoMotion.UNKNOWN_VALUE);
        assertThat(root.timeProperties()).hasSize(1);
        assertThat(root.timeProperties().get(0).items()).extracting(TsoTimeProperty::id)
                .containsExactly(0, 100, 234, 267, 400, 500, 567);
        assertThat(root.timeProperties().get(0).items().get(1).properties())
                .isEqualTo(TsoPropertyList.single(List.of(new SimsProperty("footstep", "2"))));
        assertThat(walk.eventCount()).isEqualTo(12);
        assertThat(walk.motions().get(2).firstTranslation()).as("unused index").isEqualTo(-1);
    }

    @Test
    void theSampleKeyframesMatchTheCfpTheyCameFrom() throws Exception {
        String[][] pairs = {{"tso/a2o-idle1.anim", "ts1_cmx/adult-idle1.cmx", "ts1_cmx/xskill-A2O-idle1.cfp"},
            {"tso/a2o-walking-frantic-loop.anim", "ts1_cmx/adult-walking-frantic-loop.cmx",
                "ts1_cmx/xskill-A2O-walking-frantic-loop.cfp"}};
        for (String[] pair : pairs) {
            TsoAnimation anim = read(Samples.bytes("sims/" + pair[0]));
            SimsSkill skill = SimsCharacterFileTest.read(pair[1]).data().skills().get(0);
            CfpStream cfp = CfpStream.read(Samples.bytes("sims/" + pair[2]), pair[2], skill.cfpValueCount(),
                    ReadOptions.STRICT, null).value();
            SkillKeyframes fromCfp = SkillKeyframes.fromCfpOrder(cfp.values(), skill.translationCount(),
                    skill.rotationCount());
            // mixiate's writer decoded the CFP in double precision; this decoder adds in float, as FreeSO does.
            assertThat(anim.keyframes().maxDifference(fromCfp)).as(pair[0]).isLessThan(2e-6);
        }
    }

    @Test
    void motionPropertyListsAreReadInThreeLevelsOrTwoAndWrittenBackAsFound() throws Exception {
        TsoAnimation nested = fixture(TsoPropertyForm.NESTED, List.of(new TsoPropertyList(List.of(
                new PropertyList(List.of(new SimsProperty("name", "adult"))),
                new PropertyList(List.of(new SimsProperty("canblend", "0"), new SimsProperty("x", "y")))))));
        byte[] nestedBytes = TsoAnimWriter.toBytes(nested);
        assertThat(read(nestedBytes)).isEqualTo(nested);

        TsoAnimation flat = fixture(TsoPropertyForm.FLAT, List.of(
                TsoPropertyList.single(List.of(new SimsProperty("name", "adult"), new SimsProperty("canblend", "0"))),
                TsoPropertyList.single(List.of(new SimsProperty("k", "v")))));
        byte[] flatBytes = TsoAnimWriter.toBytes(flat);
        TsoAnimation flatRead = read(flatBytes);
        assertThat(flatRead.propertyForm()).isEqualTo(TsoPropertyForm.FLAT);
        assertThat(flatRead).isEqualTo(flat);
        assertThat(TsoAnimWriter.toBytes(flatRead)).isEqualTo(flatBytes);

        // The same lists as three levels are other bytes: each list counts its props before the pairs.
        TsoAnimation asNested = new TsoAnimation(flat.version(), flat.name(), flat.duration(), flat.distance(),
                flat.moving(), flat.keyframes(), flat.motions(), TsoPropertyForm.NESTED);
        assertThat(TsoAnimWriter.toBytes(asNested)).hasSize(flatBytes.length + 4 * 2);
        assertThat(read(TsoAnimWriter.toBytes(asNested)).propertyForm()).isEqualTo(TsoPropertyForm.NESTED);
    }

    @Test
    void twoLevelListsMustHoldOnePropEach() {
        TsoAnimation bad = fixture(TsoPropertyForm.FLAT, List.of(new TsoPropertyList(List.of())));
        assertThatThrownBy(() -> TsoAnimWriter.toBytes(bad)).isInstanceOf(WriteLimitException.class)
                .hasMessageContaining("a property list of 0 props, where two-level lists hold exactly one");
    }

    @Test
    void anUnknownVersionOrTrailingBytesAreErrors() throws Exception {
        byte[] data = TsoAnimWriter.toBytes(fixture(TsoPropertyForm.NESTED, List.of()));
        byte[] v3 = data.clone();
        v3[3] = 3;
        assertThatThrownBy(() -> read(v3)).hasMessage("x.anim: at offset 0 (0x0), version: expected 2, found 3");
        byte[] longer = java.util.Arrays.copyOf(data, data.length + 2);
        assertThatThrownBy(() -> read(longer)).hasMessageContaining("2 more bytes");
        assertThat(TsoAnimReader.read(longer, "x.anim", ReadOptions.LENIENT).warnings()).hasSize(1);
    }

    /** An animation with one motion holding the given property lists and one event. */
    static TsoAnimation fixture(TsoPropertyForm form, List<TsoPropertyList> properties) {
        SkillKeyframes keyframes = SkillKeyframes.of(new float[] {0, 3f, 0.5f, 0.25f, 3f, 0.5f},
                new float[] {0, 0, 0, 1, 0.5f, 0.5f, 0.5f, 0.5f});
        TsoMotion motion = new TsoMotion(1, "ROOT", 2, 66.6f, 1, 1, 0, 0, properties.isEmpty() ? 0 : 1, properties,
                1, List.of(new TsoTimeProperty(33, TsoPropertyList.single(List.of(new SimsProperty("xevt", "101"))))
                        ).stream().map(p -> new TsoTimePropertyList(List.of(p))).toList());
        return new TsoAnimation(2, "a2o-test", 66.6f, 0.5f, 1, keyframes, List.of(motion), form);
    }
}
