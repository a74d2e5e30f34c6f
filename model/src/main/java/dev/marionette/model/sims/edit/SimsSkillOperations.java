package dev.marionette.model.sims.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TimeProperty;
import dev.marionette.model.sims.TimePropertyList;
import java.util.ArrayList;
import java.util.List;

/**
 * Every change to a {@link SimsSkillDocument}, each one undo step: a skill's name, duration, distance and "moving",
 * its events (add, move, edit their key/value pairs, remove) and its keyframe values. A change the files cannot hold throws
 * {@link EditRejectedException} with a message for the user and changes nothing; a call that would change nothing
 * records nothing. Consecutive changes of one number of one skill (a spinner held down) merge into one step.
 *
 * <p>Events stay in time order within their list when they were in time order (the game's files keep them so): an
 * event moved past another moves in the list too, and its new place is returned.
 */
public final class SimsSkillOperations {

    /** The longest name, key or value accepted (the files allow more; no real file comes near). */
    public static final int MAX_TEXT = 255;

    private final SimsSkillDocument document;

    SimsSkillOperations(SimsSkillDocument document) {
        this.document = document;
    }

    private SkillFileState state() {
        return document.state();
    }

    private SimsSkill skill(int index) {
        if (index < 0 || index >= state().skillCount()) {
            throw new EditRejectedException("There is no skill " + index + ".");
        }
        return state().skill(index);
    }

    private void perform(String name, String property, SkillFileState after, Change change, boolean mergeable) {
        SimsSkills model = document.model();
        document.perform(new SetPropertyEdit<>(name, model, property, state(), after, model::set, change, mergeable));
    }

    /** Renames skill {@code index} (its CFP name stays: the CFP file keeps its name). */
    public void setName(int index, String name) {
        SimsSkill skill = skill(index);
        checkText("A skill's name", name, false);
        if (skill.name().equals(name)) {
            return;
        }
        perform("Rename skill", "skill " + index + " name", state().withSkill(index,
                skill.withHeader(name, skill.duration(), skill.distance(), skill.moving())),
                Change.property(Part.SKILL, "name", index), false);
    }

    /**
     * Sets the duration of skill {@code index} in milliseconds; the motions whose duration was the skill's follow
     * (the game keeps them equal). The frames do not change: the skill plays faster or slower.
     */
    public void setDuration(int index, float milliseconds) {
        SimsSkill skill = skill(index);
        if (!(milliseconds > 0) || !Float.isFinite(milliseconds)) {
            throw new EditRejectedException("A duration must be a positive number of milliseconds.");
        }
        if (Float.floatToIntBits(skill.duration()) == Float.floatToIntBits(milliseconds)) {
            return;
        }
        List<SimsMotion> motions = new ArrayList<>();
        boolean changed = false;
        for (SimsMotion m : skill.motions()) {
            if (Float.floatToIntBits(m.duration()) == Float.floatToIntBits(skill.duration())) {
                motions.add(new SimsMotion(m.boneName(), m.frameCount(), milliseconds, m.hasTranslation(),
                        m.hasRotation(), m.firstTranslation(), m.firstRotation(), m.properties(), m.timeProperties()));
                changed = true;
            } else {
                motions.add(m);
            }
        }
        SimsSkill edited = skill.withHeader(skill.name(), milliseconds, skill.distance(), skill.moving());
        perform("Set duration", "skill " + index + " duration",
                state().withSkill(index, changed ? edited.withMotions(motions) : edited),
                Change.property(Part.SKILL, "duration", index), true);
    }

    /** Sets the distance the game moves the Sim while skill {@code index} plays. */
    public void setDistance(int index, float distance) {
        SimsSkill skill = skill(index);
        if (!Float.isFinite(distance)) {
            throw new EditRejectedException("A distance must be a number.");
        }
        if (Float.floatToIntBits(skill.distance()) == Float.floatToIntBits(distance)) {
            return;
        }
        perform("Set distance", "skill " + index + " distance", state().withSkill(index,
                skill.withHeader(skill.name(), skill.duration(), distance, skill.moving())),
                Change.property(Part.SKILL, "distance", index), true);
    }

    /** Says whether skill {@code index} moves the Sim (stored 1 or 0). */
    public void setMoving(int index, boolean moving) {
        SimsSkill skill = skill(index);
        if (skill.isMoving() == moving) {
            return;
        }
        perform(moving ? "Set moving" : "Set not moving", "skill " + index + " moving", state().withSkill(index,
                skill.withHeader(skill.name(), skill.duration(), skill.distance(), moving ? 1 : 0)),
                Change.property(Part.SKILL, "moving", index), false);
    }

