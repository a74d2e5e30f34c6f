package dev.marionette.model.acclaim;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** The rules a bone name must follow so that every Acclaim reader reads the files back the same. */
public final class AcclaimNames {

    /** Words with a meaning of their own where bone names appear. */
    private static final Set<String> RESERVED = Set.of("root", "begin", "end");
    /** Longest name accepted; the spec asks readers to allow long names, 64 is far above real ones. */
    public static final int MAX_LENGTH = 64;

    private AcclaimNames() {
    }

    /**
     * Why {@code candidate} cannot become the name of bone {@code boneIndex} of {@code asf}, in words for the user;
     * empty when it can. A name is one token (no white space, parentheses, commas or {@code #}), printable ASCII,
     * starts with a letter or {@code _} (readers take a line starting with a digit for a frame number), not
     * {@code root}, {@code begin} or {@code end}, and differs (ignoring case, as the spec compares names) from every
     * other bone's name.
     */
    public static Optional<String> problemWithNewName(AsfFile asf, int boneIndex, String candidate) {
        if (candidate == null || candidate.isEmpty()) {
            return Optional.of("A bone name cannot be empty.");
        }
        if (candidate.length() > MAX_LENGTH) {
            return Optional.of("A bone name has at most " + MAX_LENGTH + " characters.");
        }
        for (int i = 0; i < candidate.length(); i++) {
            char c = candidate.charAt(i);
            if (c <= ' ' || c > '~' || TextLines.isSeparator(c) || c == '#') {
                return Optional.of("A bone name is one word of printable ASCII characters, without spaces,"
                        + " parentheses, commas or #.");
            }
        }
        if (candidate.startsWith(":")) {
            return Optional.of("A bone name cannot start with ':' (that starts a section).");
        }
        char first = candidate.charAt(0);
        if (!Character.isLetter(first) && first != '_') {
            return Optional.of("A bone name starts with a letter or '_': motion readers such as amc2bvh take a line"
                    + " starting with a digit for a frame number.");
        }
        if (RESERVED.contains(candidate.toLowerCase(Locale.ROOT))) {
            return Optional.of("\"" + candidate + "\" is a keyword of the format.");
        }
        for (int i = 0; i < asf.bones().size(); i++) {
            if (i != boneIndex && asf.bones().get(i).name().equalsIgnoreCase(candidate)) {
                return Optional.of("Another bone is already named \"" + asf.bones().get(i).name() + "\".");
            }
        }
        return Optional.empty();
    }
}
