package dev.marionette.io.sims;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.sims.PropertyList;
import dev.marionette.model.sims.SimsBone;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.TimeProperty;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CMX and BCF samples: what they hold, and that they write back byte for byte. */
class SimsCharacterFileTest {

    static final List<String> CHARACTER_SAMPLES = List.of("ts1_cmx/adult-skeleton.cmx", "ts1_cmx/adult-idle1.cmx",
            "ts1_cmx/adult-walking-frantic-loop.cmx", "ts1_bcf/a2a-apologizer.cmx.bcf");

    static SimsCharacterFile read(String sample) throws Exception {
        byte[] data = Samples.bytes("sims/" + sample);
        return SimsCharacterFiles.read(data, sample, ReadOptions.STRICT).value();
    }

    @Test
    void everySampleWritesBackByteForByte() throws Exception {
        for (String sample : CHARACTER_SAMPLES) {
            byte[] data = Samples.bytes("sims/" + sample);
            SimsCharacterFile file = SimsCharacterFiles.read(data, sample, ReadOptions.STRICT).value();
            assertThat(file.layout().format()).isEqualTo(sample.endsWith(".bcf") ? SimsFormats.BCF
                    : SimsFormats.CMX);
            assertThat(file.toBytes()).as(sample).isEqualTo(data);
        }
    }

    @Test
    void theAdultSkeletonHasItsBonesFlagsAndWiggleValues() throws Exception {
        SimsCharacterFile file = read("ts1_cmx/adult-skeleton.cmx");
        assertThat(((CmxLayout) file.layout()).version()).isEqualTo(300);
        SimsCharacterData data = file.data();
        assertThat(data.skills()).isEmpty();
        assertThat(data.suits()).isEmpty();
        SimsSkeleton adult = data.skeletons().get(0);
        assertThat(adult.name()).isEqualTo("adult");
        assertThat(adult.bones()).hasSize(29);
        SimsBone root = adult.bones().get(0);
        assertThat(root.name()).isEqualTo("ROOT");
        assertThat(root.isRoot()).isTrue();
        assertThat(root.translation().y()).isEqualTo(3.01362f);
        assertThat(root.rotation().w()).isEqualTo(-0.706336f);
        assertThat(List.of(root.canTranslate(), root.canRotate(), root.canBlend())).containsExactly(1, 1, 0);
        SimsBone pelvis = adult.bones().get(1);
        assertThat(pelvis.parentName()).isEqualTo("ROOT");
        assertThat(pelvis.properties()).containsExactly(new PropertyList(List.of(new SimsProperty("name", "adult"))));
        assertThat(adult.bones()).filteredOn(b -> b.wiggleValue() == 700000f).hasSize(3)
                .allSatisfy(b -> assertThat(b.wigglePower()).isEqualTo(0.05f));
        for (SimsBone bone : adult.bones()) {
            assertThat(bone.isRoot() || adult.bone(bone.parentName()).isPresent()).as(bone.name()).isTrue();
        }
    }

    @Test
    void theIdleSkillIsOneSkillOfTwentyNineMotions() throws Exception {
        SimsSkill idle = read("ts1_cmx/adult-idle1.cmx").data().skills().get(0);
        assertThat(idle.name()).isEqualTo("a2o-idle1");
        assertThat(idle.cfpName()).isEqualTo("xskill-A2O-idle1");
        assertThat(idle.duration()).isEqualTo(1999f);
        assertThat(idle.isMoving()).isFalse();
        assertThat(idle.translationCount()).isEqualTo(120);
        assertThat(idle.rotationCount()).isEqualTo(1740);
        assertThat(idle.motions()).hasSize(29);
        assertThat(idle.frameCount()).isEqualTo(60);
        SimsMotion spine = idle.motions().get(2);
        assertThat(spine.boneName()).isEqualTo("SPINE");
        assertThat(spine.translates()).isFalse();
        assertThat(spine.firstTranslation()).isEqualTo(-1);
        assertThat(spine.firstRotation()).isEqualTo(120);
    }

