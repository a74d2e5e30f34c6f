package dev.marionette.model.ro.edit;

import java.util.Collection;
import java.util.TreeSet;

/** Undo step names: "Delete frame 3" for one item, "Delete 3 frames" for several. */
final class Names {

    private Names() {
    }

    /** "Move layer" or "Move 3 layers". */
    static String count(String verb, String noun, int count) {
        return count == 1 ? verb + " " + noun : verb + " " + count + " " + noun + "s";
    }

    /** "Delete frame 3" for one index, "Delete 3 frames" for several. */
    static String indexed(String verb, String noun, Collection<Integer> indexes) {
        TreeSet<Integer> distinct = new TreeSet<>(indexes);
        return distinct.size() == 1 ? verb + " " + noun + " " + distinct.first()
                : verb + " " + distinct.size() + " " + noun + "s";
    }
}
