package dev.marionette.io.sims;

import dev.marionette.model.sims.PropertyList;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TimeProperty;
import dev.marionette.model.sims.TimePropertyList;
import dev.marionette.model.sims.TsoAnimation;
import dev.marionette.model.sims.TsoMotion;
import dev.marionette.model.sims.TsoPropertyForm;
import dev.marionette.model.sims.TsoPropertyList;
import dev.marionette.model.sims.TsoTimeProperty;
import dev.marionette.model.sims.TsoTimePropertyList;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A TS1 skill with its keyframes and a TSO {@code .anim} are one data model in two encodings (secondary.md 2.1);
 * this maps one onto the other and says, in notes, what the target cannot hold. Both store left-handed data, so
 * the keyframes pass unchanged.
 *
 * <ul>
 * <li>A TS1 property list (key/value pairs) becomes a TSO props list holding one prop with those pairs; back, each
 *     prop of a TSO list becomes a TS1 list.</li>
 * <li>A TS1 event (time, pairs) becomes a TSO event with the time as its id and one prop with the pairs; back, the
 *     pairs of all its props.</li>
 * <li>TS1's u32 flags (moving, has translation, has rotation) become TSO's bytes; the TSO "has lists" bytes are
 *     set when there are lists. A TSO skill's CFP name is {@code xskill-<name>}.</li>
 * </ul>
 * TS1 to TSO to TS1 gives back the skill (but for its CFP name's case) and exactly the same keyframes.
 */
public final class TsoMapping {

    private TsoMapping() {
    }

    /** A mapped value and the notes on what did not carry over. */
    public record Mapped<T>(T value, List<String> notes) {

        public Mapped {
            notes = List.copyOf(notes);
        }
    }

    /** A TS1 skill and the keyframes of its CFP. */
    public record Ts1Skill(SimsSkill skill, SkillKeyframes keyframes) {
    }

    /** The TSO animation of a TS1 skill and its keyframes (which must match the skill's T and R). */
    public static Mapped<TsoAnimation> toTso(SimsSkill skill, SkillKeyframes keyframes) {
        if (keyframes.translationCount() != skill.translationCount()
                || keyframes.rotationCount() != skill.rotationCount()) {
            throw new IllegalArgumentException("keyframes of another skill: " + keyframes);
        }
        Set<String> notes = new LinkedHashSet<>();
        if (!skill.cfpName().toLowerCase(Locale.ROOT).equals(cfpNameOf(skill.name()).toLowerCase(Locale.ROOT))) {
            notes.add("the CFP name " + skill.cfpName() + " is not kept: a .anim holds its keyframes itself (converted"
                    + " back, the skill names " + cfpNameOf(skill.name()) + ")");
        }
        List<TsoMotion> motions = new ArrayList<>();
        for (SimsMotion m : skill.motions()) {
            List<TsoPropertyList> properties = m.properties().stream()
                    .map(list -> TsoPropertyList.single(list.pairs())).toList();
            List<TsoTimePropertyList> events = new ArrayList<>();
            for (TimePropertyList list : m.timeProperties()) {
                events.add(new TsoTimePropertyList(list.events().stream()
                        .map(e -> new TsoTimeProperty(e.time(), TsoPropertyList.single(e.pairs()))).toList()));
                if (!sorted(list.events())) {
                    notes.add("the events of motion " + m.boneName() + " are not in time order, which .anim"
                            + " readers expect; kept in their order");
                }
            }
            motions.add(new TsoMotion(TsoMotion.UNKNOWN_VALUE, m.boneName(), m.frameCount(), m.duration(),
                    toByte(m.hasTranslation(), "has translation of motion " + m.boneName(), notes),
                    toByte(m.hasRotation(), "has rotation of motion " + m.boneName(), notes),
                    m.firstTranslation(), m.firstRotation(), properties.isEmpty() ? 0 : 1, properties,
                    events.isEmpty() ? 0 : 1, events));
        }
        TsoAnimation animation = new TsoAnimation(TsoAnimation.VERSION, skill.name(), skill.duration(),
                skill.distance(), toByte(skill.moving(), "moving", notes), keyframes, motions,
                TsoPropertyForm.NESTED);
        return new Mapped<>(animation, new ArrayList<>(notes));
    }

    /** The TS1 skill (CFP name {@code xskill-<name>}) and keyframes of a TSO animation. */
    public static Mapped<Ts1Skill> toTs1(TsoAnimation animation) {
        Set<String> notes = new LinkedHashSet<>();
        List<SimsMotion> motions = new ArrayList<>();
        for (TsoMotion m : animation.motions()) {
            List<PropertyList> properties = new ArrayList<>();
            for (TsoPropertyList list : m.properties()) {
                if (list.props().size() != 1) {
                    notes.add("motion " + m.boneName() + " has a property list of " + list.props().size()
                            + " props; TS1 lists have one level less, so each prop became a list of its own");
                }
                properties.addAll(list.props());
            }
            List<TimePropertyList> events = new ArrayList<>();
            for (TsoTimePropertyList list : m.timeProperties()) {
                List<TimeProperty> converted = new ArrayList<>();
                for (TsoTimeProperty item : list.items()) {
                    if (item.properties().props().size() != 1) {
                        notes.add("an event of motion " + m.boneName() + " has " + item.properties().props().size()
                                + " props; a TS1 event has one list of pairs, so their pairs were joined");
                    }
                    converted.add(new TimeProperty(item.id(), item.properties().allPairs()));
                }
                events.add(new TimePropertyList(converted));
            }
            if (m.unknown() != TsoMotion.UNKNOWN_VALUE) {
                notes.add("motion " + m.boneName() + " starts with " + Integer.toUnsignedString(m.unknown())
                        + " (1 in known files), which TS1 does not store");
            }
            motions.add(new SimsMotion(m.boneName(), m.frameCount(), m.duration(), m.hasTranslation(),
                    m.hasRotation(), m.firstTranslation(), m.firstRotation(), properties, events));
        }
        SkillKeyframes keyframes = animation.keyframes();
        SimsSkill skill = new SimsSkill(animation.name(), cfpNameOf(animation.name()), animation.duration(),
                animation.distance(), animation.moving(), keyframes.translationCount(), keyframes.rotationCount(),
                motions);
        return new Mapped<>(new Ts1Skill(skill, keyframes), new ArrayList<>(notes));
    }

    /**
     * {@code original} with the edits made to its TS1 form ({@link #toTs1}) applied: name, duration, distance,
     * moving, the motions' durations and events, and the keyframes. What was not edited keeps its TSO form (the
     * property form, the leading values, the "has" bytes, events whose lists did not change); edited event lists are
     * written with one prop per event, as {@link #toTso} writes them.
     *
     * @throws IllegalArgumentException when {@code edited} has other motions than the original (edits never add or
     *                                  remove motions) or keyframes of other pool sizes
     */
    public static TsoAnimation withEdits(TsoAnimation original, SimsSkill edited, SkillKeyframes keyframes) {
        SimsSkill before = toTs1(original).value().skill();
        if (edited.motions().size() != before.motions().size()
                || keyframes.translationCount() != original.keyframes().translationCount()
                || keyframes.rotationCount() != original.keyframes().rotationCount()) {
            throw new IllegalArgumentException("not an edit of " + original.name());
        }
        List<TsoMotion> motions = new ArrayList<>();
        for (int i = 0; i < original.motions().size(); i++) {
            TsoMotion m = original.motions().get(i);
            SimsMotion was = before.motions().get(i);
            SimsMotion now = edited.motions().get(i);
            List<TsoTimePropertyList> events = m.timeProperties();
            int hasEvents = m.hasTimeProperties();
            if (!now.timeProperties().equals(was.timeProperties())) {
                events = now.timeProperties().stream().map(list -> new TsoTimePropertyList(list.events().stream()
                        .map(e -> new TsoTimeProperty(e.time(), TsoPropertyList.single(e.pairs()))).toList()))
                        .toList();
                hasEvents = events.isEmpty() ? 0 : 1;
            }
            motions.add(new TsoMotion(m.unknown(), m.boneName(), m.frameCount(), now.duration(), m.hasTranslation(),
                    m.hasRotation(), m.firstTranslation(), m.firstRotation(), m.hasProperties(), m.properties(),
                    hasEvents, events));
        }
        int moving = edited.moving() == before.moving() ? original.moving() : edited.isMoving() ? 1 : 0;
        return new TsoAnimation(original.version(), edited.name(), edited.duration(), edited.distance(), moving,
                keyframes, motions, original.propertyForm());
    }

    /** The CFP name the game gives a skill: {@code xskill-<name>}. */
    public static String cfpNameOf(String skillName) {
        return SkillCompanions.CFP_PREFIX + skillName;
    }

    private static int toByte(int value, String field, Set<String> notes) {
        if (value >= 0 && value <= 255) {
            return value;
        }
        notes.add(field + " is " + Integer.toUnsignedString(value) + ", more than its byte in a .anim holds; stored"
                + " as 1");
        return 1;
    }

    private static boolean sorted(List<TimeProperty> events) {
        for (int i = 1; i < events.size(); i++) {
            if (Integer.compareUnsigned(events.get(i - 1).time(), events.get(i).time()) > 0) {
                return false;
            }
        }
        return true;
    }
}
