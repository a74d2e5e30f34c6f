package dev.marionette.render.ro;

import dev.marionette.model.act.ActFrame;
import java.util.List;

/**
 * One part of a composed character resolved for an action and frame: which of its frames it shows and the
 * offset its layers are moved by (its first anchor put on the body's).
 *
 * @param part       the part
 * @param driver     true for the part whose frame drives the others
 * @param action     the action shown
 * @param frameIndex the part's frame number
 * @param frame      that frame
 * @param offsetX    horizontal offset of every layer
 * @param offsetY    vertical offset of every layer
 */
public record PlacedPart(Composition.Part part, boolean driver, int action, int frameIndex, ActFrame frame,
        int offsetX, int offsetY) {

    /** The part's visible layers, placed with the offset. */
    public List<PlacedLayer> layers() {
        return part.sprite().renderer().place(frame, offsetX, offsetY);
    }
}
