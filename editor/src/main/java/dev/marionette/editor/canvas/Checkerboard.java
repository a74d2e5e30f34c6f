package dev.marionette.editor.canvas;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.TexturePaint;
import java.awt.image.BufferedImage;

/**
 * The checkerboard behind transparent pixels, painted with one textured fill (thousands of small rectangles
 * cost far more in Java2D's software loops). The light cell is at the anchor's top left.
 */
public final class Checkerboard {

    private final BufferedImage tile;
    private final int size;
    private TexturePaint paint;

    /** Cells of {@code cell} component pixels in two colours. */
    public Checkerboard(int cell, Color light, Color dark) {
        size = 2 * cell;
        tile = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = tile.createGraphics();
        g.setColor(dark);
        g.fillRect(0, 0, size, size);
        g.setColor(light);
        g.fillRect(0, 0, cell, cell);
        g.fillRect(cell, cell, cell, cell);
        g.dispose();
        paint = new TexturePaint(tile, new Rectangle(0, 0, size, size));
    }

    /** Fills {@code area} with cells anchored at the component's top left. */
    public void paint(Graphics2D g, Rectangle area) {
        paint(g, area, 0, 0);
    }

    /** Fills {@code area} with cells anchored at component point (anchorX, anchorY). */
    public void paint(Graphics2D g, Rectangle area, int anchorX, int anchorY) {
        Rectangle anchor = paint.getAnchorRect().getBounds();
        if (anchor.x != anchorX || anchor.y != anchorY) {
            paint = new TexturePaint(tile, new Rectangle(anchorX, anchorY, size, size));
        }
        g.setPaint(paint);
        // fillRect, not fill(Shape): X11's XRender pipeline fills a shape with a texture span by span
        g.fillRect(area.x, area.y, area.width, area.height);
    }
}
