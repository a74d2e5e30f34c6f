package dev.marionette.editor.ro.canvas;

import dev.marionette.render.ro.FrameRenderer;
import dev.marionette.render.ro.PlacedLayer;
import java.awt.AlphaComposite;
import java.awt.Composite;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * The frame as the client draws it, one image pixel per sprite pixel, which the canvas then enlarges
 * nearest-neighbour: at any zoom the canvas shows exactly the pixels the game shows, only bigger (a rotated
 * or scaled layer keeps its in-game staircase instead of being resampled finely at the zoom). The image is
 * kept and reused between paints while it is large enough. Event thread.
 */
final class FrameBuffer {

    private BufferedImage image;

    /**
     * Paints {@code faint} layers (onion skin, at {@code faintAlpha}) and then {@code layers} into the model
     * rectangle {@code area}, and draws the result into {@code g}, whose transform maps model space to the
     * component.
     */
    void paint(Graphics2D g, Rectangle area, List<List<PlacedLayer>> faint, float faintAlpha,
            List<List<PlacedLayer>> layers) {
        if (area.isEmpty()) {
            return;
        }
        BufferedImage buffer = buffer(area.width, area.height);
        Graphics2D b = buffer.createGraphics();
        try {
            b.setComposite(AlphaComposite.Clear);
            b.fillRect(0, 0, area.width, area.height);
            b.setComposite(AlphaComposite.SrcOver);
            b.setClip(0, 0, area.width, area.height);
            b.translate(-area.x, -area.y);
            if (!faint.isEmpty()) {
                b.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, faintAlpha));
                faint.forEach(part -> FrameRenderer.paintLayers(b, part));
                b.setComposite(AlphaComposite.SrcOver);
            }
            layers.forEach(part -> FrameRenderer.paintLayers(b, part));
        } finally {
            b.dispose();
        }
        Object interpolation = g.getRenderingHint(RenderingHints.KEY_INTERPOLATION);
        Composite composite = g.getComposite();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
        g.drawImage(buffer, area.x, area.y, area.x + area.width, area.y + area.height, 0, 0, area.width,
                area.height, null);
        g.setComposite(composite);
        if (interpolation != null) {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, interpolation);
        }
    }

    private BufferedImage buffer(int width, int height) {
        if (image == null || image.getWidth() < width || image.getHeight() < height) {
            int w = Math.max(width, image == null ? 0 : image.getWidth());
            int h = Math.max(height, image == null ? 0 : image.getHeight());
            image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB_PRE);
        }
        return image;
    }
}
