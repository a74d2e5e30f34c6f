package dev.marionette.editor.agent.canvas;

import dev.marionette.editor.agent.AgentContext;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.UIManager;
import javax.swing.event.ChangeListener;

/**
 * The selected frame, composited exactly as Agent shows it, on a checkerboard the size of the character's
 * frame (its outline and size are drawn too). Zooms from "fit" to 3200% (the wheel zooms around the pointer)
 * and pans (space-drag, middle or right drag: {@link CanvasInput}); the left button goes to the active
 * {@link CanvasTool}. The selected image is outlined. During a preview the player shows its own pictures
 * ({@link #showPicture}) and a word balloon ({@link #setBalloonText}).
 *
 * <p>Painting follows the style guide: the document is drawn scaled in frame space, outlines and labels in
 * view space so they stay crisp. The composited frame is cached and rebuilt only when a change concerns it.
 */
public final class FrameCanvas extends JComponent {

    private static final Color CHECK_LIGHT = new Color(0xF4F4F4);
    private static final Color CHECK_DARK = new Color(0xDADADA);
    private static final Color SELECTION = new Color(0x1E88E5);

    private final AgentContext context;
    private final ZoomModel zoom = new ZoomModel();
    private final ChangeListener selectionListener = e -> invalidateFrame();
    private CanvasTool tool;
    private BufferedImage cached;
    private List<AgentFrameImage> dragLayers;
    private BufferedImage picture;
    private String balloonText;
    private long lastPaintNanos;
    private long paintedAtNanos;

    public FrameCanvas(AgentContext context) {
        this.context = context;
        setName("frameCanvas");
        setFocusable(true);
        setOpaque(true);
        setPreferredSize(new Dimension(480, 420));
        tool = new MoveImageTool(context, this);
        context.listen(this::documentChanged);
        context.selection().addChangeListener(selectionListener);
        new CanvasInput(this).install();
    }

    /** The zoom and pan. */
    public ZoomModel zoom() {
        return zoom;
    }

    AgentContext context() {
        return context;
    }

    CanvasTool tool() {
        return tool;
    }

    /** Draws these layers instead of the frame's own (a drag in progress), or the frame again with null. */
    void setDragLayers(List<AgentFrameImage> layers) {
        dragLayers = layers;
        cached = null;
        repaint();
    }

    /** Shows a picture the preview made instead of the selected frame; null shows the frame again. */
    public void showPicture(BufferedImage image) {
        picture = image;
        repaint();
    }

    /** Shows a word balloon with this text above the frame (null: none). */
    public void setBalloonText(String text) {
        balloonText = text;
        repaint();
    }

    /** The balloon's text, or null when none shows. */
    public String balloonText() {
        return balloonText;
    }

    /** Whether the canvas shows a preview picture rather than the selected frame. */
    public boolean isShowingPicture() {
        return picture != null;
    }

    /** How long the last paint took, in nanoseconds (for the performance harness). */
    public long lastPaintNanos() {
        return lastPaintNanos;
    }

    /** Fits the frame into the view; the zoom follows resizes until the user zooms. */
    public void fit() {
        zoom.fit(frameW(), frameH(), getWidth(), getHeight());
        repaint();
    }

    /** 100%. */
    public void actualSize() {
        zoom.setScale(1, frameW(), frameH(), getWidth(), getHeight());
        repaint();
    }

    /** One zoom step in or out around the view's centre. */
    public void zoomStep(boolean in) {
        zoomAround(in, getWidth() / 2.0, getHeight() / 2.0);
    }

    void zoomAround(boolean in, double viewX, double viewY) {
        zoom.zoomAround(in, viewX, viewY, frameW(), frameH(), getWidth(), getHeight());
        repaint();
        firePropertyChange("zoom", -1.0, zoom.scale());
    }

    void pan(double dx, double dy) {
        zoom.pan(dx, dy);
        repaint();
    }

    private int frameW() {
        return context.character().frameWidth();
    }

    private int frameH() {
        return context.character().frameHeight();
    }

    private void documentChanged(DocumentEvent e) {
        int a = context.selection().animation();
        for (Change c : e.changes()) {
            boolean global = c.part() == Part.CHARACTER || c.part() == Part.IMAGE || c.part() == Part.ANIMATION;
            if (global || !c.path().isEmpty() && c.path().get(0) == a) {
                invalidateFrame();
                return;
            }
        }
    }

    /** Rebuilds the composited frame at the next paint. */
    public void invalidateFrame() {
        cached = null;
        repaint();
    }

    @Override
    public void setBounds(int x, int y, int width, int height) {
        super.setBounds(x, y, width, height);
        if (zoom.isFitting()) {
            zoom.fit(frameW(), frameH(), width, height);
        }
    }

