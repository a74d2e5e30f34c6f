package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.canvas.Checkerboard;
import dev.marionette.editor.ro.canvas.CanvasOptions.Option;
import dev.marionette.model.act.Anchor;
import dev.marionette.render.Viewport;
import dev.marionette.render.ro.PlacedLayer;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.Collection;
import java.util.List;

/**
 * The canvas's background and overlays, drawn in component space around the sprite so they stay one pixel
 * thin at any zoom: checkerboard (the kit's, in this editor's greys), origin crosshair, layer outlines,
 * selection handles, anchors and the frame's event marker. The pixel grid is the kit's {@code PixelGrid}.
 */
final class CanvasPainter {

    static final Color SELECTION = new Color(0x1E, 0x90, 0xFF);
    static final Color OUTLINE = new Color(255, 255, 255, 150);
    static final Color ANCHOR = new Color(0xFF, 0x40, 0x80);
    static final Color ANCHOR_SELECTED = new Color(0xFF, 0xD0, 0x20);
    private static final Color CROSSHAIR = new Color(0xE0, 0x30, 0x30, 150);
    private static final Checkerboard CHECKERBOARD = new Checkerboard(8, new Color(0xF4, 0xF4, 0xF4),
            new Color(0xCC, 0xCC, 0xCC));

    private CanvasPainter() {
    }

    static void background(Graphics2D g, CanvasOptions options, Rectangle area) {
        if (options.isOn(Option.CHECKERBOARD)) {
            CHECKERBOARD.paint(g, area);
        } else {
            g.setPaint(options.background());
            g.fill(area);
        }
    }

    static void crosshair(Graphics2D g, Viewport v, Rectangle area) {
        g.setColor(CROSSHAIR);
        g.setStroke(new BasicStroke(1));
        double x = Math.round(v.toComponentX(0));
        double y = Math.round(v.toComponentY(0));
        g.draw(new Line2D.Double(x, area.y, x, area.y + area.height));
        g.draw(new Line2D.Double(area.x, y, area.x + area.width, y));
    }

    /** Outlines of {@code layers}; the selected ones in the selection colour. */
    static void outlines(Graphics2D g, Viewport v, List<PlacedLayer> layers, Collection<Integer> selected,
            boolean all) {
        g.setStroke(new BasicStroke(1));
        for (PlacedLayer layer : layers) {
            boolean isSelected = selected.contains(layer.index());
            if (!isSelected && !all) {
                continue;
            }
            Shape outline = v.modelToComponent().createTransformedShape(layer.outline());
            g.setColor(isSelected ? SELECTION : OUTLINE);
            g.draw(outline);
        }
    }

    static void handles(Graphics2D g, SelectionHandles handles) {
        Rectangle2D box = handles.box();
        g.setStroke(new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1, new float[] {4, 3}, 0));
        g.setColor(SELECTION);
        g.draw(box);
        g.setStroke(new BasicStroke(1));
        Point2D top = handles.centre(SelectionHandles.Handle.NORTH);
        Point2D knob = handles.centre(SelectionHandles.Handle.ROTATE);
        g.draw(new Line2D.Double(top, knob));
        for (SelectionHandles.Handle h : SelectionHandles.Handle.values()) {
            Point2D c = handles.centre(h);
            int half = SelectionHandles.HALF;
            Shape shape = h == SelectionHandles.Handle.ROTATE
                    ? new Ellipse2D.Double(c.getX() - half, c.getY() - half, 2 * half, 2 * half)
                    : new Rectangle2D.Double(c.getX() - half, c.getY() - half, 2 * half, 2 * half);
            g.setColor(Color.WHITE);
            g.fill(shape);
            g.setColor(SELECTION);
            g.draw(shape);
        }
    }

    /** The anchors of the edited frame, moved by the edited part's offset; numbered when there are several. */
    static void anchors(Graphics2D g, Viewport v, List<Anchor> anchors, int offsetX, int offsetY, int selected) {
        Object aa = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setFont(g.getFont().deriveFont(Font.BOLD, 10f));
        for (int i = 0; i < anchors.size(); i++) {
            Point2D c = anchorCentre(v, anchors.get(i), offsetX, offsetY);
            double r = AnchorTool.PICK_RADIUS - 1;
            g.setColor(new Color(0, 0, 0, 120));
            g.setStroke(new BasicStroke(3));
            g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            g.setColor(i == selected ? ANCHOR_SELECTED : ANCHOR);
            g.setStroke(new BasicStroke(1.5f));
            g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            g.draw(new Line2D.Double(c.getX() - r - 3, c.getY(), c.getX() + r + 3, c.getY()));
            g.draw(new Line2D.Double(c.getX(), c.getY() - r - 3, c.getX(), c.getY() + r + 3));
            if (anchors.size() > 1) {
                g.drawString(String.valueOf(i), (float) (c.getX() + r + 2), (float) (c.getY() - r));
            }
        }
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, aa);
    }

    /**
     * Where anchor {@code a} is drawn: the centre of its model pixel. The client puts the attached sprite's
     * anchor pixel on the body's, so the pixel is what matters; its centre reads best at any zoom.
     */
    static Point2D anchorCentre(Viewport v, Anchor a, int offsetX, int offsetY) {
        return new Point2D.Double(v.toComponentX(a.x() + offsetX + 0.5), v.toComponentY(a.y() + offsetY + 0.5));
    }

    /** The frame's event, top left: "atk" as a red burst, sounds as a note with the file name. */
    static void eventMarker(Graphics2D g, String event, boolean attack, int x, int y) {
        Object aa = g.getRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(g.getFont().deriveFont(Font.BOLD, 13f));
        String text = attack ? "\u2739 " + event : "\u266A " + event;
        int w = g.getFontMetrics().stringWidth(text) + 12;
        g.setColor(attack ? new Color(0xD0, 0x20, 0x20, 220) : new Color(0x20, 0x60, 0xC0, 200));
        g.fillRoundRect(x, y, w, 22, 10, 10);
        g.setColor(Color.WHITE);
        g.drawString(text, x + 6, y + 16);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, aa);
    }
}
