package dev.marionette.editor.agent.canvas;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.List;

/**
 * Turns frames into pictures for the screen, composited exactly as Agent does ({@link AgentCompositor}: images
 * drawn last to first at their offsets, the transparent index left out, a mouth overlay last, in place of the
 * topmost image when it replaces it). Transparent pixels come out with alpha 0.
 */
public final class FrameRenderer {

    private FrameRenderer() {
    }

    /** The frame as shown, with mouth overlay {@code mouthType} (0..6) when the frame has it, else plain. */
    public static BufferedImage render(AgentCharacter c, AgentFrame frame, int mouthType) {
        AgentMouth mouth = mouth(frame, mouthType);
        byte[] pixels = mouth != null && mouth.imageIndex() < c.images().size()
                ? AgentCompositor.renderWithMouth(c, frame, mouth)
                : AgentCompositor.renderFrame(c, frame);
        return toImage(c, pixels, c.frameWidth(), c.frameHeight());
    }

    /** The layers composited as given (first = topmost), e.g. while an image is being dragged. */
    public static BufferedImage render(AgentCharacter c, List<AgentFrameImage> layers) {
        return toImage(c, AgentCompositor.compose(c, layers), c.frameWidth(), c.frameHeight());
    }

    /** One image of the character's table on its own. */
    public static BufferedImage renderImage(AgentCharacter c, AgentImage image) {
        if (!image.isPresent() || image.width() == 0 || image.height() == 0) {
            return new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
        }
        return toImage(c, image.pixels(), image.width(), image.height());
    }

    /** The overlay of a type, or null. */
    public static AgentMouth mouth(AgentFrame frame, int type) {
        if (frame == null || type < 0) {
            return null;
        }
        for (AgentMouth m : frame.mouths()) {
            if (m.type() == type) {
                return m;
            }
        }
        return null;
    }

    /** Bottom-up palette pixels of the image layout as a top-down ARGB image. */
    public static BufferedImage toImage(AgentCharacter c, byte[] pixels, int width, int height) {
        BufferedImage out = new BufferedImage(Math.max(1, width), Math.max(1, height), BufferedImage.TYPE_INT_ARGB);
        if (width == 0 || height == 0) {
            return out;
        }
        int[] argb = AgentCompositor.toArgb(c, pixels, width, height);
        int[] target = ((DataBufferInt) out.getRaster().getDataBuffer()).getData();
        System.arraycopy(argb, 0, target, 0, argb.length);
        return out;
    }
}
