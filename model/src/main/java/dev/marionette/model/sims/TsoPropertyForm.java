package dev.marionette.model.sims;

/**
 * How deep the property lists of a TSO motion are nested in the file. The published readers disagree and no game
 * file was at hand to settle it, so both are read and the form found is kept for writing back.
 */
public enum TsoPropertyForm {
    /**
     * Three levels: lists, props, key/value pairs; as FreeSO and Niotso read them, the two readers that play
     * the game's own files. Written for new files.
     */
    NESTED,
    /** Two levels: lists of key/value pairs, as in TS1; as mixiate's ts1-blender-io reads and writes them. */
    FLAT
}
