package dev.marionette.editor.ro.pixel;

import dev.marionette.editor.canvas.Checkerboard;
import dev.marionette.editor.canvas.PixelGrid;
import dev.marionette.editor.canvas.ViewportCanvas;
import dev.marionette.model.ro.pixel.PixelBuffer;
import dev.marionette.model.ro.pixel.PixelSelection;
import dev.marionette.model.spr.Palette;
import dev.marionette.render.ZoomRules;
import dev.marionette.render.ro.FrameRenderer;
import dev.marionette.render.ro.PlacedLayer;
import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.List;

/**
 * The pixel editor's canvas: the working copy of the image, zoomed and panned with the editor kit (wheel,
 * middle drag or Space+drag; the right button paints with the right colour), over a checkerboard, with the
 * frame's other layers and references dimmed behind it when the context is on, the pixel grid from 400% and
 * the selection's outline. The picture is kept in an ARGB image updated only where a gesture changed pixels,
 * so a stroke repaints little.
 */
public final class PixelView extends ViewportCanvas {

    private static final long serialVersionUID = 1L;
    private static final Checkerboard CHECKER = new Checkerboard(8, new Color(0xF4, 0xF4, 0xF4),
            new Color(0xDC, 0xDC, 0xDC));
    private static final float CONTEXT_ALPHA = 0.35f;

    private final transient PixelSession session;
    private final transient PixelContext context;
    private final transient PixelGrid grid = new PixelGrid(PixelGrid.LINE, 4);
    private transient BufferedImage picture;
    private transient PixelBuffer shownBuffer;
    private transient Palette shownPalette;
    private boolean showContext = true;
    private boolean showGrid = true;

    /** A view of {@code session}'s image; {@code context} gives the frame around it (may give nothing). */
    public PixelView(PixelSession session, PixelContext context) {
        super(ZoomRules.PIXEL_ART);
        this.session = session;
        this.context = context;
        setName("pixelCanvas");
        PixelGestures gestures = new PixelGestures(session, this);
        tools().setRightButtonPans(false);
        tools().setChooser(gestures::choose);
        session.addListener(this::sessionChanged);
        rebuild();
    }

    private void sessionChanged() {
        if (session.buffer() != shownBuffer || session.buffer().width() != picture.getWidth()
                || session.buffer().height() != picture.getHeight()) {
            rebuild();
            viewport().contentChanged();
        } else {
            refresh(0, 0, picture.getWidth() - 1, picture.getHeight() - 1);
        }
        repaint();
    }

    /** The pixels changed everywhere (or somewhere not known): the whole picture is redrawn. */
    void pixelsChanged() {
        refresh(0, 0, picture.getWidth() - 1, picture.getHeight() - 1);
        repaint();
    }

    /** Pixels in the box (x0, y0)-(x1, y1), ends included, changed: only that part is redrawn. */
    void pixelsChanged(int x0, int y0, int x1, int y1) {
        int ax = Math.max(0, x0);
        int ay = Math.max(0, y0);
        int bx = Math.min(picture.getWidth() - 1, x1);
        int by = Math.min(picture.getHeight() - 1, y1);
        if (ax > bx || ay > by) {
            return;
        }
        refresh(ax, ay, bx, by);
        repaint(viewport().toComponent(new Rectangle2D.Double(ax, ay, bx - ax + 1, by - ay + 1)).getBounds());
    }

    private void rebuild() {
        PixelBuffer b = session.buffer();
        picture = new BufferedImage(Math.max(1, b.width()), Math.max(1, b.height()), BufferedImage.TYPE_INT_ARGB);
        shownBuffer = b;
        refresh(0, 0, b.width() - 1, b.height() - 1);
    }