    /**
     * Sets one keyframe value of a motion at a frame, in the file's (left-handed) terms: component 0-2 of its
     * translation (x, y, z) or, when the motion has no translation or {@code component} is 3-6, of its rotation
     * (x, y, z, w). Consecutive settings of one value merge into one undo step. Save then writes the skill's CFP,
     * re-encoding only what changed.
     *
     * @param component 0-2 translation x, y, z; 3-6 rotation x, y, z, w
     */
    public void setKeyframe(int index, int motion, int frame, int component, float value) {
        SimsSkill skill = skill(index);
        SkillKeyframes keys = state().keyframes(index).orElseThrow(() -> new EditRejectedException(
                "The skill has no keyframes to edit: its CFP was not found."));
        if (motion < 0 || motion >= skill.motions().size()) {
            throw new EditRejectedException("The skill has no motion " + motion + ".");
        }
        SimsMotion m = skill.motions().get(motion);
        if (frame < 0 || Integer.toUnsignedLong(frame) >= Integer.toUnsignedLong(m.frameCount())) {
            throw new EditRejectedException("Motion " + m.boneName() + " has " + Integer.toUnsignedString(
                    m.frameCount()) + " frames; frame " + (frame + 1) + " holds its last.");
        }
        if (!Float.isFinite(value)) {
            throw new EditRejectedException("A keyframe value must be a number.");
        }
        boolean translation = component >= 0 && component < 3;
        if (translation ? !m.translates() : component < 3 || component > 6 || !m.rotates()) {
            throw new EditRejectedException("Motion " + m.boneName() + " has no such channel.");
        }
        long at = (long) (translation ? m.firstTranslation() : m.firstRotation()) + frame;
        int pool = translation ? keys.translationCount() : keys.rotationCount();
        if (at < 0 || at >= pool) {
            throw new EditRejectedException("Motion " + m.boneName() + " reads past the skill's keyframes at frame "
                    + (frame + 1) + ".");
        }
        float[] t = keys.translationValues();
        float[] q = keys.rotationValues();
        int slot = translation ? (int) (3 * at + component) : (int) (4 * at + component - 3);
        float[] values = translation ? t : q;
        if (Float.floatToIntBits(values[slot]) == Float.floatToIntBits(value)) {
            return;
        }
        values[slot] = value;
        perform("Set keyframe", "skill " + index + " keyframe " + (translation ? "t" : "q") + slot,
                state().withKeyframes(index, SkillKeyframes.of(t, q)),
                Change.property(Part.SKILL, "keyframes", index, motion, frame, component), true);
    }

    /**
     * The motion new events of skill {@code index} go to: the first that has events, else the ROOT's, else the
     * first; -1 when the skill has no motion.
     */
    public int eventMotion(int index) {
        SimsSkill skill = skill(index);
        for (int m = 0; m < skill.motions().size(); m++) {
            if (!skill.motions().get(m).events().isEmpty()) {
                return m;
            }
        }
        for (int m = 0; m < skill.motions().size(); m++) {
            if (skill.motions().get(m).boneName().equals("ROOT")) {
                return m;
            }
        }
        return skill.motions().isEmpty() ? -1 : 0;
    }

    /**
     * Adds an event at {@code time} milliseconds to motion {@code motion} of skill {@code index} (to its first list,
     * made when it has none), in time order.
     *
     * @return where the event is
     */
    public EventRef addEvent(int index, int motion, long time, List<SimsProperty> pairs) {
        SimsSkill skill = skill(index);
        if (motion < 0 || motion >= skill.motions().size()) {
            throw new EditRejectedException("The skill has no motion " + motion + " to hold an event.");
        }
        checkTime(skill, time);
        checkPairs(pairs);
        SimsMotion m = skill.motions().get(motion);
        List<TimePropertyList> lists = new ArrayList<>(m.timeProperties());
        if (lists.isEmpty()) {
            lists.add(new TimePropertyList(List.of()));
        }
        List<TimeProperty> events = new ArrayList<>(lists.get(0).events());
        int at = insertionPoint(events, time);
        events.add(at, new TimeProperty((int) time, pairs));
        lists.set(0, new TimePropertyList(events));
        EventRef ref = new EventRef(index, motion, 0, at);
        perform("Add event", "event", withLists(index, motion, lists), Change.added(Part.SKILL_EVENT, ref.path()),
                false);
        return ref;
    }

    /** Moves an event to {@code time} milliseconds; returns where it now is in its list. */
    public EventRef moveEvent(EventRef ref, long time) {
        TimeProperty event = event(ref);
        SimsSkill skill = skill(ref.skill());
        checkTime(skill, time);
        if (Integer.toUnsignedLong(event.time()) == time) {
            return ref;
        }
        List<TimeProperty> events = new ArrayList<>(list(ref).events());
        boolean sorted = isSorted(events);
        events.remove(ref.event());
        int at = sorted ? insertionPoint(events, time) : ref.event();
        events.add(at, event.withTime((int) time));
        EventRef moved = new EventRef(ref.skill(), ref.motion(), ref.list(), at);
        Change change = at == ref.event() ? Change.property(Part.SKILL_EVENT, "time", moved.path())
                : Change.moved(Part.SKILL_EVENT, ref.skill(), ref.motion(), ref.list());
        perform("Move event", "event", withEvents(ref, events), change, false);
        return moved;
    }

