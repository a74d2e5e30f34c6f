package dev.marionette.io.acs;

import java.io.IOException;
import java.util.List;

/**
 * A character that cannot be written in the requested format without breaking it: counts or values over what
 * a field holds, references to missing images, sounds or frames, inconsistent style bits. Nothing is written
 * when this is thrown. The message lists every problem found (at most the first 20).
 */
public class AgentWriteException extends IOException {

    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    public AgentWriteException(String format, List<String> problems) {
        super(describe(format, problems));
        this.problems = List.copyOf(problems);
    }

    private static String describe(String format, List<String> problems) {
        StringBuilder sb = new StringBuilder("cannot write ").append(format).append(": ");
        int shown = Math.min(20, problems.size());
        sb.append(String.join("; ", problems.subList(0, shown)));
        if (problems.size() > shown) {
            sb.append("; and ").append(problems.size() - shown).append(" more");
        }
        return sb.toString();
    }

    /** Every problem found. */
    public List<String> problems() {
        return problems;
    }
}
