package dev.marionette.render.ro;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Draws ACT frames of one sprite sheet as the client does (act-spr.md section 3): layers in file order, each
 * placed by {@link LayerTransform}, tinted, nearest-neighbour, palette index 0 transparent; empty layers and
 * layers with a tint alpha of 0 are skipped.
 *
 * <p>Model space has the frame's origin at (0, 0), y down, one unit per sprite pixel. {@link #paint} draws
 * into a {@code Graphics2D} whose transform maps model space to the device, so a canvas sets up its zoom and
 * pan (any affine transform) and calls it; layers outside the clip are skipped and the others are drawn from
 * cached images ({@link SpriteImageCache}) with one {@code drawImage} each. {@link #renderToImage} paints a
 * model-space rectangle into a new image, one pixel per model unit, for export and tests.
 *
 * <p>An offset moves every layer, as anchors move an attached sprite (see {@link Composition}). Not
 * thread-safe (its cache is not).
 */
public final class FrameRenderer {

    private final SpriteImageCache images;

    /** A renderer drawing from {@code images}. */
    public FrameRenderer(SpriteImageCache images) {
        this.images = Objects.requireNonNull(images, "images");
    }

    /** A renderer with its own cache for {@code sheet}. */
    public FrameRenderer(SpriteSheet sheet) {
        this(new SpriteImageCache(sheet));
    }

    /** The image cache (its sheet is the one drawn from). */
    public SpriteImageCache images() {
        return images;
    }

    /** The layers of {@code frame} that draw something, placed, bottom-most first. */
    public List<PlacedLayer> place(ActFrame frame, int offsetX, int offsetY) {
        if (frame == null) {
            return List.of();
        }
        List<SpriteLayer> layers = frame.layers();
        List<PlacedLayer> placed = new ArrayList<>(layers.size());
        for (int i = 0; i < layers.size(); i++) {
            PlacedLayer p = PlacedLayer.place(i, layers.get(i), images, offsetX, offsetY);
            if (p != null) {
                placed.add(p);
            }
        }
        return placed;
    }

    /** The layers of {@code frame} that draw something, without offset. */
    public List<PlacedLayer> place(ActFrame frame) {
        return place(frame, 0, 0);
    }

    /**
     * Paints {@code frame} moved by the offset into {@code g}, whose transform maps model space to the device.
     * The graphics' hints are restored afterwards.
     */
    public void paint(Graphics2D g, ActFrame frame, int offsetX, int offsetY) {
        paintLayers(g, place(frame, offsetX, offsetY));
    }

    /** Paints {@code frame} at the origin. */
    public void paint(Graphics2D g, ActFrame frame) {
        paint(g, frame, 0, 0);
    }

    /** Paints already placed layers (e.g. from {@link #place}) in order. */
    public static void paintLayers(Graphics2D g, List<PlacedLayer> layers) {
        Object interpolation = g.getRenderingHint(RenderingHints.KEY_INTERPOLATION);
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
        Rectangle clip = g.getClipBounds();
        for (PlacedLayer layer : layers) {
            if (clip != null && !layer.bounds().intersects(clip.x - 1, clip.y - 1, clip.width + 2, clip.height + 2)) {
                continue;
            }
            g.drawImage(layer.image(), layer.sampling(), null);
        }
        if (interpolation != null) {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, interpolation);
        }
    }

    /**
     * The topmost layer drawing a visible pixel at model point (x, y), or -1. Uses the pixels' real
     * transparency, so clicking through a transparent corner finds the layer below. To ask about model
     * pixel (i, j), pass its centre (i + 0.5, j + 0.5).
     */
    public int layerAt(ActFrame frame, double x, double y) {
        return layerAt(place(frame), x, y);
    }

    /** {@link #layerAt(ActFrame, double, double)} for a frame drawn moved by the offset. */
    public int layerAt(ActFrame frame, int offsetX, int offsetY, double x, double y) {
        return layerAt(place(frame, offsetX, offsetY), x, y);
    }

    /** The index of the topmost of {@code layers} drawing a visible pixel at (x, y), or -1. */
    public static int layerAt(List<PlacedLayer> layers, double x, double y) {
        for (int i = layers.size() - 1; i >= 0; i--) {
            if (layers.get(i).covers(x, y)) {
                return layers.get(i).index();
            }
        }
        return -1;
    }

    /** The model-space bounds of every visible layer of {@code frame}, or empty when nothing is drawn. */
    public Optional<Rectangle2D> bounds(ActFrame frame, int offsetX, int offsetY) {
        return union(place(frame, offsetX, offsetY));
    }

    /** The bounds of placed layers, or empty for none. */
    public static Optional<Rectangle2D> union(List<PlacedLayer> layers) {
        Rectangle2D bounds = null;
        for (PlacedLayer layer : layers) {
            Rectangle2D b = layer.bounds();
            if (bounds == null) {
                bounds = b;
            } else {
                bounds.add(b);
            }
        }
        return Optional.ofNullable(bounds);
    }

    /** The smallest rectangle of whole model pixels containing {@code bounds}. */
    public static Rectangle pixelBounds(Rectangle2D bounds) {
        int x0 = (int) Math.floor(bounds.getMinX());
        int y0 = (int) Math.floor(bounds.getMinY());
        int x1 = (int) Math.ceil(bounds.getMaxX());
        int y1 = (int) Math.ceil(bounds.getMaxY());
        return new Rectangle(x0, y0, x1 - x0, y1 - y0);
    }

    /**
     * Renders the model-space rectangle {@code area} of {@code frame} into a new premultiplied ARGB image:
     * image pixel (i, j) is model pixel (area.x + i, area.y + j). Nothing drawn is transparent black.
     */
    public BufferedImage renderToImage(ActFrame frame, Rectangle area) {
        BufferedImage image = newImage(area);
        Graphics2D g = image.createGraphics();
        try {
            g.translate(-area.x, -area.y);
            paint(g, frame);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** {@link #renderToImage(ActFrame, Rectangle)} for a one-off frame of {@code sheet}. */
    public static BufferedImage renderToImage(ActFrame frame, SpriteSheet sheet, Rectangle area) {
        return new FrameRenderer(sheet).renderToImage(frame, area);
    }

    /** An empty (transparent) premultiplied ARGB image the size of {@code area}, at least 1 &times; 1. */
    static BufferedImage newImage(Rectangle area) {
        return new BufferedImage(Math.max(1, area.width), Math.max(1, area.height), BufferedImage.TYPE_INT_ARGB_PRE);
    }
}