    /** Sets the key/value pairs of an event. */
    public void setEventPairs(EventRef ref, List<SimsProperty> pairs) {
        TimeProperty event = event(ref);
        checkPairs(pairs);
        if (event.pairs().equals(pairs)) {
            return;
        }
        List<TimeProperty> events = new ArrayList<>(list(ref).events());
        events.set(ref.event(), new TimeProperty(event.time(), pairs));
        perform("Edit event", "event", withEvents(ref, events), Change.property(Part.SKILL_EVENT, "pairs", ref.path()),
                false);
    }

    /** Removes an event (its list stays, empty, when it was the last: the file keeps the list count). */
    public void removeEvent(EventRef ref) {
        event(ref);
        List<TimeProperty> events = new ArrayList<>(list(ref).events());
        events.remove(ref.event());
        perform("Remove event", "event", withEvents(ref, events), Change.removed(Part.SKILL_EVENT, ref.path()), false);
    }

    private TimeProperty event(EventRef ref) {
        TimePropertyList list = list(ref);
        if (ref.event() < 0 || ref.event() >= list.events().size()) {
            throw new EditRejectedException("That event is no longer there.");
        }
        return list.events().get(ref.event());
    }

    private TimePropertyList list(EventRef ref) {
        SimsSkill skill = skill(ref.skill());
        if (ref.motion() < 0 || ref.motion() >= skill.motions().size()
                || ref.list() < 0 || ref.list() >= skill.motions().get(ref.motion()).timeProperties().size()) {
            throw new EditRejectedException("That event is no longer there.");
        }
        return skill.motions().get(ref.motion()).timeProperties().get(ref.list());
    }

    private SkillFileState withEvents(EventRef ref, List<TimeProperty> events) {
        List<TimePropertyList> lists = new ArrayList<>(
                skill(ref.skill()).motions().get(ref.motion()).timeProperties());
        lists.set(ref.list(), new TimePropertyList(events));
        return withLists(ref.skill(), ref.motion(), lists);
    }

    private SkillFileState withLists(int index, int motion, List<TimePropertyList> lists) {
        SimsSkill skill = skill(index);
        List<SimsMotion> motions = new ArrayList<>(skill.motions());
        motions.set(motion, motions.get(motion).withTimeProperties(lists));
        return state().withSkill(index, skill.withMotions(motions));
    }

    private static int insertionPoint(List<TimeProperty> events, long time) {
        int at = events.size();
        while (at > 0 && Integer.toUnsignedLong(events.get(at - 1).time()) > time) {
            at--;
        }
        return at;
    }

    private static boolean isSorted(List<TimeProperty> events) {
        for (int i = 1; i < events.size(); i++) {
            if (Integer.compareUnsigned(events.get(i - 1).time(), events.get(i).time()) > 0) {
                return false;
            }
        }
        return true;
    }

    private static void checkTime(SimsSkill skill, long time) {
        long end = (long) Math.ceil(Math.max(0, skill.duration()));
        if (time < 0 || time > end) {
            throw new EditRejectedException("An event's time must be within the skill, 0 to " + end + " ms.");
        }
    }

    private static void checkPairs(List<SimsProperty> pairs) {
        if (pairs.isEmpty()) {
            throw new EditRejectedException("An event needs at least one key (footstep, xevt ...).");
        }
        for (SimsProperty pair : pairs) {
            checkText("An event's key", pair.key(), false);
            checkText("An event's value", pair.value(), true);
        }
    }

    /**
     * Rejects text the files cannot hold as it is: control characters (a CMX line ends at a line break), blanks at
     * either end (CMX readers strip them), more than {@value #MAX_TEXT} characters, and characters beyond ASCII: the
     * game's names are ASCII, and the files are recognised by their printable names (a BCF whose first skill had an
     * accented name would no longer be recognised as one); empty text unless {@code mayBeEmpty}.
     */
    static void checkText(String what, String text, boolean mayBeEmpty) {
        if (text == null || text.isEmpty()) {
            if (mayBeEmpty && text != null) {
                return;
            }
            throw new EditRejectedException(what + " cannot be empty.");
        }
        if (text.length() > MAX_TEXT) {
            throw new EditRejectedException(what + " can be at most " + MAX_TEXT + " characters long.");
        }
        if (!text.equals(text.strip())) {
            throw new EditRejectedException(what + " cannot start or end with a blank.");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7F) {
                throw new EditRejectedException(what + " cannot hold control characters.");
            }
            if (c > 0x7E) {
                throw new EditRejectedException(what + " can only hold ASCII letters, digits and punctuation, not \""
                        + c + "\".");
            }
        }
    }
}
