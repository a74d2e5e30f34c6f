package dev.marionette.render.motion;

import dev.marionette.model.motion.Figure;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Which side of the body each part is on, from the part names alone, so left and right limbs can be told apart
 * in any format: a part is on the left when its name starts with a left prefix ({@code l}, {@code l_},
 * {@code left}) and the same name with the matching right prefix ({@code r}, {@code r_}, {@code right}) is a
 * part too (CMU's {@code lfemur}/{@code rfemur}, The Sims' {@code L_thigh}/{@code R_thigh}); {@code lowerback}
 * stays in the middle because there is no {@code rowerback}.
 */
public final class FigureSides {

    /** Where a part is. */
    public enum Side {
        CENTRE, LEFT, RIGHT
    }

    private static final String[][] PREFIXES = {{"left", "right"}, {"l_", "r_"}, {"l.", "r."}, {"l", "r"}};

    private FigureSides() {
    }

    /** The side of every part of {@code figure}. */
    public static Side[] of(Figure figure) {
        Set<String> names = new HashSet<>();
        for (int p = 0; p < figure.partCount(); p++) {
            names.add(figure.partName(p).toLowerCase(Locale.ROOT));
        }
        Side[] sides = new Side[figure.partCount()];
        for (int p = 0; p < sides.length; p++) {
            sides[p] = side(figure.partName(p).toLowerCase(Locale.ROOT), names);
        }
        return sides;
    }

    static Side side(String name, Set<String> names) {
        for (String[] pair : PREFIXES) {
            for (int s = 0; s < 2; s++) {
                String own = pair[s];
                String other = pair[1 - s];
                if (name.length() > own.length() && name.startsWith(own)
                        && names.contains(other + name.substring(own.length()))) {
                    return s == 0 ? Side.LEFT : Side.RIGHT;
                }
            }
        }
        return Side.CENTRE;
    }
}
