package dev.marionette.editor.export;

import dev.marionette.export.ExportPreview;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.RenderingHints;
import java.awt.TexturePaint;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import javax.swing.JComponent;
import javax.swing.Timer;

/**
 * Shows what an export will write: its frames playing at their delays, or one picture, on a checkerboard so that
 * transparency shows; pixel art is enlarged by whole numbers, larger pictures are shrunk to fit. Event thread.
 */
public final class PreviewPane extends JComponent {

    private static final long serialVersionUID = 1L;

    private final Timer timer = new Timer(100, e -> advance());
    private transient ExportPreview preview;
    private String message = "";
    private int frame;

    public PreviewPane() {
        setName("exportPreview");
        setPreferredSize(new Dimension(360, 300));
        timer.setRepeats(false);
    }

    /** Shows {@code p} from its first frame. */
    public void show(ExportPreview p) {
        timer.stop();
        preview = p;
        message = "";
        frame = 0;
        schedule();
        repaint();
    }

    /** Shows a line of text instead of a picture ("Working...", an error). */
    public void message(String text) {
        timer.stop();
        preview = null;
        message = text;
        repaint();
    }

    /** The preview shown, or null. */
    public ExportPreview preview() {
        return preview;
    }

    public void stop() {
        timer.stop();
    }

    private void schedule() {
        if (preview != null && preview.isAnimated()) {
            timer.setInitialDelay(Math.max(20, preview.delaysMillis().get(frame)));
            timer.restart();
        }
    }

    private void advance() {
        if (preview == null) {
            return;
        }
        frame = (frame + 1) % preview.frames().size();
        schedule();
        repaint();
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setPaint(checkerboard());
            g.fillRect(0, 0, getWidth(), getHeight());
            if (preview == null) {
                g.setColor(getForeground());
                g.drawString(message, 10, getHeight() / 2);
                return;
            }
            BufferedImage image = preview.frames().get(frame);
            double fit = Math.min((double) getWidth() / image.getWidth(), (double) getHeight() / image.getHeight());
            double zoom = fit >= 1 ? Math.max(1, Math.min(8, Math.floor(fit))) : fit;
            int w = (int) Math.round(image.getWidth() * zoom);
            int h = (int) Math.round(image.getHeight() * zoom);
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, zoom >= 1
                    ? RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR : RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(image, (getWidth() - w) / 2, (getHeight() - h) / 2, w, h, null);
        } finally {
            g.dispose();
        }
    }

    private static TexturePaint checkerboard() {
        BufferedImage tile = new BufferedImage(16, 16, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = tile.createGraphics();
        g.setColor(new Color(0xDDDDDD));
        g.fillRect(0, 0, 16, 16);
        g.setColor(new Color(0xF4F4F4));
        g.fillRect(0, 0, 8, 8);
        g.fillRect(8, 8, 8, 8);
        g.dispose();
        return new TexturePaint(tile, new Rectangle2D.Double(0, 0, 16, 16));
    }

    @Override
    public void removeNotify() {
        timer.stop();
        super.removeNotify();
    }
}
