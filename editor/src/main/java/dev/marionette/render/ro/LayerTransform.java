package dev.marionette.render.ro;

import dev.marionette.model.act.SpriteLayer;
import java.awt.geom.AffineTransform;

/**
 * Where a layer's image lands: the affine map from image space (texel (u, v) covers [u, u+1] &times;
 * [v, v+1], y down) to model space (the frame's origin at (0, 0), y down), exactly as the client and the
 * common editor place it (act-spr.md section 3). Applied to an image point, in this order:
 * <ol>
 * <li>mirror: a UV flip in place, u &rarr; w &minus; u (not a negative scale about the layer origin);</li>
 * <li>centre: translate by (&minus;(w+1)/2, &minus;(h+1)/2) in integer division, so odd sizes sit half a
 *     pixel left of / above the origin;</li>
 * <li>scale by (xScale, yScale);</li>
 * <li>rotate clockwise on screen by the whole-degree rotation, about the true image centre
 *     (w odd ? &minus;0.5&middot;xScale : 0, h odd ? &minus;0.5&middot;yScale : 0);</li>
 * <li>translate by (x + offsetX, y + offsetY), the offset being the anchor difference of an attached
 *     sprite (0 for the sprite itself).</li>
 * </ol>
 * The image size is the SPR image's, not the size stored in the layer.
 *
 * <p>Sampling is nearest-neighbour: a pixel takes the texel under its centre. When a centre falls exactly on
 * a texel edge (a scale of 0.5 or 1.5, some 45&deg; cases) the texel on the greater side of the displayed
 * image is taken. {@link #sampling} encodes that rule by moving the image a tiny {@link #TIE_BIAS} towards
 * the origin of the displayed (already flipped) image, far below anything visible, so every renderer drawing
 * with it makes the same choice.
 */
public final class LayerTransform {

    /** How far, in texels, {@link #sampling} shifts the image to settle exact ties. */
    public static final double TIE_BIAS = 1.0 / 65536;

    private LayerTransform() {
    }

    /** The exact image-to-model transform of {@code layer} showing an image of {@code width} &times; {@code height}. */
    public static AffineTransform imageToModel(SpriteLayer layer, int width, int height, double offsetX,
            double offsetY) {
        return build(layer, width, height, offsetX, offsetY, 0);
    }

    /** The transform to draw and hit-test with: {@link #imageToModel} with the tie rule built in. */
    public static AffineTransform sampling(SpriteLayer layer, int width, int height, double offsetX,
            double offsetY) {
        return build(layer, width, height, offsetX, offsetY, TIE_BIAS);
    }

    private static AffineTransform build(SpriteLayer layer, int width, int height, double offsetX, double offsetY,
            double bias) {
        double sx = layer.xScale();
        double sy = layer.yScale();
        AffineTransform t = new AffineTransform();
        // 5. Position in the frame, plus the anchor offset of an attached sprite.
        t.translate(layer.x() + offsetX, layer.y() + offsetY);
        // 4. Clockwise rotation (y points down, so a positive angle turns x towards y) about the true centre.
        double cx = width % 2 != 0 ? -0.5 * sx : 0;
        double cy = height % 2 != 0 ? -0.5 * sy : 0;
        t.translate(cx, cy);
        rotateClockwise(t, layer.rotation());
        t.translate(-cx, -cy);
        // 3. Scale.
        t.scale(sx, sy);
        // 2. Centre with C# integer division: -(w+1)/2 = -ceil(w/2) for the sizes images have.
        t.translate(-((width + 1) / 2), -((height + 1) / 2));
        // Tie rule, applied to the image as displayed (after the flip) so mirrored layers sample alike.
        t.translate(-bias, -bias);
        // 1. Mirror as a UV flip in place: the image keeps its place, its columns swap.
        if (layer.isMirrored()) {
            t.translate(width, 0);
            t.scale(-1, 1);
        }
        return t;
    }

    private static void rotateClockwise(AffineTransform t, int degrees) {
        int normalized = Math.floorMod(degrees, 360);
        if (normalized % 90 == 0) {
            // Exact for right angles: no sine/cosine rounding to disturb pixel centres.
            t.quadrantRotate(normalized / 90);
        } else {
            t.rotate(Math.toRadians(normalized));
        }
    }
}
