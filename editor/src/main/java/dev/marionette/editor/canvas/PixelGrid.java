package dev.marionette.editor.canvas;

import dev.marionette.render.Viewport;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.TexturePaint;
import java.awt.image.BufferedImage;

/**
 * Lines between model pixels, drawn in component space over what the viewport shows, from a zoom where they
 * do not swamp the picture. At a whole-number zoom it is one textured fill (a zoom-sized tile with the line
 * on two edges): hundreds of translucent lines cost ten times more in Java2D's software loops.
 */
public final class PixelGrid {

    /** The grid of the sprite editors: faint black, from 400%. */
    public static final Color LINE = new Color(0, 0, 0, 38);

    private final Color line;
    private final double fromZoom;
    private BufferedImage tile;

    /** A grid of {@code line} colour shown from zoom {@code fromZoom} up. */
    public PixelGrid(Color line, double fromZoom) {
        this.line = line;
        this.fromZoom = fromZoom;
    }

    /** Draws the lines over {@code area} (component pixels). */
    public void paint(Graphics2D g, Viewport v, Rectangle area) {
        double zoom = v.zoom();
        if (zoom < fromZoom) {
            return;
        }
        int step = (int) zoom;
        if (step == zoom) {
            int ox = Math.floorMod((int) Math.round(v.originX()), step);
            int oy = Math.floorMod((int) Math.round(v.originY()), step);
            g.setPaint(new TexturePaint(tile(step), new Rectangle(ox, oy, step, step)));
            g.fillRect(area.x, area.y, area.width, area.height);
            return;
        }
        g.setColor(line);
        int i0 = (int) Math.floor(v.toModelX(area.x));
        int i1 = (int) Math.ceil(v.toModelX(area.x + area.width));
        for (int i = i0; i <= i1; i++) {
            int x = (int) Math.round(v.toComponentX(i));
            g.drawLine(x, area.y, x, area.y + area.height);
        }
        int j0 = (int) Math.floor(v.toModelY(area.y));
        int j1 = (int) Math.ceil(v.toModelY(area.y + area.height));
        for (int j = j0; j <= j1; j++) {
            int y = (int) Math.round(v.toComponentY(j));
            g.drawLine(area.x, y, area.x + area.width, y);
        }
    }

    /** A zoom-sized tile with the line on its left and top edges (kept for the last zoom used). */
    private BufferedImage tile(int step) {
        if (tile == null || tile.getWidth() != step) {
            BufferedImage t = new BufferedImage(step, step, BufferedImage.TYPE_INT_ARGB);
            int rgb = line.getRGB();
            for (int i = 0; i < step; i++) {
                t.setRGB(i, 0, rgb);
                t.setRGB(0, i, rgb);
            }
            tile = t;
        }
        return tile;
    }
}
