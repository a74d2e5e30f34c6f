package dev.marionette.io.sims;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.edit.EventRef;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import dev.marionette.model.sims.edit.SkillEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opening a skill file for the editor with what lies beside it, and saving: the skill file in its own layout, a CFP
 * only when its keyframes changed (never here: no edit of these changes keyframes), Save As with the CFPs beside the
 * new file, and a {@code .anim} with its edits.
 */
class SimsSkillFilesTest {

    @TempDir
    Path dir;

    private Path apologizer(boolean withSkeleton) throws Exception {
        Path bcf = Files.copy(Samples.file("sims/ts1_bcf/a2a-apologizer.cmx.bcf"), dir.resolve("a2a-apologizer.cmx.bcf"));
        Files.copy(Samples.file("sims/ts1_bcf/xskill-a2a-apologizer.cfp"), dir.resolve("xskill-a2a-apologizer.cfp"));
        if (withSkeleton) {
            Files.copy(Samples.file("sims/ts1_cmx/adult-skeleton.cmx"), dir.resolve("adult-skeleton.cmx"));
        }
        return bcf;
    }

    @Test
    void theBcfOpensWithItsOneCfpAndTheAdultSkeletonBesideIt() throws Exception {
        SimsSkillFiles.Opened opened = SimsSkillFiles.open(apologizer(true), ReadOptions.STRICT);
        SimsSkillDocument doc = opened.document();
        assertThat(opened.format()).isEqualTo(SimsFormats.BCF);
        assertThat(doc.state().skillCount()).isEqualTo(6);
        assertThat(doc.skeletonOrigin()).isEqualTo("adult-skeleton.cmx beside the file");
        assertThat(doc.model().canPlay(0)).isTrue();
        assertThat(opened.missingKeyframes(0)).isEmpty();
        for (int s = 1; s < 6; s++) {
            assertThat(doc.model().canPlay(s)).isFalse();
            assertThat(opened.missingKeyframes(s).orElseThrow()).startsWith("xskill-" + doc.state().skill(s).name()
                    + ".cfp").endsWith("is not beside the file");
        }
        assertThat(doc.model().events(0)).extracting(SkillEvent::label).contains("xevt 101");
    }

    @Test
    void withoutASkeletonTheDocumentSaysWhyAndTakesOneChosen() throws Exception {
        SimsSkillFiles.Opened opened = SimsSkillFiles.open(apologizer(false), ReadOptions.STRICT);
        assertThat(opened.document().skeleton()).isNull();
        assertThat(opened.document().skeletonOrigin()).contains("adult-skeleton.cmx is not beside the file");
        assertThat(opened.document().model().canPlay(0)).isFalse();
        SimsSkillFiles.chooseSkeleton(opened, Samples.file("sims/ts1_cmx/adult-skeleton.cmx"), ReadOptions.STRICT);
        assertThat(opened.document().model().canPlay(0)).isTrue();
        assertThat(opened.document().skeletonOrigin()).isEqualTo("chosen: adult-skeleton.cmx");
    }

    @Test
    void savingWritesTheBcfWithTheEditsAndLeavesTheCfpAlone() throws Exception {
        Path bcf = apologizer(true);
        Path cfp = dir.resolve("xskill-a2a-apologizer.cfp");
        byte[] cfpBytes = Files.readAllBytes(cfp);
        long cfpTime = Files.getLastModifiedTime(cfp).toMillis();
        SimsSkillFiles.Opened opened = SimsSkillFiles.open(bcf, ReadOptions.STRICT);
        SimsSkillDocument doc = opened.document();
        EventRef first = doc.model().events(0).get(0).ref();
        doc.operations().moveEvent(first, 500);
        doc.operations().addEvent(0, doc.operations().eventMotion(0), 100, List.of(new SimsProperty("footstep", "1")));
        doc.operations().setDistance(0, 1.5f);
        Thread.sleep(20);
        SimsSkillFiles.save(opened);
        assertThat(doc.isDirty()).isFalse();
        assertThat(Files.readAllBytes(cfp)).isEqualTo(cfpBytes);
        assertThat(Files.getLastModifiedTime(cfp).toMillis()).isEqualTo(cfpTime);

        SimsSkillFiles.Opened again = SimsSkillFiles.open(bcf, ReadOptions.STRICT);
        assertThat(again.document().state().data()).isEqualTo(doc.state().data());
        assertThat(again.document().model().events(0)).extracting(SkillEvent::time).contains(100L, 500L);
        assertThat(again.document().state().skill(0).distance()).isEqualTo(1.5f);
    }

