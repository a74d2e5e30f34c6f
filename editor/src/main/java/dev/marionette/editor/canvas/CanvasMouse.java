package dev.marionette.editor.canvas;

import dev.marionette.render.Viewport;
import java.awt.event.MouseEvent;
import javax.swing.SwingUtilities;

/**
 * A mouse event with its position converted to model space once (the style guide's coordinate rule):
 * {@code x, y} are component pixels, {@code modelX, modelY} model units (fractional; the centre of model pixel
 * (i, j) is (i + 0.5, j + 0.5)). Tools never convert by themselves.
 *
 * @param source the Swing event (modifiers, button, click count)
 */
public record CanvasMouse(MouseEvent source, int x, int y, double modelX, double modelY) {

    /** Converts {@code e} through {@code viewport}. */
    public static CanvasMouse of(MouseEvent e, Viewport viewport) {
        return new CanvasMouse(e, e.getX(), e.getY(), viewport.toModelX(e.getX()), viewport.toModelY(e.getY()));
    }

    public boolean shift() {
        return source.isShiftDown();
    }

    /** Ctrl, or Command on macOS: toggles selection. */
    public boolean toggleModifier() {
        return source.isControlDown() || source.isMetaDown();
    }

    public boolean alt() {
        return source.isAltDown();
    }

    public boolean leftButton() {
        return SwingUtilities.isLeftMouseButton(source);
    }

    public boolean middleButton() {
        return SwingUtilities.isMiddleMouseButton(source);
    }

    public boolean rightButton() {
        return SwingUtilities.isRightMouseButton(source);
    }

    /** The model pixel under the pointer, x. */
    public int pixelX() {
        return (int) Math.floor(modelX);
    }

    /** The model pixel under the pointer, y. */
    public int pixelY() {
        return (int) Math.floor(modelY);
    }
}
