package dev.marionette.editor.ro.pixel;

import dev.marionette.editor.ro.canvas.CanvasScene;
import java.util.List;

/** Where the pixel editor finds the frame shown in the tab: what the sprite canvas draws for it. */
@FunctionalInterface
public interface PixelContextSource {

    /** The parts of the frame shown (edited sprite and references), as the canvas places them. */
    List<CanvasScene.Part> parts();
}
