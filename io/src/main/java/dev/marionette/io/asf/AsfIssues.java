package dev.marionette.io.asf;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.text.TextLocation;
import java.util.ArrayList;
import java.util.List;

/**
 * The strict/lenient choice for ASF reading, with text positions: a tolerable problem fails when strict and is a
 * warning (naming line and column) when lenient.
 */
final class AsfIssues {

    private final TextLocation where;
    private final boolean lenient;
    private final List<ReadWarning> warnings = new ArrayList<>();

    AsfIssues(TextLocation where, ReadOptions options) {
        this.where = where;
        this.lenient = options.lenient();
    }

    /** A warning in both modes. */
    void warn(long offset, String field, String message) {
        warnings.add(new ReadWarning(where.source(), offset, field, where.where(offset) + ": " + message));
    }

    /** Fails when strict; when lenient records the warning {@code found; whatWasDone}. */
    void tolerate(long offset, String field, String expected, String found, String whatWasDone)
            throws FormatException {
        if (!lenient) {
            throw where.error(offset, field, expected, found);
        }
        warn(offset, field, found + " (expected " + expected + "); " + whatWasDone);
    }

    /**
     * An unknown word {@code t} where a keyword of {@code expected} belongs: an error when strict; when lenient a
     * warning, and the word and the rest of its line are skipped.
     */
    void unknown(AsfSection s, AsfToken t, String field, String expected) throws FormatException {
        tolerate(t.offset(), field, expected, TextLocation.quote(t.text()), "ignored with the rest of its line");
        while (s.nextOnLineOf(t)) {
            s.take(field, expected);
        }
    }

    List<ReadWarning> warnings() {
        return List.copyOf(warnings);
    }
}
