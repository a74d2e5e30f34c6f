package dev.marionette.render.ro;

import dev.marionette.model.act.SpriteLayer;
import java.awt.geom.AffineTransform;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/**
 * One visible layer of a frame, placed in model space: its image (palette and tint applied) and the
 * transforms that put it there (see {@link LayerTransform}). Only layers that draw something are placed, so
 * outlines and bounds skip empty layers, fully transparent tints and missing images (an official headgear
 * hides an alpha-0 layer 300 pixels away, which must not widen its bounds).
 *
 * @param index        the layer's position in the frame
 * @param layer        the layer
 * @param image        the tinted image, premultiplied ARGB
 * @param imageToModel the exact image-to-model transform
 * @param sampling     the transform to draw with ({@link LayerTransform#sampling})
 */
public record PlacedLayer(int index, SpriteLayer layer, BufferedImage image, AffineTransform imageToModel,
        AffineTransform sampling) {

    /**
     * Places {@code layer} with its tinted image, or returns null when it draws nothing: empty layer, tint
     * alpha 0, no image, or a degenerate transform (a scale of 0, not a number).
     */
    static PlacedLayer place(int index, SpriteLayer layer, SpriteImageCache images, int offsetX, int offsetY) {
        if (layer.isEmpty() || layer.tintAlpha() == 0) {
            return null;
        }
        BufferedImage image = images.image(layer);
        if (image == null) {
            return null;
        }
        int w = image.getWidth();
        int h = image.getHeight();
        AffineTransform sampling = LayerTransform.sampling(layer, w, h, offsetX, offsetY);
        double det = sampling.getDeterminant();
        if (det == 0 || !Double.isFinite(det) || !Double.isFinite(sampling.getTranslateX())
                || !Double.isFinite(sampling.getTranslateY())) {
            return null;
        }
        return new PlacedLayer(index, layer, image, LayerTransform.imageToModel(layer, w, h, offsetX, offsetY),
                sampling);
    }

    /** The image's outline in model space: a quadrilateral (a rectangle unless rotated). */
    public Path2D outline() {
        double w = image.getWidth();
        double h = image.getHeight();
        double[] corners = {0, 0, w, 0, w, h, 0, h};
        imageToModel.transform(corners, 0, corners, 0, 4);
        Path2D.Double path = new Path2D.Double();
        path.moveTo(corners[0], corners[1]);
        for (int i = 2; i < corners.length; i += 2) {
            path.lineTo(corners[i], corners[i + 1]);
        }
        path.closePath();
        return path;
    }

    /** The axis-aligned bounds of {@link #outline()} in model space. */
    public Rectangle2D bounds() {
        return outline().getBounds2D();
    }

    /**
     * The texel drawn at model point (x, y), as (column, row) of the image as stored (before any mirror),
     * or null when the point is outside the image.
     */
    public Point texelAt(double x, double y) {
        Point2D p;
        try {
            p = sampling.inverseTransform(new Point2D.Double(x, y), null);
        } catch (NoninvertibleTransformException e) {
            return null;
        }
        int u = (int) Math.floor(p.getX());
        int v = (int) Math.floor(p.getY());
        if (u < 0 || v < 0 || u >= image.getWidth() || v >= image.getHeight()) {
            return null;
        }
        return new Point(u, v);
    }

    /** True when the layer draws a pixel that is not fully transparent at model point (x, y). */
    public boolean covers(double x, double y) {
        Point texel = texelAt(x, y);
        return texel != null && (image.getRGB(texel.x(), texel.y()) >>> 24) != 0;
    }

    /** A texel position. */
    public record Point(int x, int y) {
    }
}
