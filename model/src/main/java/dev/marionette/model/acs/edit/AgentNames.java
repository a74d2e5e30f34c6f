package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import java.util.List;
import java.util.Locale;

/**
 * How Agent compares and stores animation and state names. Agent looks names up ignoring case, and Microsoft's
 * compiler stores references to animations (return animations, state lists) in upper case ("IDLE1_1" for the
 * animation "Idle1_1"), so that is how new references are written.
 */
final class AgentNames {

    private AgentNames() {
    }

    /** Whether two names denote the same animation or state (both of Java's case-insensitive rules). */
    static boolean same(String a, String b) {
        return a.equalsIgnoreCase(b) || a.toUpperCase(Locale.ROOT).equals(b.toUpperCase(Locale.ROOT));
    }

    /** A reference to the animation {@code name} as the compiler stores it. */
    static String reference(String name) {
        return name.toUpperCase(Locale.ROOT);
    }

    /**
     * The reference to a renamed animation: written exactly as the new name when the old reference was written
     * exactly as the old name, otherwise in upper case, so each reference keeps the convention it had.
     */
    static String renamedReference(String reference, String oldName, String newName) {
        return reference.equals(oldName) ? newName : reference(newName);
    }

    /** Index of the animation named {@code name} (ignoring case), or -1. */
    static int animationIndex(AgentCharacter c, String name) {
        List<AgentAnimation> all = c.animations();
        for (int i = 0; i < all.size(); i++) {
            if (same(all.get(i).name(), name)) {
                return i;
            }
        }
        return -1;
    }

    /** Index of an animation other than {@code except} named {@code name} (ignoring case), or -1. */
    static int otherAnimationIndex(AgentCharacter c, String name, int except) {
        List<AgentAnimation> all = c.animations();
        for (int i = 0; i < all.size(); i++) {
            if (i != except && same(all.get(i).name(), name)) {
                return i;
            }
        }
        return -1;
    }

    /** Rejects a blank name or one another animation already has. */
    static void requireNewAnimationName(AgentCharacter c, String name, int except) {
        AgentLimits.require(name != null && !name.isBlank(), "An animation needs a name.");
        AgentLimits.require(name.strip().equals(name), "An animation name cannot start or end with a space.");
        int clash = otherAnimationIndex(c, name, except);
        AgentLimits.require(clash < 0, "There is already an animation named \"" + (clash < 0 ? name
                : c.animations().get(clash).name()) + "\" (names are compared ignoring case).");
    }
}
