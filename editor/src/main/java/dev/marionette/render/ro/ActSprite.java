package dev.marionette.render.ro;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.spr.SpriteSheet;
import java.util.Objects;

/**
 * An ACT and the SPR its layers draw from, with a renderer (and image cache) of its own: one part of a
 * character (body, head, headgear...) ready to draw. Not thread-safe.
 */
public final class ActSprite {

    private final ActDocument act;
    private final FrameRenderer renderer;

    /** {@code act} drawn from {@code sheet}. */
    public ActSprite(ActDocument act, SpriteSheet sheet) {
        this.act = Objects.requireNonNull(act, "act");
        this.renderer = new FrameRenderer(Objects.requireNonNull(sheet, "sheet"));
    }

    public ActDocument act() {
        return act;
    }

    public SpriteSheet sheet() {
        return renderer.images().sheet();
    }

    /** The renderer drawing this sprite's frames (its cache holds the converted images). */
    public FrameRenderer renderer() {
        return renderer;
    }

    /** Number of frames of {@code action}, 0 when there is no such action. */
    public int frameCount(int action) {
        return action >= 0 && action < act.animations().size() ? act.animations().get(action).frames().size() : 0;
    }

    /** Frame {@code frame} of {@code action}, or null when either does not exist. */
    public ActFrame frame(int action, int frame) {
        if (frame < 0 || frame >= frameCount(action)) {
            return null;
        }
        ActAnimation animation = act.animations().get(action);
        return animation.frames().get(frame);
    }
}
