package dev.marionette.io.sims;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.edit.EventRef;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import dev.marionette.model.sims.edit.SkillEvent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * Random editing sessions on every sample skill file (the six-skill BCF, the three CMX files, the two TSO
 * {@code .anim}): rename, duration, distance, moving, add, move, edit and remove events, keyframe values, undo, redo.
 * <ul>
 * <li>after every step the file Save would write reads back as the document's state (nothing an edit makes is
 *     something the format cannot hold), each CFP decodes to the document's keyframes exactly, and a rejected edit
 *     changes nothing;</li>
 * <li>undoing everything gives back the original bytes of the file and of every CFP; redoing everything the edited
 *     bytes.</li>
 * </ul>
 * 300 sessions of 1 to 12 steps.
 */
class SimsSkillEditPropertyTest {

    /** One step: what to do, and numbers to pick its arguments with. */
    record Step(Kind kind, int a, int b, int c) {
        enum Kind { RENAME, DURATION, DISTANCE, MOVING, ADD, MOVE, EDIT, REMOVE, KEYFRAME, UNDO, REDO }
    }

    private static final List<String> FILES = List.of("ts1_bcf/a2a-apologizer.cmx.bcf", "ts1_cmx/adult-idle1.cmx",
            "ts1_cmx/adult-walking-frantic-loop.cmx", "ts1_cmx/adult-skeleton.cmx", "tso/a2o-idle1.anim",
            "tso/a2o-walking-frantic-loop.anim");
    private static final String[] NAMES = {"a2o-walk", "x", "a2a-apologizer-2", "Skill Name", "\u00e9t\u00e9"};
    private static final String[] KEYS = {"footstep", "xevt", "interruptable", "sound", "\u00e9"};
    private static final String[] VALUES = {"0", "1", "101", "", "left foot"};

    @Provide
    Arbitrary<String> files() {
        return Samples.rootOrNull() == null ? Arbitraries.just("none") : Arbitraries.of(FILES);
    }

    @Provide
    Arbitrary<Step> steps() {
        Arbitrary<Integer> n = Arbitraries.integers().between(0, 100_000);
        return Combinators.combine(Arbitraries.of(Step.Kind.class), n, n, n).as(Step::new);
    }