    private void refresh(int x0, int y0, int x1, int y1) {
        PixelBuffer b = session.buffer();
        Palette palette = session.palette();
        shownPalette = palette;
        int[] out = ((DataBufferInt) picture.getRaster().getDataBuffer()).getData();
        int[] in = b.raw();
        int w = b.width();
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                int v = in[y * w + x];
                out[y * w + x] = !b.indexed() ? v : v == 0 || palette == null ? 0 : palette.argb(v);
            }
        }
    }

    public boolean showsContext() {
        return showContext;
    }

    public void setShowContext(boolean on) {
        showContext = on;
        viewport().contentChanged();
        repaint();
    }

    public boolean showsGrid() {
        return showGrid;
    }

    public void setShowGrid(boolean on) {
        showGrid = on;
        repaint();
    }

    /** What "Fit" shows: the image and, when shown, the frame around it (a body's head above it...). */
    @Override
    protected Rectangle2D contentBounds() {
        Rectangle2D image = imageBounds();
        if (!showContext) {
            return image;
        }
        PixelContext.Scene scene = context.scene(session.buffer().width(), session.buffer().height());
        if (scene == null) {
            return image;
        }
        try {
            AffineTransform toImage = scene.imageToModel().createInverse();
            Rectangle2D all = (Rectangle2D) image.clone();
            for (PlacedLayer layer : scene.others()) {
                all.add(toImage.createTransformedShape(layer.bounds()).getBounds2D());
            }
            return all;
        } catch (NoninvertibleTransformException e) {
            return image;
        }
    }

    private Rectangle2D imageBounds() {
        return new Rectangle2D.Double(0, 0, Math.max(1, session.buffer().width()), Math.max(1, session.buffer().height()));
    }

    @Override
    protected void paintCanvas(Graphics2D g, Rectangle area) {
        if (session.palette() != shownPalette) {
            refresh(0, 0, picture.getWidth() - 1, picture.getHeight() - 1);
        }
        g.setColor(new Color(0x9A, 0x9A, 0x9A));
        g.fillRect(area.x, area.y, area.width, area.height);
        Rectangle image = viewport().toComponent(imageBounds()).getBounds();
        CHECKER.paint(g, image.intersection(area), image.x, image.y);
        AffineTransform toComponent = viewport().modelToComponent();
        if (showContext) {
            paintContext(g, toComponent);
        }
        paintPicture(g, area);
        if (showGrid) {
            grid.paint(g, viewport(), image.intersection(area));
        }
        g.setColor(new Color(0, 0, 0, 90));
        g.drawRect(image.x - 1, image.y - 1, image.width + 1, image.height + 1);
        paintSelection(g);
    }

    /**
     * Draws the visible part of the picture only, as one scaled copy between whole model pixels (the grid's
     * lines fall on the same rounded places): at 800% a 512-pixel image is mostly outside the view, and a
     * transformed draw of all of it costs several times more.
     */
    private void paintPicture(Graphics2D g, Rectangle area) {
        int mx0 = Math.max(0, (int) Math.floor(viewport().toModelX(area.x)));
        int my0 = Math.max(0, (int) Math.floor(viewport().toModelY(area.y)));
        int mx1 = Math.min(session.buffer().width(), (int) Math.ceil(viewport().toModelX(area.x + area.width)));
        int my1 = Math.min(session.buffer().height(), (int) Math.ceil(viewport().toModelY(area.y + area.height)));
        if (mx0 >= mx1 || my0 >= my1) {
            return;
        }
        int cx0 = (int) Math.round(viewport().toComponentX(mx0));
        int cy0 = (int) Math.round(viewport().toComponentY(my0));
        int cx1 = (int) Math.round(viewport().toComponentX(mx1));
        int cy1 = (int) Math.round(viewport().toComponentY(my1));
        Graphics2D p = (Graphics2D) g.create();
        p.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
        p.drawImage(picture, cx0, cy0, cx1, cy1, mx0, my0, mx1, my1, null);
        p.dispose();
    }

    /** The frame's other layers and references, dimmed, drawn in this image's pixels. */
    private void paintContext(Graphics2D g, AffineTransform toComponent) {
        PixelContext.Scene scene = context.scene(session.buffer().width(), session.buffer().height());
        if (scene == null) {
            return;
        }
        Graphics2D c = (Graphics2D) g.create();
        try {
            c.transform(toComponent);
            c.transform(scene.imageToModel().createInverse());
            c.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, CONTEXT_ALPHA));
            List<PlacedLayer> layers = scene.others();
            FrameRenderer.paintLayers(c, layers);
        } catch (NoninvertibleTransformException e) {
            // a layer scaled to nothing: there is no place to show the frame around it
        } finally {
            c.dispose();
        }
    }

    private void paintSelection(Graphics2D g) {
        PixelSelection s = session.selection();
        if (s == null) {
            return;
        }
        Path2D.Double edges = new Path2D.Double();
        int w = s.width();
        int h = s.height();
        for (int y = 0; y <= h; y++) {
            for (int x = 0; x <= w; x++) {
                boolean in = s.contains(x, y);
                if (in != s.contains(x, y - 1) && x < w) {
                    line(edges, x, y, x + 1, y);
                }
                if (in != s.contains(x - 1, y) && y < h) {
                    line(edges, x, y, x, y + 1);
                }
            }
        }
        drawSelectionOutline(g, edges);
    }

    /** A selection's edge (or one being drawn): black dashes over white, seen on any colour. */
    static void drawSelectionOutline(Graphics2D g, Shape outline) {
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(1));
        g.draw(outline);
        g.setColor(Color.BLACK);
        g.setStroke(new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1, new float[] {4, 4}, 0));
        g.draw(outline);
    }

    private void line(Path2D.Double path, int x0, int y0, int x1, int y1) {
        path.moveTo(viewport().toComponentX(x0), viewport().toComponentY(y0));
        path.lineTo(viewport().toComponentX(x1), viewport().toComponentY(y1));
    }

    /** The session shown. */
    public PixelSession session() {
        return session;
    }
}
