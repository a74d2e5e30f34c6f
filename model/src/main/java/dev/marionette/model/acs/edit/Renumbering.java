package dev.marionette.model.acs.edit;

import dev.marionette.model.doc.Change;
import java.util.List;

/**
 * The references by index into a list that an insertion, removal or move in that list renumbers (frames to
 * images and sounds: {@link TableReferences}; branches and exit frames to frames: {@link FrameLinks}). Worked
 * out once, on the state the edit was made in, then set forwards or back.
 */
interface Renumbering {

    /** No references to renumber. */
    Renumbering NONE = new Renumbering() {
        @Override
        public void apply() {
        }

        @Override
        public void revert() {
        }

        @Override
        public List<Change> changes() {
            return List.of();
        }

        @Override
        public long memoryCost() {
            return 0;
        }
    };

    /** Sets the references to their new indexes. */
    void apply();

    /** Puts the references back as they were. */
    void revert();

    /** The changes the renumbering makes, in the order {@link #apply} makes them. */
    List<Change> changes();

    /** Bytes the renumbering keeps alive, roughly, for the history's memory budget. */
    long memoryCost();
}
