package dev.marionette.editor.agent.canvas;

import java.awt.event.MouseEvent;

/**
 * A mouse event with its position converted once into frame coordinates (pixels of the character frame,
 * fractional), so tools never convert by themselves.
 *
 * @param event  the Swing event (buttons, modifiers, view position)
 * @param frameX frame x under the pointer
 * @param frameY frame y under the pointer
 */
public record CanvasMouse(MouseEvent event, double frameX, double frameY) {

    /** The frame pixel column under the pointer. */
    public int pixelX() {
        return (int) Math.floor(frameX);
    }

    /** The frame pixel row under the pointer. */
    public int pixelY() {
        return (int) Math.floor(frameY);
    }
}
