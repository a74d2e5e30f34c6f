package dev.marionette.editor.ro.canvas;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import java.util.HashMap;
import java.util.Map;

/**
 * What a mouse gesture would do, shown before it is done: replacement values for some layers and anchors of
 * the frame shown. The canvas draws the frame through {@link #apply}; the document is not touched until the
 * gesture ends and posts one edit. Empty between gestures.
 */
public final class LayerPreview {

    private final Map<Integer, SpriteLayer> layers = new HashMap<>();
    private final Map<Integer, int[]> anchors = new HashMap<>();

    public boolean isEmpty() {
        return layers.isEmpty() && anchors.isEmpty();
    }

    /** Shows layer {@code index} as {@code value} (a copy the caller no longer changes). */
    public void setLayer(int index, SpriteLayer value) {
        layers.put(index, value);
    }

    /** Shows anchor {@code index} at (x, y). */
    public void setAnchor(int index, int x, int y) {
        anchors.put(index, new int[] {x, y});
    }

    public void clear() {
        layers.clear();
        anchors.clear();
    }

    /** The frame as the gesture would leave it: {@code frame} itself when nothing is previewed. */
    public ActFrame apply(ActFrame frame) {
        if (frame == null || isEmpty()) {
            return frame;
        }
        ActFrame copy = frame.copy();
        layers.forEach((i, layer) -> {
            if (i < copy.layers().size()) {
                copy.layers().set(i, layer);
            }
        });
        anchors.forEach((i, xy) -> {
            if (i < copy.anchors().size()) {
                Anchor a = copy.anchors().get(i);
                a.setX(xy[0]);
                a.setY(xy[1]);
            }
        });
        return copy;
    }
}