    @Test
    void theWalkingSkillMovesAndHasFootstepEvents() throws Exception {
        SimsSkill walk = read("ts1_cmx/adult-walking-frantic-loop.cmx").data().skills().get(0);
        assertThat(walk.distance()).isEqualTo(6.71966f);
        assertThat(walk.isMoving()).isTrue();
        assertThat(walk.frameCount()).isEqualTo(18);
        SimsMotion root = walk.motions().get(0);
        assertThat(root.events()).containsExactly(event(0, "interruptable", "2"), event(100, "footstep", "2"),
                event(234, "interruptable", "0"), event(267, "interruptable", "1"), event(400, "footstep", "1"),
                event(500, "interruptable", "0"), event(567, "interruptable", "2"));
        assertThat(walk.eventCount()).isEqualTo(7 + 2 + 3);
    }

    @Test
    void theBinaryFileHoldsSixSkillsTheFirstWithAnXevt() throws Exception {
        SimsCharacterData data = read("ts1_bcf/a2a-apologizer.cmx.bcf").data();
        assertThat(data.skills()).hasSize(6);
        SimsSkill first = data.skills().get(0);
        assertThat(first.name()).isEqualTo("a2a-apologizer");
        assertThat(first.cfpName()).isEqualTo("xskill-a2a-apologizer");
        assertThat(first.translationCount()).isEqualTo(232);
        assertThat(first.rotationCount()).isEqualTo(3364);
        assertThat(first.motions().get(0).events()).containsExactly(event(533, "xevt", "101"));
        assertThat(data.skills()).extracting(SimsSkill::name).allMatch(n -> n.startsWith("a2a-apologize"));
    }

    @Test
    void cmxAndBcfHoldTheSameData() throws Exception {
        for (String sample : CHARACTER_SAMPLES) {
            SimsCharacterData data = read(sample).data();
            byte[] asBcf = BcfWriter.toBytes(data, BcfLayout.STANDARD);
            assertThat(BcfReader.read(asBcf, "x.bcf", ReadOptions.STRICT).value().data()).isEqualTo(data);
            byte[] asCmx = CmxWriter.toBytes(data, CmxLayout.standard());
            assertThat(CmxReader.read(asCmx, "x.cmx", ReadOptions.STRICT).value().data()).isEqualTo(data);
        }
    }

    @Test
    void newCmxTextSpellsNumbersAsTheGameFilesDo() throws Exception {
        for (String sample : List.of("ts1_cmx/adult-skeleton.cmx", "ts1_cmx/adult-idle1.cmx",
                "ts1_cmx/adult-walking-frantic-loop.cmx")) {
            byte[] original = Samples.bytes("sims/" + sample);
            SimsCharacterData data = read(sample).data();
            // The standard header is the game's, so a file written afresh equals the original.
            assertThat(new String(CmxWriter.toBytes(data, CmxLayout.standard()), StandardCharsets.ISO_8859_1))
                    .as(sample).isEqualTo(new String(original, StandardCharsets.ISO_8859_1));
        }
    }

    @Test
    void anEditChangesOnlyItsOwnLines() throws Exception {
        SimsCharacterFile file = read("ts1_cmx/adult-walking-frantic-loop.cmx");
        SimsSkill walk = file.data().skills().get(0);
        SimsMotion root = walk.motions().get(0);
        List<TimeProperty> events = new java.util.ArrayList<>(root.events());
        events.set(1, events.get(1).withTime(150));
        SimsMotion movedRoot = root.withTimeProperties(List.of(new dev.marionette.model.sims.TimePropertyList(events)));
        List<SimsMotion> motions = new java.util.ArrayList<>(walk.motions());
        motions.set(0, movedRoot);
        SimsSkill edited = walk.withHeader(walk.name(), walk.duration(), 7.25f, walk.moving()).withMotions(motions);
        String before = new String(file.toBytes(), StandardCharsets.ISO_8859_1);
        String after = new String(file.withData(file.data().withSkill(0, edited)).toBytes(),
                StandardCharsets.ISO_8859_1);
        List<String> a = List.of(before.split("\r\n", -1));
        List<String> b = List.of(after.split("\r\n", -1));
        assertThat(b).hasSameSizeAs(a);
        List<String> changed = new java.util.ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).equals(b.get(i))) {
                changed.add((i + 1) + ": " + a.get(i) + " -> " + b.get(i));
            }
        }
        assertThat(changed).containsExactly("9: 6.71966 -> 7.25", "28: 100 -> 150");
    }

    private static TimeProperty event(int time, String key, String value) {
        return new TimeProperty(time, List.of(new SimsProperty(key, value)));
    }
}
