package dev.marionette.model.sims.edit;

import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a Sims skill document saves, at one moment: the character data of the CMX or BCF file (skeletons,
 * suits, skills with their motions and events) and the keyframes of the skills whose CFP was found. The values are
 * immutable, so a state is a cheap snapshot and an edit a change from one state to another; undoing gives back the
 * very objects read, which write the original bytes.
 *
 * @param data      what the CMX or BCF file holds
 * @param keyframes the decoded CFP of each skill that has one, by skill index
 */
public record SkillFileState(SimsCharacterData data, Map<Integer, SkillKeyframes> keyframes) {

    public SkillFileState {
        Objects.requireNonNull(data, "data");
        keyframes = Map.copyOf(keyframes);
    }

    /** Skill {@code index}. */
    public SimsSkill skill(int index) {
        return data.skills().get(index);
    }

    /** The number of skills. */
    public int skillCount() {
        return data.skills().size();
    }

    /** The keyframes of skill {@code index}, empty when its CFP was not found. */
    public Optional<SkillKeyframes> keyframes(int index) {
        return Optional.ofNullable(keyframes.get(index));
    }

    /** This state with skill {@code index} replaced. */
    public SkillFileState withSkill(int index, SimsSkill skill) {
        return new SkillFileState(data.withSkill(index, skill), keyframes);
    }

    /** This state with other keyframes for skill {@code index}. */
    public SkillFileState withKeyframes(int index, SkillKeyframes values) {
        Map<Integer, SkillKeyframes> changed = new HashMap<>(keyframes);
        changed.put(index, values);
        return new SkillFileState(data, changed);
    }
}
