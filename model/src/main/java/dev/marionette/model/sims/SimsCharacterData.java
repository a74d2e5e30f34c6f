package dev.marionette.model.sims;

import java.util.ArrayList;
import java.util.List;

/**
 * What a TS1 CMX text file or its BCF binary twin holds: skeletons, suits and skills, in that order. A skeleton
 * file holds one skeleton and nothing else; a skill file usually no skeleton and one or more skills.
 */
public record SimsCharacterData(List<SimsSkeleton> skeletons, List<SimsSuit> suits, List<SimsSkill> skills) {

    public SimsCharacterData {
        skeletons = List.copyOf(skeletons);
        suits = List.copyOf(suits);
        skills = List.copyOf(skills);
    }

    /** A file holding just these skills. */
    public static SimsCharacterData ofSkills(List<SimsSkill> skills) {
        return new SimsCharacterData(List.of(), List.of(), skills);
    }

    /** This data with skill {@code index} replaced. */
    public SimsCharacterData withSkill(int index, SimsSkill skill) {
        List<SimsSkill> changed = new ArrayList<>(skills);
        changed.set(index, skill);
        return new SimsCharacterData(skeletons, suits, changed);
    }
}
