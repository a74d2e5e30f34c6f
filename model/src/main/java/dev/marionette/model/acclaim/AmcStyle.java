package dev.marionette.model.acclaim;

import java.util.Objects;

/**
 * How a motion file lays out the lines it holds, found by its reader, so that lines an edit writes anew (resampled
 * frames, new labels) look like the rest: the line terminator, the white space between a bone's name and its
 * values and after the last value, and the spelling of numbers.
 *
 * @param lineEnd   the terminator of the file's lines ({@code \n} or {@code \r\n})
 * @param separator what separates the tokens of a bone line (usually one space)
 * @param trailing  what follows the last value before the terminator (usually nothing; endorphin writes a space)
 * @param numbers   the spelling of numbers
 */
public record AmcStyle(String lineEnd, String separator, String trailing, AmcNumberFormat numbers) {

    /** Unix lines, single spaces, {@code %g} numbers: for motion written from scratch. */
    public static final AmcStyle DEFAULT = new AmcStyle("\n", " ", "", AmcNumberFormat.GENERAL);

    public AmcStyle {
        Objects.requireNonNull(lineEnd, "lineEnd");
        Objects.requireNonNull(separator, "separator");
        Objects.requireNonNull(trailing, "trailing");
        Objects.requireNonNull(numbers, "numbers");
    }

    /** A bone line: name and values in this style, with the terminator. */
    public String boneLine(String bone, double[] values) {
        StringBuilder sb = new StringBuilder(bone.length() + values.length * 12);
        sb.append(bone);
        for (double v : values) {
            sb.append(separator).append(numbers.format(v));
        }
        return sb.append(trailing).append(lineEnd).toString();
    }

    /** A frame label line with the terminator. */
    public String labelLine(String label) {
        return label + lineEnd;
    }
}
