package dev.marionette.editor.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.render.Viewport;
import dev.marionette.render.ZoomRules;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** The checkerboard and the pixel grid, painted into an image. */
class PaintersTest {

    static final Color LIGHT = new Color(0xF4F4F4);
    static final Color DARK = new Color(0xCCCCCC);

    private static BufferedImage image() {
        BufferedImage image = new BufferedImage(64, 64, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 64, 64);
        g.dispose();
        return image;
    }

    /** A black grid drawn over white through a pixel-art viewport at {@code zoom} with its origin at (ox, oy). */
    private static BufferedImage grid(double zoom, int ox, int oy) {
        Viewport v = new Viewport(ZoomRules.PIXEL_ART);
        v.zoomAround(zoom, 0, 0);
        v.setOrigin(ox, oy);
        BufferedImage image = image();
        Graphics2D g = image.createGraphics();
        new PixelGrid(Color.BLACK, 4).paint(g, v, new Rectangle(0, 0, 64, 64));
        g.dispose();
        return image;
    }

    private static int rgb(Color c) {
        return c.getRGB() & 0xFFFFFF;
    }

    @Test
    void theCheckerboardStartsLightAtItsAnchorAndFillsOnlyTheArea() {
        BufferedImage image = image();
        Graphics2D g = image.createGraphics();
        Checkerboard board = new Checkerboard(8, LIGHT, DARK);
        board.paint(g, new Rectangle(0, 0, 32, 64));
        board.paint(g, new Rectangle(32, 0, 32, 64), 36, 0);
        g.dispose();
        assertThat(image.getRGB(0, 0) & 0xFFFFFF).isEqualTo(rgb(LIGHT));
        assertThat(image.getRGB(8, 0) & 0xFFFFFF).isEqualTo(rgb(DARK));
        assertThat(image.getRGB(8, 8) & 0xFFFFFF).isEqualTo(rgb(LIGHT));
        assertThat(image.getRGB(36, 0) & 0xFFFFFF).as("anchored at x = 36").isEqualTo(rgb(LIGHT));
        assertThat(image.getRGB(35, 0) & 0xFFFFFF).isEqualTo(rgb(DARK));
        assertThat(image.getRGB(44, 0) & 0xFFFFFF).isEqualTo(rgb(DARK));
    }

    @Test
    void theGridDrawsALineEveryModelPixelFromItsZoomOn() {
        BufferedImage image = grid(8, 3, 5);
        for (int x = 0; x < 64; x++) {
            boolean line = Math.floorMod(x - 3, 8) == 0;
            assertThat(image.getRGB(x, 20) & 0xFFFFFF).as("x = " + x).isEqualTo(line ? 0 : 0xFFFFFF);
        }
        assertThat(image.getRGB(20, 13) & 0xFFFFFF).as("a horizontal line at y = 5 + 8").isZero();
        BufferedImage small = grid(3, 3, 5);
        for (int x = 0; x < 64; x++) {
            for (int y = 0; y < 64; y++) {
                assertThat(small.getRGB(x, y) & 0xFFFFFF).as("below 400%: no grid").isEqualTo(0xFFFFFF);
            }
        }
    }

    @Test
    void betweenWholeZoomsTheGridIsDrawnAsLines() {
        BufferedImage image = grid(4.5, 0, 0);
        assertThat(image.getRGB(9, 30) & 0xFFFFFF).as("x = round(2 * 4.5)").isZero();
        assertThat(image.getRGB(11, 30) & 0xFFFFFF).isEqualTo(0xFFFFFF);
    }
}
