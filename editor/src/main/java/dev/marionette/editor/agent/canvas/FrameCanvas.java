package dev.marionette.editor.agent.canvas;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.canvas.Checkerboard;
import dev.marionette.editor.canvas.ViewportCanvas;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import dev.marionette.render.ZoomRules;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.UIManager;
import javax.swing.event.ChangeListener;

/**
 * The selected frame, composited exactly as Agent shows it, on a checkerboard the size of the character's
 * frame (its outline and size are drawn too). Zooms from "fit" to 3200% (the wheel zooms around the pointer)
 * and pans (space-drag, middle or right drag): the kit's {@link ViewportCanvas} with this editor's
 * {@link #ZOOM} rules; the left button drags images ({@link MoveImageTool}) and the arrow keys nudge the
 * selected image by one pixel (ten with Shift), the nudges of one image merging into one undo step; Escape
 * abandons a drag. The selected image is outlined. During a preview the player shows its own pictures
 * ({@link #showPicture}) and a word balloon ({@link #setBalloonText}).
 *
 * <p>Painting follows the style guide: the document is drawn scaled in frame space, outlines and labels in
 * view space so they stay crisp. The composited frame is cached and rebuilt only when a change concerns it.
 */
public final class FrameCanvas extends ViewportCanvas {

    private static final long serialVersionUID = 1L;

    /**
     * From the fit (never below 100% when the frame fits at 100%) up to 3200% in steps that keep pixels square;
     * the fit leaves 12 px around the frame and room under it for its size label.
     */
    public static final ZoomRules ZOOM = new ZoomRules(List.of(0.25, 0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0,
            24.0, 32.0), new Insets(12, 12, 32, 12), 0.05, false, true);
    private static final Checkerboard CHECKS = new Checkerboard(8, new Color(0xF4F4F4), new Color(0xDADADA));
    private static final Color SELECTION = new Color(0x1E88E5);

    private final transient AgentContext context;
    private final transient ChangeListener selectionListener = e -> invalidateFrame();
    private final transient MoveImageTool tool;
    private transient BufferedImage cached;
    private transient List<AgentFrameImage> dragLayers;
    private transient BufferedImage picture;
    private String balloonText;

    public FrameCanvas(AgentContext context) {
        super(ZOOM);
        this.context = context;
        setName("frameCanvas");
        setPreferredSize(new Dimension(480, 420));
        tool = new MoveImageTool(context, this);
        context.listen(this::documentChanged);
        context.selection().addChangeListener(selectionListener);
        tools().setChooser(e -> e.leftButton() ? tool : null);
        tools().setNudge(this::nudge);
    }

    /** The character's frame, in frame pixels: what "Fit" shows. */
    @Override
    protected Rectangle2D contentBounds() {
        return new Rectangle2D.Double(0, 0, frameW(), frameH());
    }

    /** Moves the selected image by (dx, dy); the nudges of one image merge into one undo step. */
    private void nudge(int dx, int dy) {
        AgentFrame frame = context.selection().selectedFrame();
        int p = context.selection().image();
        if (frame != null && p >= 0 && p < frame.images().size()) {
            int a = context.selection().animation();
            int f = context.selection().frame();
            context.edit(() -> context.ops().frameContent().moveImages(a, f, new int[] {p}, dx, dy));
        }
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

    /** Fits the frame into the view; the zoom follows resizes until the user zooms. */
    public void fit() {
        zoomToFit();
    }

    /** 100%, centred. */
    public void actualSize() {
        viewport().zoomAndCentre(1);
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
    protected void paintCanvas(Graphics2D g, Rectangle area) {
        g.setColor(UIManager.getColor("Panel.background") != null ? UIManager.getColor("Panel.background")
                : Color.LIGHT_GRAY);
        g.fillRect(0, 0, getWidth(), getHeight());
        Rectangle frameRect = frameRectangle();
        CHECKS.paint(g, frameRect, frameRect.x, frameRect.y);
        BufferedImage image = picture != null ? picture : framePicture();
        if (image != null) {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            g.drawImage(image, frameRect.x, frameRect.y, frameRect.width, frameRect.height, null);
        }
        paintFrameOutline(g, frameRect);
        if (picture == null) {
            paintSelection(g);
        }
        if (balloonText != null) {
            BalloonPainter.paint(g, context.character(), balloonText, frameRect);
        }
    }

    /** The frame's rectangle on the canvas, on whole pixels. */
    Rectangle frameRectangle() {
        double zoom = viewport().zoom();
        int x = (int) Math.round(viewport().originX());
        int y = (int) Math.round(viewport().originY());
        return new Rectangle(x, y, (int) Math.round(frameW() * zoom), (int) Math.round(frameH() * zoom));
    }

    private void paintFrameOutline(Graphics2D g, Rectangle r) {
        g.setColor(UIManager.getColor("Label.disabledForeground") != null
                ? UIManager.getColor("Label.disabledForeground") : Color.GRAY);
        g.drawRect(r.x - 1, r.y - 1, r.width + 1, r.height + 1);
        String size = frameW() + " \u00d7 " + frameH() + "  " + viewport().zoomText();
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
        int x0 = (int) Math.round(viewport().toComponentX(placed.x()));
        int y0 = (int) Math.round(viewport().toComponentY(placed.y()));
        int x1 = (int) Math.round(viewport().toComponentX(placed.x() + image.width()));
        int y1 = (int) Math.round(viewport().toComponentY(placed.y() + image.height()));
        g.setStroke(new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {4, 3}, 0));
        g.setColor(SELECTION);
        g.drawRect(x0, y0, Math.max(1, x1 - x0 - 1), Math.max(1, y1 - y0 - 1));
    }

    /** Stops listening to the document and the selection. */
    public void dispose() {
        tools().cancel();
        tool.cancel();
        context.selection().removeChangeListener(selectionListener);
    }
}