    /** The composited picture of the selected frame (with the previewed mouth), or null without a frame. */
    BufferedImage framePicture() {
        if (cached == null) {
            AgentCharacter c = context.character();
            AgentFrame frame = context.selection().selectedFrame();
            if (dragLayers != null) {
                cached = FrameRenderer.render(c, dragLayers);
            } else if (frame != null) {
                cached = FrameRenderer.render(c, frame, context.selection().mouth());
            }
        }
        return cached;
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        long start = System.nanoTime();
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setColor(UIManager.getColor("Panel.background") != null ? UIManager.getColor("Panel.background")
                    : Color.LIGHT_GRAY);
            g.fillRect(0, 0, getWidth(), getHeight());
            Rectangle frameRect = frameRectangle();
            paintChecks(g, frameRect);
            BufferedImage image = picture != null ? picture : framePicture();
            if (image != null) {
                g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
                g.drawImage(image, frameRect.x, frameRect.y, frameRect.width, frameRect.height, null);
            }
            paintFrameOutline(g, frameRect);
            if (picture == null) {
                paintSelection(g);
                tool.paintOverlay(g, zoom);
            }
            if (balloonText != null) {
                BalloonPainter.paint(g, context.character(), balloonText, frameRect);
            }
        } finally {
            g.dispose();
        }
        paintedAtNanos = System.nanoTime();
        lastPaintNanos = paintedAtNanos - start;
    }

    /** {@link System#nanoTime()} when the last paint finished; 0 before the first (for the timing harness). */
    public long paintedAtNanos() {
        return paintedAtNanos;
    }

    Rectangle frameRectangle() {
        int x = (int) Math.round(zoom.originX());
        int y = (int) Math.round(zoom.originY());
        return new Rectangle(x, y, (int) Math.round(frameW() * zoom.scale()), (int) Math.round(frameH()
                * zoom.scale()));
    }

    /** One 16x16 tile of the checkerboard, painted with a TexturePaint: one fill instead of thousands. */
    private static final java.awt.TexturePaint CHECKS = checks();

    private static java.awt.TexturePaint checks() {
        BufferedImage tile = new BufferedImage(16, 16, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = tile.createGraphics();
        g.setColor(CHECK_LIGHT);
        g.fillRect(0, 0, 16, 16);
        g.setColor(CHECK_DARK);
        g.fillRect(8, 0, 8, 8);
        g.fillRect(0, 8, 8, 8);
        g.dispose();
        return new java.awt.TexturePaint(tile, new java.awt.Rectangle(0, 0, 16, 16));
    }

    private void paintChecks(Graphics2D g, Rectangle r) {
        Graphics2D checks = (Graphics2D) g.create();
        try {
            checks.translate(r.x, r.y);
            checks.setPaint(CHECKS);
            checks.fillRect(0, 0, r.width, r.height);
        } finally {
            checks.dispose();
        }
    }

    private void paintFrameOutline(Graphics2D g, Rectangle r) {
        g.setColor(UIManager.getColor("Label.disabledForeground") != null
                ? UIManager.getColor("Label.disabledForeground") : Color.GRAY);
        g.drawRect(r.x - 1, r.y - 1, r.width + 1, r.height + 1);
        String size = frameW() + " \u00d7 " + frameH() + "  " + Math.round(zoom.scale() * 100) + "%";
        g.drawString(size, r.x, r.y + r.height + g.getFontMetrics().getAscent() + 4);
    }

    private void paintSelection(Graphics2D g) {
        AgentFrame frame = context.selection().selectedFrame();
        int p = context.selection().image();
        if (frame == null || p < 0 || p >= frame.images().size()) {
            return;
        }
        AgentFrameImage placed = dragLayers != null && p < dragLayers.size() ? dragLayers.get(p) : frame.images().get(p);
        if (placed.imageIndex() >= context.character().images().size()) {
            return;
        }
        AgentImage image = context.character().images().get(placed.imageIndex());
        int x0 = (int) Math.round(zoom.toViewX(placed.x()));
        int y0 = (int) Math.round(zoom.toViewY(placed.y()));
        int x1 = (int) Math.round(zoom.toViewX(placed.x() + image.width()));
        int y1 = (int) Math.round(zoom.toViewY(placed.y() + image.height()));
        g.setStroke(new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {4, 3}, 0));
        g.setColor(SELECTION);
        g.drawRect(x0, y0, Math.max(1, x1 - x0 - 1), Math.max(1, y1 - y0 - 1));
    }

    /** Stops listening to the document and the selection. */
    public void dispose() {
        tool.cancel();
        context.selection().removeChangeListener(selectionListener);
    }
}
