package dev.marionette.io.sims;

import dev.marionette.model.sims.SimsSkill;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Picks one skill of a file by what a user typed ({@code --skill N|NAME}): its index from 0, as {@code info}
 * numbers them, or its name (any case).
 */
public final class SkillSelector {

    private SkillSelector() {
    }

    /**
     * The index of the skill {@code choice} names; with no choice, the only skill.
     *
     * @throws IllegalArgumentException naming the skills there are, when the choice fits none or is needed
     */
    public static int select(List<SimsSkill> skills, String choice) {
        if (skills.isEmpty()) {
            throw new IllegalArgumentException("the file holds no skill");
        }
        if (choice == null || choice.isBlank()) {
            if (skills.size() == 1) {
                return 0;
            }
            throw new IllegalArgumentException("the file holds " + skills.size()
                    + " skills; choose one with --skill N|NAME: " + list(skills));
        }
        String wanted = choice.strip();
        for (int i = 0; i < skills.size(); i++) {
            if (skills.get(i).name().equalsIgnoreCase(wanted)) {
                return i;
            }
        }
        if (wanted.matches("\\d{1,9}")) {
            int index = Integer.parseInt(wanted);
            if (index < skills.size()) {
                return index;
            }
        }
        throw new IllegalArgumentException("no skill \"" + wanted + "\" in the file; it holds " + list(skills));
    }

    private static String list(List<SimsSkill> skills) {
        return IntStream.range(0, skills.size()).mapToObj(i -> i + " " + skills.get(i).name())
                .collect(Collectors.joining(", "));
    }
}
