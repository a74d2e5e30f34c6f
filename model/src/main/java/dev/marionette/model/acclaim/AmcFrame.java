package dev.marionette.model.acclaim;

import java.util.List;
import java.util.Objects;

/**
 * One frame of a motion file: its label as written (a number that real files do not keep in order, so frames are
 * counted in file order, never by label), the label line's bytes and the bone lines in the order the file gives
 * them. Immutable.
 *
 * @param label     the frame number token as written
 * @param labelText the label line's bytes
 * @param records   the bone lines in file order
 */
public record AmcFrame(String label, LineText labelText, List<AmcRecord> records) {

    public AmcFrame {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(labelText, "labelText");
        records = List.copyOf(records);
    }

    /** The position in {@link #records()} of the line for {@code bone} (exact spelling), or -1. */
    public int indexOf(String bone) {
        for (int i = 0; i < records.size(); i++) {
            if (records.get(i).bone().equals(bone)) {
                return i;
            }
        }
        return -1;
    }

    /** This frame with record {@code index} replaced. */
    public AmcFrame withRecord(int index, AmcRecord record) {
        AmcRecord[] copy = records.toArray(AmcRecord[]::new);
        copy[index] = record;
        return new AmcFrame(label, labelText, List.of(copy));
    }

    /** This frame under another label; the label line keeps its white space. */
    public AmcFrame relabeled(String newLabel) {
        return newLabel.equals(label) ? this : new AmcFrame(newLabel, labelText.withToken(0, newLabel), records);
    }

    /** The label as a number, or null when it is not an integer. */
    public Long labelNumber() {
        return FrameLabels.number(label);
    }
}
