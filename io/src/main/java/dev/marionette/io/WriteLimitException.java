package dev.marionette.io;

import java.io.IOException;
import java.util.List;

/**
 * A document holds something the chosen file version cannot store (an image too large, too many items, a
 * kind of data the version lacks). Thrown before anything is written, so no broken file is produced. The
 * message lists every problem found, separated by semicolons; {@link #problems()} gives them one by one.
 */
public class WriteLimitException extends IOException {

    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    /** @param what what was being written, e.g. "SPR version 0x201" */
    public WriteLimitException(String what, List<String> problems) {
        super("cannot write " + what + ": " + String.join("; ", problems));
        this.problems = List.copyOf(problems);
    }

    /** Each problem in words. */
    public List<String> problems() {
        return problems;
    }
}
