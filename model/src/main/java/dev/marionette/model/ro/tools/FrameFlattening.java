package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.pixel.PixelBounds;
import dev.marionette.model.spr.SpriteSheet;

/**
 * A frame's layers drawn into one picture, as the client draws them (act-spr.md section 3): each layer's
 * image mirrored in place, centred ({@code (w+1)/2}, {@code (h+1)/2} in integer division), scaled, turned
 * clockwise about its true centre, moved to the layer's position, sampled nearest-neighbour (a pixel takes the
 * texel under its centre; on an exact texel edge the one on the greater side of the displayed image), tinted
 * ({@code round(c·t/255)} per channel, the tint's alpha multiplying the pixel's) and laid over the layers
 * before it. This is the same placement the editor's canvas uses, written without any drawing toolkit so the
 * model can turn a frame into one image ("Merge Layers").
 *
 * <p>Opaque pixels come out exactly as drawn. Where translucent pixels overlap, the colours are mixed with
 * non-premultiplied "over" in integers, which can differ by a level or two from a premultiplied renderer.
 *
 * @param left   model x of the picture's left column
 * @param top    model y of the picture's top row
 * @param width  width in pixels (0 when the frame shows nothing)
 * @param height height in pixels
 * @param argb   non-premultiplied {@code 0xAARRGGBB}, top-down
 */
public record FrameFlattening(int left, int top, int width, int height, int[] argb) {

    /** How far, in texels, the sampling point moves to settle exact ties (the editor's rule). */
    private static final double TIE_BIAS = 1.0 / 65536;