    @Test
    void aKeyframeEditWritesTheCfpKeepingTheBytesOfEveryOtherValue() throws Exception {
        Path bcf = apologizer(true);
        Path cfp = dir.resolve("xskill-a2a-apologizer.cfp");
        byte[] before = Files.readAllBytes(cfp);
        byte[] bcfBefore = Files.readAllBytes(bcf);
        SimsSkillFiles.Opened opened = SimsSkillFiles.open(bcf, ReadOptions.STRICT);
        SimsSkillDocument doc = opened.document();
        float old = doc.state().keyframes(0).orElseThrow().rotation(1000).w();
        int motion = 0;
        while (!(doc.state().skill(0).motions().get(motion).firstRotation() <= 1000
                && 1000 < doc.state().skill(0).motions().get(motion).firstRotation() + 116)) {
            motion++;
        }
        int frame = 1000 - doc.state().skill(0).motions().get(motion).firstRotation();
        doc.operations().setKeyframe(0, motion, frame, 6, old + 0.25f);
        assertThat(doc.isKeyframesModified(0)).isTrue();
        SimsSkillFiles.save(opened);
        assertThat(Files.readAllBytes(bcf)).as("the BCF did not change").isEqualTo(bcfBefore);
        byte[] after = Files.readAllBytes(cfp);
        assertThat(after).isNotEqualTo(before);
        assertThat(Math.abs(after.length - before.length)).as("a few codes re-encoded").isLessThanOrEqualTo(13);
        int same = 0;
        while (same < Math.min(after.length, before.length) && after[same] == before[same]) {
            same++;
        }
        int sameEnd = 0;
        while (sameEnd < Math.min(after.length, before.length)
                && after[after.length - 1 - sameEnd] == before[before.length - 1 - sameEnd]) {
            sameEnd++;
        }
        assertThat(same + sameEnd).as("bytes before and after the edited value are kept")
                .isGreaterThanOrEqualTo(before.length - 13);
        SimsSkillFiles.Opened again = SimsSkillFiles.open(bcf, ReadOptions.STRICT);
        assertThat(again.document().state().keyframes(0).orElseThrow().rotation(1000).w()).isEqualTo(old + 0.25f);
        assertThat(again.document().state().keyframes(0)).isEqualTo(doc.state().keyframes(0));
    }

    @Test
    void saveAsElsewhereTakesTheCfpAlong() throws Exception {
        SimsSkillFiles.Opened opened = SimsSkillFiles.open(apologizer(true), ReadOptions.STRICT);
        opened.document().operations().setName(0, "a2a-apologizer-copy");
        Path other = Files.createDirectory(dir.resolve("copy"));
        Path target = other.resolve("copy.cmx.bcf");
        SimsSkillFiles.saveAs(opened, target);
        assertThat(opened.document().file()).isEqualTo(target);
        assertThat(other.resolve("xskill-a2a-apologizer.cfp")).hasSameBinaryContentAs(
                dir.resolve("xskill-a2a-apologizer.cfp"));
        SimsSkillFiles.Opened copy = SimsSkillFiles.open(target, ReadOptions.STRICT);
        assertThat(copy.document().state().skill(0).name()).isEqualTo("a2a-apologizer-copy");
        assertThat(copy.document().state().keyframes(0)).isPresent();
    }

    @Test
    void aTsoAnimationSavesItsEditsAndKeepsItsKeyframes() throws Exception {
        Path anim = Files.copy(Samples.file("sims/tso/a2o-walking-frantic-loop.anim"), dir.resolve("walk.anim"));
        SimsSkillFiles.Opened opened = SimsSkillFiles.open(anim, ReadOptions.STRICT);
        SimsSkillDocument doc = opened.document();
        assertThat(opened.format()).isEqualTo(SimsFormats.ANIM);
        assertThat(doc.state().skillCount()).isEqualTo(1);
        byte[] original = Files.readAllBytes(anim);
        SimsSkillFiles.save(opened);
        assertThat(Files.readAllBytes(anim)).as("unedited").isEqualTo(original);
        doc.operations().setDuration(0, 700);
        doc.operations().moveEvent(doc.model().events(0).get(0).ref(), 50);
        SimsSkillFiles.save(opened);
        SimsSkillFiles.Opened again = SimsSkillFiles.open(anim, ReadOptions.STRICT);
        assertThat(again.document().state().skill(0).duration()).isEqualTo(700f);
        assertThat(again.document().model().events(0)).extracting(SkillEvent::time)
                .isEqualTo(doc.model().events(0).stream().map(SkillEvent::time).toList());
        assertThat(again.document().state().keyframes(0)).isEqualTo(doc.state().keyframes(0));
    }
}
