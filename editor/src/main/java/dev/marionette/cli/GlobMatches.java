package dev.marionette.cli;

import dev.marionette.io.grf.GrfGlob;
import java.io.PrintWriter;
import java.util.List;

/**
 * Several globs matched against the names of an archive's entries at once, remembering which matched something, so
 * that each glob that chose nothing gets one line ({@code archive} subcommands and the file commands' {@code
 * --include}).
 */
final class GlobMatches {

    private final List<String> texts;
    private final List<GrfGlob> globs;
    private final boolean[] used;

    /**
     * @param texts the globs as the user wrote them (for the messages)
     * @param globs the same, compiled, in the same order
     */
    GlobMatches(List<String> texts, List<GrfGlob> globs) {
        this.texts = texts;
        this.globs = globs;
        this.used = new boolean[globs.size()];
    }

    /** The globs {@code texts}, compiled. */
    static GlobMatches of(List<String> texts) {
        return new GlobMatches(texts, texts.stream().map(GrfGlob::of).toList());
    }

    /** True when there are no globs (everything is chosen). */
    boolean isEmpty() {
        return globs.isEmpty();
    }

    /** True when {@code name} matches one of the globs; every glob it matches counts as used. */
    boolean matchesAny(CharSequence name) {
        boolean any = false;
        for (int g = 0; g < globs.size(); g++) {
            if (globs.get(g).matches(name)) {
                used[g] = true;
                any = true;
            }
        }
        return any;
    }

    /** Prints {@code linePrefix} and the glob for each glob that matched nothing; true when it printed any. */
    boolean reportUnmatched(PrintWriter err, String linePrefix) {
        boolean reported = false;
        for (int g = 0; g < used.length; g++) {
            if (!used[g]) {
                err.println(linePrefix + texts.get(g));
                reported = true;
            }
        }
        return reported;
    }
}
