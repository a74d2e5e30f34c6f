package dev.marionette.export.ro;

import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.FrameRenderer;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * What the editor's renderer draws for every frame of an action, worked out here without the exporters' code:
 * each frame rendered over the layers' bounds, then the smallest rectangle holding every visible pixel.
 *
 * @param area   that rectangle, in model space
 * @param frames each frame over {@code area}, non-premultiplied ARGB
 */
record RendererPictures(Rectangle area, List<int[]> frames) {

    static RendererPictures of(Composition composition, int action) {
        return of(composition, action, 1);
    }

    /** The pictures cropped to the pixels of alpha {@code minAlpha} or more. */
    static RendererPictures of(Composition composition, int action, int minAlpha) {
        int count = composition.frameCount(action);
        Rectangle2D union = null;
        for (int f = 0; f < count; f++) {
            Rectangle2D b = composition.bounds(action, f).orElse(null);
            if (b != null) {
                union = union == null ? b : union.createUnion(b);
            }
        }
        Rectangle layers = union == null ? new Rectangle(0, 0, 1, 1) : FrameRenderer.pixelBounds(union);
        List<int[]> full = new ArrayList<>();
        Rectangle pixels = null;
        for (int f = 0; f < count; f++) {
            int[] argb = composition.renderToImage(action, f, layers).getRGB(0, 0, layers.width, layers.height, null,
                    0, layers.width);
            full.add(argb);
            for (int i = 0; i < argb.length; i++) {
                if (argb[i] >>> 24 >= minAlpha) {
                    Rectangle p = new Rectangle(layers.x + i % layers.width, layers.y + i / layers.width, 1, 1);
                    pixels = pixels == null ? p : pixels.union(p);
                }
            }
        }
        Rectangle area = pixels == null ? new Rectangle(0, 0, 1, 1) : pixels;
        List<int[]> frames = new ArrayList<>();
        for (int[] argb : full) {
            int[] out = new int[area.width * area.height];
            for (int y = 0; y < area.height; y++) {
                for (int x = 0; x < area.width; x++) {
                    int sx = area.x - layers.x + x;
                    int sy = area.y - layers.y + y;
                    boolean inside = sx >= 0 && sy >= 0 && sx < layers.width && sy < layers.height;
                    out[y * area.width + x] = inside ? argb[sy * layers.width + sx] : 0;
                }
            }
            frames.add(out);
        }
        return new RendererPictures(area, frames);
    }

    /** A frame as a GIF on a transparent background shows it: alpha 128 and up opaque, the rest transparent. */
    static int[] asGifShowsIt(int[] argb) {
        int[] out = new int[argb.length];
        for (int i = 0; i < argb.length; i++) {
            out[i] = argb[i] >>> 24 >= 128 ? 0xFF00_0000 | argb[i] : 0;
        }
        return out;
    }

    /** True when some pixel is neither fully transparent nor opaque. */
    boolean hasPartialAlpha() {
        for (int[] f : frames) {
            for (int p : f) {
                int a = p >>> 24;
                if (a != 0 && a != 255) {
                    return true;
                }
            }
        }
        return false;
    }
}