    private static SimsSkillFiles.Opened open(String file) {
        try {
            return SimsSkillFiles.open(Samples.folder("sims").resolve(file), ReadOptions.STRICT);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The skill file's bytes followed by every CFP's, as Save would write them. */
    private static byte[] bytes(SimsSkillFiles.Opened opened) {
        try {
            java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
            all.write(SimsSkillFiles.fileBytes(opened));
            for (int s = 0; s < opened.document().state().skillCount(); s++) {
                all.write(SimsSkillFiles.cfpBytes(opened, s).orElse(new byte[0]));
            }
            return all.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void edit(SimsSkillDocument doc, Step s) {
        int skills = doc.state().skillCount();
        if (skills == 0) {
            return;
        }
        int skill = s.a() % skills;
        List<SkillEvent> events = doc.model().events(skill);
        EventRef some = events.isEmpty() ? new EventRef(skill, 0, 0, 0) : events.get(s.b() % events.size()).ref();
        float duration = doc.state().skill(skill).duration();
        long time = (long) (s.c() % 1000 / 999.0 * Math.max(1, duration));
        switch (s.kind()) {
            case RENAME -> doc.operations().setName(skill, NAMES[s.b() % NAMES.length]);
            case DURATION -> doc.operations().setDuration(skill, 1 + s.b() % 5000);
            case DISTANCE -> doc.operations().setDistance(skill, (s.b() % 2000 - 1000) / 100f);
            case MOVING -> doc.operations().setMoving(skill, s.b() % 2 == 0);
            case ADD -> doc.operations().addEvent(skill, Math.max(0, doc.operations().eventMotion(skill)), time,
                    List.of(new SimsProperty(KEYS[s.b() % KEYS.length], VALUES[s.c() % VALUES.length])));
            case MOVE -> doc.operations().moveEvent(some, time);
            case EDIT -> doc.operations().setEventPairs(some, List.of(new SimsProperty(KEYS[s.c() % KEYS.length],
                    VALUES[s.b() % VALUES.length])));
            case REMOVE -> doc.operations().removeEvent(some);
            case KEYFRAME -> {
                int motions = doc.state().skill(skill).motions().size();
                int motion = motions == 0 ? 0 : s.b() % motions;
                int frames = motions == 0 ? 1 : Math.max(1, doc.state().skill(skill).motions().get(motion).frameCount());
                doc.operations().setKeyframe(skill, motion, s.c() % frames, s.c() % 7, (s.b() % 2001 - 1000) / 997f);
            }
            case UNDO -> doc.undo();
            case REDO -> doc.redo();
        }
    }

    /** The data a file written now reads back as. */
    private static SimsCharacterData readBack(SimsSkillFiles.Opened opened, byte[] written) throws Exception {
        if (opened.format() == dev.marionette.io.sims.SimsFormats.ANIM) {
            return SimsCharacterData.ofSkills(List.of(TsoMapping.toTs1(
                    TsoAnimReader.read(written, "written.anim", ReadOptions.STRICT).value()).value().skill()));
        }
        return SimsCharacterFiles.read(written, "written", ReadOptions.STRICT).value().data();
    }

    /** The document's data as its file holds it (a .anim names no CFP: read back, it is xskill-NAME). */
    private static SimsCharacterData expected(SimsSkillFiles.Opened opened) {
        SimsCharacterData data = opened.document().state().data();
        if (opened.format() != dev.marionette.io.sims.SimsFormats.ANIM) {
            return data;
        }
        dev.marionette.model.sims.SimsSkill s = data.skills().get(0);
        return SimsCharacterData.ofSkills(List.of(new dev.marionette.model.sims.SimsSkill(s.name(),
                TsoMapping.cfpNameOf(s.name()), s.duration(), s.distance(), s.moving(), s.translationCount(),
                s.rotationCount(), s.motions())));
    }

    @Property(tries = 300)
    void undoingEverythingGivesBackTheFileAndEveryStepReadsBack(@ForAll("files") String file,
            @ForAll @Size(min = 1, max = 12) List<@From("steps") Step> session) throws Exception {
        if (file.equals("none")) {
            return;
        }
        SimsSkillFiles.Opened opened = open(file);
        SimsSkillDocument doc = opened.document();
        byte[] original = bytes(opened);
        assertThat(SimsSkillFiles.fileBytes(opened)).as("unedited")
                .isEqualTo(Files.readAllBytes(Samples.folder("sims").resolve(file)));
        List<String> done = new ArrayList<>();
        for (Step step : session) {
            byte[] before = bytes(opened);
            int position = doc.history().position();
            try {
                edit(doc, step);
                done.add(step.toString());
            } catch (EditRejectedException rejected) {
                assertThat(bytes(opened)).as("a rejected " + step + " changes nothing").isEqualTo(before);
                assertThat(doc.history().position()).isEqualTo(position);
            }
            assertThat(readBack(opened, SimsSkillFiles.fileBytes(opened))).as(file + " after " + done)
                    .isEqualTo(expected(opened));
            if (opened.format() == dev.marionette.io.sims.SimsFormats.ANIM) {
                assertThat(TsoAnimReader.read(SimsSkillFiles.fileBytes(opened), "written.anim", ReadOptions.STRICT)
                        .value().keyframes()).as("keyframes after " + done)
                        .isEqualTo(doc.state().keyframes(0).orElseThrow());
            }
            for (int s = 0; s < doc.state().skillCount(); s++) {
                byte[] cfp = SimsSkillFiles.cfpBytes(opened, s).orElse(null);
                if (cfp != null) {
                    assertThat(SkillCfp.keyframes(doc.state().skill(s), SkillCfp.read(doc.state().skill(s), cfp,
                            "written.cfp", ReadOptions.STRICT).value())).as("CFP after " + done)
                            .isEqualTo(doc.state().keyframes(s).orElseThrow());
                }
            }
        }
        byte[] edited = bytes(opened);
        int position = doc.history().position();
        doc.jumpTo(doc.history().steps().size());
        byte[] allRedone = bytes(opened);
        doc.jumpTo(0);
        assertThat(bytes(opened)).as("everything undone").isEqualTo(original);
        assertThat(doc.isDirty()).isFalse();
        doc.jumpTo(doc.history().steps().size());
        assertThat(bytes(opened)).as("everything redone").isEqualTo(allRedone);
        doc.jumpTo(position);
        assertThat(bytes(opened)).isEqualTo(edited);
    }

    /** The samples' folder, for the example tests of saving. */
    static Path folder() {
        return Samples.folder("sims");
    }
}
