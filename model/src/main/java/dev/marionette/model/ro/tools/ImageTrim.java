package dev.marionette.model.ro.tools;

import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.ro.pixel.PixelBounds;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Trimming images to their visible pixels (indexed: not index 0; RGBA: alpha above 0) while every layer
 * showing them keeps its pixels where they are on screen ({@link LayerPlacement}). An image with no visible
 * pixel becomes 1 &times; 1 transparent (the format has no empty image that every reader accepts).
 */
public final class ImageTrim {

    /**
     * What trimming does.
     *
     * @param images      the trimmed images by place (only those that shrink)
     * @param layers      the new position ([x, y]) of every layer showing one of them that has to move (a margin
     *                    trimmed evenly off both sides leaves its layers where they are)
     * @param approximate the layers whose pixels cannot land exactly (scaled or turned by other than right angles)
     */
    public record Plan(Map<ImageRef, Object> images, Map<LayerRef, int[]> layers, List<LayerRef> approximate) {
    }

    private ImageTrim() {
    }

    /** The plan for trimming the images at {@code refs} (all images when empty). */
    public static Plan plan(ActSprPair model, Collection<ImageRef> refs) {
        List<ImageRef> targets = new ArrayList<>(refs);
        if (targets.isEmpty()) {
            for (int i = 0; i < model.sheet().indexedImages().size(); i++) {
                targets.add(ImageRef.indexed(i));
            }
            for (int i = 0; i < model.sheet().rgbaImages().size(); i++) {
                targets.add(ImageRef.rgba(i));
            }
        }
        Map<ImageRef, Object> trimmed = new LinkedHashMap<>();
        Map<ImageRef, int[]> boxes = new LinkedHashMap<>();
        for (ImageRef ref : targets) {
            Object image = SheetRules.image(model.sheet(), ref);
            int[] box = box(image);
            if (box != null) {
                trimmed.put(ref, crop(image, box));
                boxes.put(ref, box);
            }
        }
        Map<LayerRef, int[]> positions = new LinkedHashMap<>();
        List<LayerRef> approximate = new ArrayList<>();
        LayerRef.forEach(model.act(), (ref, layer) -> {
            int[] box = layer.isEmpty() ? null : boxes.get(ImageRef.of(layer));
            if (box == null) {
                return;
            }
            Object image = SheetRules.image(model.sheet(), ImageRef.of(layer));
            LayerPlacement.Result at = LayerPlacement.moved(layer, width(image), height(image), box[2], box[3],
                    box[0], box[1]);
            if (at.x() != layer.x() || at.y() != layer.y()) {
                positions.put(ref, new int[] {at.x(), at.y()});
            }
            if (!at.exact()) {
                approximate.add(ref);
            }
        });
        return new Plan(trimmed, positions, approximate);
    }

    /** [left, top, width, height] of the visible pixels, or null when the image is trimmed already. */
    static int[] box(Object image) {
        int w = width(image);
        int h = height(image);
        int[] box = PixelBounds.of(w, h, (x, y) -> visible(image, x, y));
        if (box == null) {
            return w == 1 && h == 1 || w == 0 || h == 0 ? null : new int[] {0, 0, 1, 1};
        }
        return box[2] == w && box[3] == h ? null : box;
    }

    private static boolean visible(Object image, int x, int y) {
        if (image instanceof IndexedImage indexed) {
            return indexed.index(x, y) != 0;
        }
        return (((RgbaImage) image).argb(x, y) >>> 24) != 0;
    }

    private static Object crop(Object image, int[] box) {
        int w = box[2];
        int h = box[3];
        if (image instanceof IndexedImage indexed) {
            byte[] pixels = new byte[w * h];
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int sx = box[0] + x;
                    int sy = box[1] + y;
                    pixels[y * w + x] = sx < indexed.width() && sy < indexed.height()
                            ? (byte) indexed.index(sx, sy) : 0;
                }
            }
            return new IndexedImage(w, h, pixels);
        }
        RgbaImage rgba = (RgbaImage) image;
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int sx = box[0] + x;
                int sy = box[1] + y;
                argb[y * w + x] = sx < rgba.width() && sy < rgba.height() ? rgba.argb(sx, sy) : 0;
            }
        }
        return new RgbaImage(w, h, argb);
    }

    static int width(Object image) {
        return image instanceof IndexedImage i ? i.width() : ((RgbaImage) image).width();
    }

    static int height(Object image) {
        return image instanceof IndexedImage i ? i.height() : ((RgbaImage) image).height();
    }
}
