package dev.marionette.model.ro;

/**
 * Where an anchor is: action, frame and index among the frame's anchors. Also the index path of
 * {@link dev.marionette.model.doc.Part#ANCHOR} changes.
 *
 * @param action index of the action
 * @param frame  index of the frame in the action
 * @param anchor index of the anchor in the frame (0 is the one renderers use)
 */
public record AnchorRef(int action, int frame, int anchor) {

    /** The frame this anchor belongs to. */
    public FrameRef frameRef() {
        return new FrameRef(action, frame);
    }

    /** The index path [action, frame, anchor]. */
    public int[] path() {
        return new int[] {action, frame, anchor};
    }

    @Override
    public String toString() {
        return "anchor " + anchor + " of frame " + frame + " of action " + action;
    }
}
