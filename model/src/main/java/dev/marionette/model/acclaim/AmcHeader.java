package dev.marionette.model.acclaim;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Everything before a motion file's first frame, kept byte for byte: comments (often {@code #!OML:ASF <path>}
 * naming the skeleton it was captured on) and keywords ({@code :FULLY-SPECIFIED}, {@code :DEGREES} or
 * {@code :RADIANS}, tool-specific ones such as {@code :FORCE-ALL-JOINTS-BE-3DOF}).
 *
 * @param text  the header's bytes
 * @param lines the header's lines without terminators
 */
public record AmcHeader(LineText text, List<String> lines) {

    /** The header of motion written from scratch: {@code :FULLY-SPECIFIED} and {@code :DEGREES}. */
    public static AmcHeader standard(String lineEnd) {
        return new AmcHeader(LineText.of(":FULLY-SPECIFIED" + lineEnd + ":DEGREES" + lineEnd),
                List.of(":FULLY-SPECIFIED", ":DEGREES"));
    }

    public AmcHeader {
        Objects.requireNonNull(text, "text");
        lines = List.copyOf(lines);
    }

    /** The angle unit the header declares: true for {@code :RADIANS}, false for {@code :DEGREES}, null for none. */
    public Boolean declaresRadians() {
        Boolean radians = null;
        for (String line : lines) {
            String keyword = line.strip().toUpperCase(Locale.ROOT);
            if (keyword.startsWith(":RADIANS")) {
                radians = true;
            } else if (keyword.startsWith(":DEGREES")) {
                radians = false;
            }
        }
        return radians;
    }

    /** The keyword lines (starting with {@code :}), stripped. */
    public List<String> keywords() {
        return lines.stream().map(String::strip).filter(l -> l.startsWith(":")).toList();
    }
}
