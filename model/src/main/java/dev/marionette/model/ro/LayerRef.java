package dev.marionette.model.ro;

/**
 * Where a layer is: action, frame and index in the frame (0 is drawn first). Also the index path of
 * {@link dev.marionette.model.doc.Part#LAYER} changes.
 *
 * @param action index of the action
 * @param frame  index of the frame in the action
 * @param layer  index of the layer in the frame
 */
public record LayerRef(int action, int frame, int layer) {

    /** The frame this layer belongs to. */
    public FrameRef frameRef() {
        return new FrameRef(action, frame);
    }

    /** The index path [action, frame, layer]. */
    public int[] path() {
        return new int[] {action, frame, layer};
    }

    @Override
    public String toString() {
        return "layer " + layer + " of frame " + frame + " of action " + action;
    }
}
