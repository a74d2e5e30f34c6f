package dev.marionette.model.sims.edit;

import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.SkeletonFigure;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TimeProperty;
import dev.marionette.model.sims.TimePropertyList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The model of a {@link SimsSkillDocument}: the current {@link SkillFileState} (what is saved) and the skeleton the
 * skills play on (chosen, the file's own or found beside it; never saved with the skills), with the neutral rig and
 * clip of each skill derived from them when first asked for after a change. Changed only by the edits of this
 * package and {@link SimsSkillDocument#setSkeleton}.
 */
public final class SimsSkills {

    private SkillFileState state;
    private SimsSkeleton skeleton;
    private final Map<Integer, Derived> derived = new HashMap<>();

    /** What was computed for one skill, and from what. */
    private record Derived(SimsSkill skill, SkillKeyframes keyframes, SimsRig rig, Clip clip) {
    }

    SimsSkills(SkillFileState state, SimsSkeleton skeleton) {
        this.state = state;
        this.skeleton = skeleton;
    }

    /** The current state. */
    public SkillFileState state() {
        return state;
    }

    /** The skeleton the skills play on, or null when none was found or chosen. */
    public SimsSkeleton skeleton() {
        return skeleton;
    }

    /** The number of skills. */
    public int skillCount() {
        return state.skillCount();
    }

    /** Skill {@code index}. */
    public SimsSkill skill(int index) {
        return state.skill(index);
    }

    /** True when skill {@code index} has its keyframes (its CFP was found) and a skeleton to play on. */
    public boolean canPlay(int index) {
        return skeleton != null && state.keyframes(index).isPresent();
    }

    /** The adapter of skill {@code index} on the skeleton; empty without a skeleton. */
    public Optional<SimsRig> rig(int index) {
        return derive(index).map(Derived::rig);
    }

    /**
     * The clip of skill {@code index} at its own rate (frames over duration): its frames when it has keyframes, the
     * rest pose (one frame) when its CFP is missing; empty without a skeleton.
     */
    public Optional<Clip> clip(int index) {
        return derive(index).map(Derived::clip);
    }

    /** The skeleton playing skill {@code index}, as a viewer draws it (a new figure per call); empty without one. */
    public Optional<SkeletonFigure> figure(int index) {
        return derive(index).map(d -> new SkeletonFigure(d.rig().skeleton(), d.clip()));
    }

    /** The playback rate of skill {@code index}: its frames over its duration. */
    public double frameRate(int index) {
        SimsSkill skill = skill(index);
        return SimsRig.frameRate(skill.frameCount(), skill.duration());
    }

    /** Every event of skill {@code index}, by time (then file order). */
    public List<SkillEvent> events(int index) {
        SimsSkill skill = skill(index);
        List<SkillEvent> events = new ArrayList<>();
        for (int m = 0; m < skill.motions().size(); m++) {
            SimsMotion motion = skill.motions().get(m);
            for (int l = 0; l < motion.timeProperties().size(); l++) {
                TimePropertyList list = motion.timeProperties().get(l);
                for (int e = 0; e < list.events().size(); e++) {
                    TimeProperty event = list.events().get(e);
                    events.add(new SkillEvent(new EventRef(index, m, l, e), motion.boneName(),
                            Integer.toUnsignedLong(event.time()), event.pairs()));
                }
            }
        }
        events.sort(Comparator.comparingLong(SkillEvent::time));
        return events;
    }

    /** The event at {@code ref}. */
    public TimeProperty event(EventRef ref) {
        return skill(ref.skill()).motions().get(ref.motion()).timeProperties().get(ref.list()).events()
                .get(ref.event());
    }

    private Optional<Derived> derive(int index) {
        if (skeleton == null) {
            return Optional.empty();
        }
        SimsSkill skill = skill(index);
        SkillKeyframes keyframes = state.keyframes(index).orElse(null);
        Derived d = derived.get(index);
        if (d == null || d.skill() != skill || d.keyframes() != keyframes) {
            SimsRig rig = d != null && d.skill().motions() == skill.motions() ? d.rig() : SimsRig.of(skeleton, skill);
            double rate = frameRate(index);
            Clip clip = keyframes == null ? rig.restClip(rate)
                    : d != null && d.rig() == rig && d.keyframes() == keyframes ? d.clip().withFrameRate(rate)
                    : rig.clip(keyframes, rate);
            d = new Derived(skill, keyframes, rig, clip);
            derived.put(index, d);
        }
        return Optional.of(d);
    }

    void set(SkillFileState next) {
        state = next;
    }

    void setSkeleton(SimsSkeleton next) {
        skeleton = next;
        derived.clear();
    }
}
