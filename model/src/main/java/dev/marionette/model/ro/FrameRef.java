package dev.marionette.model.ro;

/**
 * Where a frame is: its action and its index in that action. Also the index path of
 * {@link dev.marionette.model.doc.Part#FRAME} changes.
 *
 * @param action index of the action
 * @param frame  index of the frame in the action
 */
public record FrameRef(int action, int frame) {

    /** The layer {@code layer} of this frame. */
    public LayerRef layer(int layer) {
        return new LayerRef(action, frame, layer);
    }

    /** The anchor {@code anchor} of this frame. */
    public AnchorRef anchor(int anchor) {
        return new AnchorRef(action, frame, anchor);
    }

    /** The index path [action, frame]. */
    public int[] path() {
        return new int[] {action, frame};
    }

    @Override
    public String toString() {
        return "frame " + frame + " of action " + action;
    }
}
