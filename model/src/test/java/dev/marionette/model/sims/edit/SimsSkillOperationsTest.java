package dev.marionette.model.sims.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.sims.SimsBone;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SimsVector;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TimeProperty;
import dev.marionette.model.sims.TimePropertyList;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Sims skill document's edits: what each changes, what it refuses, undo, merging, events in time order. */
class SimsSkillOperationsTest {

    private static final List<SimsProperty> FOOTSTEP = List.of(new SimsProperty("footstep", "1"));

    private static SimsSkillDocument document() {
        SimsMotion root = new SimsMotion("ROOT", 3, 100, 1, 1, 0, 0, List.of(), List.of(new TimePropertyList(List.of(
                new TimeProperty(10, FOOTSTEP), new TimeProperty(50, List.of(new SimsProperty("xevt", "101")))))));
        SimsMotion arm = new SimsMotion("ARM", 3, 100, 0, 1, -1, 3, List.of(), List.of());
        SimsSkill walk = new SimsSkill("a2o-walk", "xskill-a2o-walk", 100, 2.5f, 1, 3, 6, List.of(root, arm));
        SimsSkill other = new SimsSkill("a2o-other", "xskill-a2o-other", 100, 0, 0, 0, 0, List.of());
        SimsQuaternion q = new SimsQuaternion(0, 0, 0, 1);
        SimsSkeleton skeleton = new SimsSkeleton("adult", List.of(
                new SimsBone("ROOT", "NULL", List.of(), new SimsVector(0, 3, 0), q, 1, 1, 0, 0, 0),
                new SimsBone("ARM", "ROOT", List.of(), new SimsVector(1, 0, 0), q, 1, 1, 0, 0, 0)));
        SkillKeyframes keys = SkillKeyframes.of(new float[9], new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0,
            0, 1, 0, 0, 0, 1, 0, 0, 0, 1});
        return new SimsSkillDocument(new SkillFileState(new SimsCharacterData(List.of(), List.of(),
                List.of(walk, other)), Map.of(0, keys)), skeleton, "in the test", null);
    }

    @Test
    void headerEditsChangeOneSkillAndUndoGivesBackTheSameObjects() {
        SimsSkillDocument doc = document();
        SkillFileState original = doc.state();
        List<DocumentEvent> events = new ArrayList<>();
        doc.addDocumentListener(events::add);
        doc.operations().setName(0, "a2o-walk-fast");
        doc.operations().setDuration(0, 50);
        doc.operations().setDistance(0, 3);
        doc.operations().setMoving(0, false);
        SimsSkill edited = doc.state().skill(0);
        assertThat(edited.name()).isEqualTo("a2o-walk-fast");
        assertThat(edited.cfpName()).as("the CFP keeps its name").isEqualTo("xskill-a2o-walk");
        assertThat(edited.duration()).isEqualTo(50f);
        assertThat(edited.motions()).allSatisfy(m -> assertThat(m.duration()).isEqualTo(50f));
        assertThat(edited.distance()).isEqualTo(3f);
        assertThat(edited.moving()).isZero();
        assertThat(doc.model().frameRate(0)).isEqualTo(60.0);
        assertThat(doc.model().clip(0).orElseThrow().frameRate()).isEqualTo(60.0);
        assertThat(events).extracting(e -> e.changes().get(0)).containsExactly(
                Change.property(Part.SKILL, "name", 0), Change.property(Part.SKILL, "duration", 0),
                Change.property(Part.SKILL, "distance", 0), Change.property(Part.SKILL, "moving", 0));
        assertThat(doc.isDirty()).isTrue();
        doc.jumpTo(0);
        assertThat(doc.state()).isSameAs(original);
        assertThat(doc.isDirty()).isFalse();
    }

    @Test
    void consecutiveDurationsMergeIntoOneStep() {
        SimsSkillDocument doc = document();
        doc.operations().setDuration(0, 101);
        doc.operations().setDuration(0, 102);
        doc.operations().setDuration(0, 103);
        assertThat(doc.history().steps()).hasSize(1);
        doc.undo();
        assertThat(doc.state().skill(0).duration()).isEqualTo(100f);
    }

    @Test
    void eventsAreAddedMovedEditedAndRemovedInTimeOrder() {
        SimsSkillDocument doc = document();
        EventRef added = doc.operations().addEvent(0, 0, 30, List.of(new SimsProperty("interruptable", "1")));
        assertThat(added).isEqualTo(new EventRef(0, 0, 0, 1));
        assertThat(doc.model().events(0)).extracting(SkillEvent::time).containsExactly(10L, 30L, 50L);
        EventRef moved = doc.operations().moveEvent(added, 70);
        assertThat(moved.event()).isEqualTo(2);
        assertThat(doc.model().events(0)).extracting(SkillEvent::label)
                .containsExactly("footstep 1", "xevt 101", "interruptable 1");
        doc.operations().setEventPairs(moved, List.of(new SimsProperty("xevt", "102"), new SimsProperty("a", "")));
        assertThat(doc.model().event(moved).pairs()).extracting(SimsProperty::toString).containsExactly("xevt=102",
                "a=");
        doc.operations().removeEvent(new EventRef(0, 0, 0, 0));
        assertThat(doc.model().events(0)).extracting(SkillEvent::time).containsExactly(50L, 70L);
        assertThat(doc.history().steps()).hasSize(4);
        doc.jumpTo(0);
        assertThat(doc.model().events(0)).extracting(SkillEvent::time).containsExactly(10L, 50L);
    }

    @Test
    void anEventOnAMotionWithoutListsGetsOneAndNewEventsGoWhereTheOthersAre() {
        SimsSkillDocument doc = document();
        assertThat(doc.operations().eventMotion(0)).isZero();
        EventRef ref = doc.operations().addEvent(0, 1, 0, FOOTSTEP);
        assertThat(ref).isEqualTo(new EventRef(0, 1, 0, 0));
        assertThat(doc.state().skill(0).motions().get(1).timeProperties()).hasSize(1);
        assertThat(doc.model().events(0)).extracting(SkillEvent::bone).containsExactly("ARM", "ROOT", "ROOT");
        assertThat(doc.operations().eventMotion(1)).isEqualTo(-1);
    }

    @Test
    void whatTheFilesCannotHoldIsRefusedAndChangesNothing() {
        SimsSkillDocument doc = document();
        SkillFileState before = doc.state();
        List<Runnable> refused = List.of(
                () -> doc.operations().setName(0, ""),
                () -> doc.operations().setName(0, " padded"),
                () -> doc.operations().setName(0, "two\nlines"),
                () -> doc.operations().setName(0, "snow \u2603"),
                () -> doc.operations().setName(0, "\u00e9t\u00e9"),
                () -> doc.operations().setDuration(0, 0),
                () -> doc.operations().setDuration(0, Float.NaN),
                () -> doc.operations().setDistance(0, Float.POSITIVE_INFINITY),
                () -> doc.operations().addEvent(0, 0, -1, FOOTSTEP),
                () -> doc.operations().addEvent(0, 0, 101, FOOTSTEP),
                () -> doc.operations().addEvent(0, 5, 10, FOOTSTEP),
                () -> doc.operations().addEvent(0, 0, 10, List.of()),
                () -> doc.operations().addEvent(0, 0, 10, List.of(new SimsProperty("", "1"))),
                () -> doc.operations().moveEvent(new EventRef(0, 0, 0, 9), 10),
                () -> doc.operations().setName(7, "x"));
        for (Runnable r : refused) {
            assertThatThrownBy(r::run).isInstanceOf(EditRejectedException.class);
            assertThat(doc.state()).isSameAs(before);
        }
        assertThat(doc.history().steps()).isEmpty();
    }

    @Test
    void editsThatChangeNothingRecordNothing() {
        SimsSkillDocument doc = document();
        doc.operations().setName(0, "a2o-walk");
        doc.operations().setDuration(0, 100);
        doc.operations().setMoving(0, true);
        doc.operations().moveEvent(new EventRef(0, 0, 0, 0), 10);
        doc.operations().setEventPairs(new EventRef(0, 0, 0, 0), FOOTSTEP);
        assertThat(doc.history().steps()).isEmpty();
    }

    @Test
    void keyframeValuesChangeTheClipMergeWhileHeldAndRefuseWhatTheMotionLacks() {
        SimsSkillDocument doc = document();
        SkillKeyframes original = doc.state().keyframes(0).orElseThrow();
        doc.operations().setKeyframe(0, 0, 2, 1, 4.5f);
        doc.operations().setKeyframe(0, 0, 2, 1, 5f);
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(doc.state().keyframes(0).orElseThrow().translation(2).y()).isEqualTo(5f);
        assertThat(doc.isKeyframesModified(0)).isTrue();
        // ROOT's first channels are tx ty tz: the clip holds y as stored (only x is mirrored)
        assertThat(doc.model().clip(0).orElseThrow().value(2, 1)).isEqualTo(5.0);
        doc.operations().setKeyframe(0, 1, 0, 6, 0.5f);
        assertThat(doc.state().keyframes(0).orElseThrow().rotation(3).w()).isEqualTo(0.5f);
        for (Runnable r : List.<Runnable>of(
                () -> doc.operations().setKeyframe(0, 1, 0, 0, 1f),
                () -> doc.operations().setKeyframe(0, 0, 3, 0, 1f),
                () -> doc.operations().setKeyframe(0, 0, 0, 7, 1f),
                () -> doc.operations().setKeyframe(0, 0, 0, 0, Float.NaN),
                () -> doc.operations().setKeyframe(1, 0, 0, 0, 1f))) {
            assertThatThrownBy(r::run).isInstanceOf(EditRejectedException.class);
        }
        doc.jumpTo(0);
        assertThat(doc.state().keyframes(0).orElseThrow()).isSameAs(original);
        assertThat(doc.isKeyframesModified(0)).isFalse();
    }

    @Test
    void aSkillWithoutKeyframesShowsTheRestPoseAndTheSkeletonCanChange() {
        SimsSkillDocument doc = document();
        assertThat(doc.model().canPlay(0)).isTrue();
        assertThat(doc.model().canPlay(1)).isFalse();
        assertThat(doc.model().clip(1).orElseThrow().frameCount()).isEqualTo(1);
        assertThat(doc.model().clip(0).orElseThrow().frameCount()).isEqualTo(3);
        List<String> fired = new ArrayList<>();
        doc.addPropertyChangeListener(SimsSkillDocument.SKELETON_PROPERTY, e -> fired.add(e.getPropertyName()));
        doc.setSkeleton(null, "none");
        assertThat(doc.model().clip(0)).isEmpty();
        assertThat(doc.model().canPlay(0)).isFalse();
        assertThat(fired).containsExactly("skeleton");
        assertThat(doc.history().steps()).isEmpty();
    }
}