    /** The picture of {@code frame}'s layers drawn from {@code sheet}, cut to its visible pixels. */
    public static FrameFlattening of(ActFrame frame, SpriteSheet sheet) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (SpriteLayer layer : frame.layers()) {
            Pictures picture = picture(layer, sheet);
            if (picture == null) {
                continue;
            }
            Placement p = new Placement(layer, picture.width(), picture.height());
            for (double[] corner : new double[][] {{0, 0}, {picture.width(), 0}, {0, picture.height()},
                    {picture.width(), picture.height()}}) {
                double[] m = p.toModel(corner[0], corner[1]);
                minX = Math.min(minX, m[0]);
                minY = Math.min(minY, m[1]);
                maxX = Math.max(maxX, m[0]);
                maxY = Math.max(maxY, m[1]);
            }
        }
        if (minX > maxX) {
            return new FrameFlattening(0, 0, 0, 0, new int[0]);
        }
        int left = (int) Math.floor(minX) - 1;
        int top = (int) Math.floor(minY) - 1;
        int width = (int) Math.ceil(maxX) + 1 - left;
        int height = (int) Math.ceil(maxY) + 1 - top;
        int[] out = new int[width * height];
        for (SpriteLayer layer : frame.layers()) {
            Pictures picture = picture(layer, sheet);
            if (picture != null) {
                draw(out, left, top, width, height, layer, picture);
            }
        }
        return crop(left, top, width, height, out);
    }

    private static Pictures picture(SpriteLayer layer, SpriteSheet sheet) {
        if (layer.isEmpty() || layer.xScale() == 0 || layer.yScale() == 0 || (layer.tint() & 0xFF) == 0) {
            return null;
        }
        Pictures picture = Pictures.of(sheet, layer.spriteType(), layer.spriteIndex());
        return picture == null || picture.width() == 0 || picture.height() == 0 ? null : picture;
    }

    private static void draw(int[] out, int left, int top, int width, int height, SpriteLayer layer,
            Pictures picture) {
        Placement p = new Placement(layer, picture.width(), picture.height());
        int tint = layer.tint();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int texel = p.texel(left + x + 0.5, top + y + 0.5);
                if (texel < 0) {
                    continue;
                }
                int src = tinted(picture.argb()[texel], tint);
                if (src >>> 24 != 0) {
                    out[y * width + x] = over(src, out[y * width + x]);
                }
            }
        }
    }

    /** {@code round(c·t/255)} on every channel, alpha included. */
    private static int tinted(int argb, int tint) {
        int a = mul(argb >>> 24, tint & 0xFF);
        int r = mul((argb >>> 16) & 0xFF, tint >>> 24);
        int g = mul((argb >>> 8) & 0xFF, (tint >>> 16) & 0xFF);
        int b = mul(argb & 0xFF, (tint >>> 8) & 0xFF);
        return a << 24 | r << 16 | g << 8 | b;
    }

    private static int mul(int c, int t) {
        return (c * t + 127) / 255;
    }

    /** Non-premultiplied source over destination. */
    private static int over(int src, int dst) {
        int sa = src >>> 24;
        int da = dst >>> 24;
        if (sa == 255 || da == 0) {
            return src;
        }
        int rest = mul(da, 255 - sa);
        int oa = sa + rest;
        int r = ((src >>> 16 & 0xFF) * sa + (dst >>> 16 & 0xFF) * rest + oa / 2) / oa;
        int g = ((src >>> 8 & 0xFF) * sa + (dst >>> 8 & 0xFF) * rest + oa / 2) / oa;
        int b = ((src & 0xFF) * sa + (dst & 0xFF) * rest + oa / 2) / oa;
        return oa << 24 | r << 16 | g << 8 | b;
    }

    private static FrameFlattening crop(int left, int top, int width, int height, int[] argb) {
        int[] box = PixelBounds.of(width, height, (x, y) -> argb[y * width + x] >>> 24 != 0);
        if (box == null) {
            return new FrameFlattening(0, 0, 0, 0, new int[0]);
        }
        int x0 = box[0];
        int y0 = box[1];
        int w = box[2];
        int h = box[3];
        int[] cut = new int[w * h];
        for (int y = 0; y < h; y++) {
            System.arraycopy(argb, (y0 + y) * width + x0, cut, y * w, w);
        }
        return new FrameFlattening(left + x0, top + y0, w, h, cut);
    }

    /** True when the frame shows no pixel. */
    public boolean isEmpty() {
        return width == 0;
    }

    /**
     * The layer that shows this picture (once it is image {@code type}/{@code index}) exactly where the frame
     * showed its layers: scale 1, no turn, no mirror, no tint.
     */
    public SpriteLayer layer(int type, int index) {
        return new SpriteLayer(left + (width + 1) / 2, top + (height + 1) / 2, index, type);
    }

    /** A layer's image-to-model map and its inverse (the order of the editor's {@code LayerTransform}). */
    private static final class Placement {
        private final SpriteLayer layer;
        private final int w;
        private final int h;
        private final double sx;
        private final double sy;
        private final double cx;
        private final double cy;
        private final double cos;
        private final double sin;

        Placement(SpriteLayer layer, int w, int h) {
            this.layer = layer;
            this.w = w;
            this.h = h;
            this.sx = layer.xScale();
            this.sy = layer.yScale();
            this.cx = w % 2 != 0 ? -0.5 * sx : 0;
            this.cy = h % 2 != 0 ? -0.5 * sy : 0;
            int degrees = Math.floorMod(layer.rotation(), 360);
            switch (degrees) {
                case 0 -> { cos = 1; sin = 0; }
                case 90 -> { cos = 0; sin = 1; }
                case 180 -> { cos = -1; sin = 0; }
                case 270 -> { cos = 0; sin = -1; }
                default -> { cos = Math.cos(Math.toRadians(degrees)); sin = Math.sin(Math.toRadians(degrees)); }
            }
        }

        /** Image point (u, v) of the displayed (already mirrored) image to model space. */
        double[] toModel(double u, double v) {
            double x3 = (u - (w + 1) / 2) * sx - cx;
            double y3 = (v - (h + 1) / 2) * sy - cy;
            return new double[] {cos * x3 - sin * y3 + cx + layer.x(), sin * x3 + cos * y3 + cy + layer.y()};
        }

        /** The index of the texel under model point (mx, my), or -1 outside the image. */
        int texel(double mx, double my) {
            double x5 = mx - layer.x() - cx;
            double y5 = my - layer.y() - cy;
            double x4 = cos * x5 + sin * y5 + cx;
            double y4 = -sin * x5 + cos * y5 + cy;
            double u = x4 / sx + (w + 1) / 2 + TIE_BIAS;
            double v = y4 / sy + (h + 1) / 2 + TIE_BIAS;
            if (layer.isMirrored()) {
                u = w - u;
            }
            int tu = (int) Math.floor(u);
            int tv = (int) Math.floor(v);
            return tu < 0 || tv < 0 || tu >= w || tv >= h ? -1 : tv * w + tu;
        }
    }
}
