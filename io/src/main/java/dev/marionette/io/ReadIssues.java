package dev.marionette.io;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects warnings while reading and applies the strict/lenient choice in one place: a tolerable problem
 * is a {@link FormatException} when reading strictly and a {@link ReadWarning} when reading leniently.
 */
public final class ReadIssues {

    private final String source;
    private final boolean lenient;
    private final List<ReadWarning> warnings = new ArrayList<>();

    public ReadIssues(String source, ReadOptions options) {
        this.source = source;
        this.lenient = options.lenient();
    }

    /** True when tolerable problems become warnings. */
    public boolean lenient() {
        return lenient;
    }

    /** Records a warning that applies in both modes. */
    public void warn(long offset, String field, String message) {
        warnings.add(new ReadWarning(source, offset, field, message));
    }

    /**
     * A problem other tools tolerate: fails when strict; when lenient, records {@code whatWasDone}.
     *
     * @param expected    what the format allows
     * @param found       what the file holds
     * @param whatWasDone how lenient reading handles it, e.g. "ignored; they will not be written back"
     */
    public void tolerate(long offset, String field, String expected, String found, String whatWasDone)
            throws FormatException {
        if (!lenient) {
            throw new FormatException(source, offset, field, expected, found);
        }
        warn(offset, field, found + " (expected " + expected + "); " + whatWasDone);
    }

    /** The warnings so far (a copy). */
    public List<ReadWarning> warnings() {
        return List.copyOf(warnings);
    }
}
