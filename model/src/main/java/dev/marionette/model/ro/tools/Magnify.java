package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A whole sprite made {@code k} times larger (k a whole number from 2): every image's pixels become k &times; k
 * blocks, every layer position and anchor is multiplied by k, so each frame looks the same, k times larger.
 * Layer scales, turns, mirrors and tints are kept.
 *
 * <p>The layer position is the point the client centres an image on, {@code (w+1)/2} pixels in from its left
 * edge (act-spr.md section 3), so for odd sizes the centre is half a pixel off the image's true centre. The
 * new position puts the magnified image's true centre at k times the old one: {@code x' = k·x + k·cx − cx'},
 * with {@code cx = −scale/2} for an odd width and 0 for an even one (likewise in y). That is a whole number
 * at whole scales (exact, turned layers included); at other scales it is rounded, and those layers are counted.
 *
 * @param images      the magnified images by place
 * @param act         the ACT with positions and anchors scaled
 * @param approximate how many layers could only be placed to the nearest pixel
 */
public record Magnify(Map<ImageRef, Object> images, ActDocument act, int approximate) {

    /** The largest factor offered: beyond it, sprites outgrow what the formats hold. */
    public static final int MAX_FACTOR = 8;

    /** The sprite {@code act}/{@code sheet} magnified {@code factor} times (copies; the inputs are unchanged). */
    public static Magnify of(ActDocument act, SpriteSheet sheet, int factor) {
        if (factor < 2 || factor > MAX_FACTOR) {
            throw new EditRejectedException("Magnify by a whole factor from 2 to " + MAX_FACTOR + ", not " + factor
                    + ".");
        }
        Map<ImageRef, Object> images = new LinkedHashMap<>();
        List<IndexedImage> indexed = sheet.indexedImages();
        for (int i = 0; i < indexed.size(); i++) {
            IndexedImage big = magnify(indexed.get(i), factor);
            requireStorable(sheet, ImageRef.indexed(i), big, factor);
            images.put(ImageRef.indexed(i), big);
        }
        List<RgbaImage> rgba = sheet.rgbaImages();
        for (int i = 0; i < rgba.size(); i++) {
            RgbaImage big = magnify(rgba.get(i), factor);
            requireStorable(sheet, ImageRef.rgba(i), big, factor);
            images.put(ImageRef.rgba(i), big);
        }
        ActDocument scaled = act.copy();
        int approximate = 0;
        for (ActAnimation action : scaled.animations()) {
            for (ActFrame frame : action.frames()) {
                for (SpriteLayer layer : frame.layers()) {
                    if (!place(layer, sheet, factor)) {
                        approximate++;
                    }
                }
                for (Anchor anchor : frame.anchors()) {
                    anchor.setX(anchor.x() * factor);
                    anchor.setY(anchor.y() * factor);
                }
            }
        }
        return new Magnify(images, scaled, approximate);
    }

    private static void requireStorable(SpriteSheet sheet, ImageRef ref, Object image, int factor) {
        try {
            SheetRules.requireStorableImage(sheet, image);
        } catch (EditRejectedException e) {
            throw new EditRejectedException("Magnified " + factor + " times, " + ref + " would not fit: "
                    + e.getMessage());
        }
    }

    /** Scales the layer's position; false when it had to be rounded. */
    private static boolean place(SpriteLayer layer, SpriteSheet sheet, int k) {
        int w = sheet.imageWidth(layer.spriteType(), layer.spriteIndex());
        int h = sheet.imageHeight(layer.spriteType(), layer.spriteIndex());
        if (layer.isEmpty() || w < 0) {
            layer.setX(layer.x() * k);
            layer.setY(layer.y() * k);
            return true;
        }
        double x = layer.x() * (double) k + k * half(w, layer.xScale()) - half(w * k, layer.xScale());
        double y = layer.y() * (double) k + k * half(h, layer.yScale()) - half(h * k, layer.yScale());
        layer.setX((int) Math.round(x));
        layer.setY((int) Math.round(y));
        return x == Math.rint(x) && y == Math.rint(y);
    }

    /** The true centre's offset from the layer position: −scale/2 for an odd size, else 0. */
    private static double half(int size, float scale) {
        return size % 2 != 0 ? -0.5 * scale : 0;
    }

    static IndexedImage magnify(IndexedImage image, int k) {
        int w = image.width();
        int h = image.height();
        byte[] src = image.pixels();
        byte[] out = new byte[w * k * h * k];
        for (int y = 0; y < h * k; y++) {
            for (int x = 0; x < w * k; x++) {
                out[y * w * k + x] = src[(y / k) * w + x / k];
            }
        }
        return new IndexedImage(w * k, h * k, out);
    }

    static RgbaImage magnify(RgbaImage image, int k) {
        int w = image.width();
        int h = image.height();
        int[] src = image.pixels();
        int[] out = new int[w * k * h * k];
        for (int y = 0; y < h * k; y++) {
            for (int x = 0; x < w * k; x++) {
                out[y * w * k + x] = src[(y / k) * w + x / k];
            }
        }
        return new RgbaImage(w * k, h * k, out);
    }
}
