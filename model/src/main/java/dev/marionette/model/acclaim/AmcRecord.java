package dev.marionette.model.acclaim;

import java.util.Arrays;
import java.util.Objects;

/**
 * One bone line of a motion frame: the bone's name, its values in the order of its dof (in the file's units:
 * degrees or radians, raw lengths), and the line's exact bytes. Immutable: edits make new records whose line
 * keeps every untouched token as written.
 */
public final class AmcRecord {

    private final String bone;
    private final double[] values;
    private final LineText text;

    private AmcRecord(String bone, double[] values, LineText text) {
        this.bone = Objects.requireNonNull(bone, "bone");
        this.values = values;
        this.text = Objects.requireNonNull(text, "text");
    }

    /** A record as read: the reader gives up {@code values} and guarantees they are what {@code text} spells. */
    public static AmcRecord read(String bone, double[] values, LineText text) {
        return new AmcRecord(bone, values, text);
    }

    /** A new record written in {@code style}; its values are those the written text reads back as. */
    public static AmcRecord formatted(String bone, double[] values, AmcStyle style) {
        double[] exact = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            exact[i] = Double.parseDouble(style.numbers().format(values[i]));
        }
        return new AmcRecord(bone, exact, LineText.of(style.boneLine(bone, values)));
    }

    /** The bone's name as written. */
    public String bone() {
        return bone;
    }

    /** Number of values. */
    public int valueCount() {
        return values.length;
    }

    /** Value {@code index}, in file units. */
    public double value(int index) {
        return values[index];
    }

    /** The values (a copy). */
    public double[] values() {
        return values.clone();
    }

    /** The line's bytes. */
    public LineText text() {
        return text;
    }

    /**
     * This record with value {@code index} set to {@code value}, spelled in {@code numbers}; the rest of the line
     * keeps its bytes. The stored value is the one the new spelling reads back as.
     */
    public AmcRecord withValue(int index, double value, AmcNumberFormat numbers) {
        String spelled = numbers.format(value);
        double[] copy = values.clone();
        copy[index] = Double.parseDouble(spelled);
        return new AmcRecord(bone, copy, text.withToken(index + 1, spelled));
    }

    /** This record for a renamed bone; only the name token changes. */
    public AmcRecord renamed(String newName) {
        return new AmcRecord(newName, values, text.withToken(0, newName));
    }

    /** True when both name the same bone with the same values (the bytes may differ). */
    public boolean sameContent(AmcRecord o) {
        return bone.equals(o.bone) && Arrays.equals(values, o.values);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AmcRecord r && sameContent(r) && text.equals(r.text);
    }

    @Override
    public int hashCode() {
        return bone.hashCode() * 31 + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return text.line();
    }
}
