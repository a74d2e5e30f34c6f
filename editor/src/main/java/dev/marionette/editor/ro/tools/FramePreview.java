package dev.marionette.editor.ro.tools;

import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.FrameRenderer;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.Timer;

/**
 * A small player for a tool's preview: one action of a {@link Composition} (the result, maybe on a body),
 * looping at the action's pace, drawn as the client draws it and enlarged with whole pixels to fit. The frames
 * shown are those of the composition's driver; {@link #show} replaces what is played.
 */
final class FramePreview extends JComponent {

    private static final long serialVersionUID = 1L;

    private transient Composition composition;
    private int action;
    private int frame;
    private int frames;
    private Rectangle area;
    private String caption = "";
    private final Timer timer = new Timer(150, e -> step());

    FramePreview() {
        setName("toolPreview");
        setPreferredSize(new Dimension(260, 240));
        setOpaque(true);
    }

    /** Plays {@code action} of {@code shown} at {@code millisPerFrame}; a null composition shows nothing. */
    void show(Composition shown, int shownAction, int millisPerFrame, String text) {
        this.composition = shown;
        this.action = shownAction;
        this.frame = 0;
        this.frames = shown == null ? 0 : shown.frameCount(shownAction);
        this.caption = text == null ? "" : text;
        this.area = shown == null ? null : bounds(shown, shownAction, frames);
        timer.setDelay(Math.max(40, millisPerFrame));
        if (frames > 1) {
            timer.restart();
        } else {
            timer.stop();
        }
        repaint();
    }

    /** The frame shown now (for tests). */
    int frameShown() {
        return frame;
    }

    /** How many frames are played. */
    int frameCount() {
        return frames;
    }

    void stop() {
        timer.stop();
    }

    @Override
    public void removeNotify() {
        timer.stop();
        super.removeNotify();
    }

    private void step() {
        if (frames > 0) {
            frame = (frame + 1) % frames;
            repaint();
        }
    }

    private static Rectangle bounds(Composition c, int action, int frames) {
        Rectangle2D all = null;
        for (int f = 0; f < frames; f++) {
            Optional<Rectangle2D> b = c.bounds(action, f);
            if (b.isPresent()) {
                all = all == null ? b.get() : all.createUnion(b.get());
            }
        }
        return all == null ? null : FrameRenderer.pixelBounds(all);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setColor(new Color(0x3C3F41).equals(getBackground()) ? getBackground() : new Color(0xE8E8EC));
            g.fillRect(0, 0, getWidth(), getHeight());
            int textHeight = g.getFontMetrics().getHeight() + 4;
            if (composition != null && area != null && area.width > 0 && area.height > 0) {
                BufferedImage image = composition.renderToImage(action, frame, area);
                int room = getHeight() - textHeight;
                int scale = Math.max(1, Math.min((getWidth() - 8) / area.width, (room - 8) / area.height));
                int w = area.width * scale;
                int h = area.height * scale;
                g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
                g.drawImage(image, (getWidth() - w) / 2, (room - h) / 2, w, h, null);
            }
            g.setColor(Color.DARK_GRAY);
            String text = frames > 0 ? caption + (caption.isEmpty() ? "" : "  ") + "frame " + (frame + 1) + " / " + frames
                    : caption;
            g.drawString(text, 6, getHeight() - 6);
        } finally {
            g.dispose();
        }
    }
}
