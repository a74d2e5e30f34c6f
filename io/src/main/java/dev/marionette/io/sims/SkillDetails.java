package dev.marionette.io.sims;

import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.TimeProperty;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The facts {@code info --skill N|NAME} adds for the chosen skill: its rate, each motion (bone, frames, where its
 * keyframes are) and each event (time, the frame it falls on, the bone of its motion, its key/value pairs).
 */
final class SkillDetails {

    private SkillDetails() {
    }

    /** The facts of skill {@code index}, labelled "skill N ...". */
    static Map<String, String> describe(int index, SimsSkill skill) {
        Map<String, String> facts = new LinkedHashMap<>();
        String label = "skill " + index;
        double rate = SimsRig.frameRate(skill.frameCount(), skill.duration());
        facts.put(label + " plays at", String.format(java.util.Locale.ROOT, "%.3f fps (%d frames over %s ms)", rate,
                skill.frameCount(), SimsText.number(skill.duration())));
        for (int m = 0; m < skill.motions().size(); m++) {
            SimsMotion motion = skill.motions().get(m);
            facts.put(label + " motion " + m, motion.boneName() + ", " + Integer.toUnsignedString(motion.frameCount())
                    + " frames" + channel(", translations from ", motion.translates(), motion.firstTranslation())
                    + channel(", rotations from ", motion.rotates(), motion.firstRotation())
                    + (motion.properties().isEmpty() ? "" : ", properties " + motion.properties().stream()
                            .flatMap(l -> l.pairs().stream()).map(Object::toString).toList()));
        }
        int e = 0;
        for (SimsMotion motion : skill.motions()) {
            for (TimeProperty event : motion.events()) {
                long time = Integer.toUnsignedLong(event.time());
                facts.put(label + " event " + e++, time + " ms (frame " + Math.round(time * rate / 1000) + ") on "
                        + motion.boneName() + ": " + event.pairs().stream().map(p -> p.key() + " " + p.value())
                        .map(String::strip).collect(Collectors.joining(", ")));
            }
        }
        return facts;
    }

    private static String channel(String what, boolean present, int first) {
        return present ? what + first : "";
    }
}
