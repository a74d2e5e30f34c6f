package dev.marionette.model.ro.tools;

import dev.marionette.model.act.SpriteLayer;

/**
 * Where a layer must go so that a different image in it puts its pixels where the old image's were: for
 * trimming an image to its visible pixels, or for a picture drawn around an image (an outline is larger by its
 * thickness on each side).
 *
 * <p>From the drawing model (act-spr.md section 3), displayed texel {@code u} (after the mirror's flip) of an
 * image {@code w} wide lands at {@code (x, y) + c + R·S·(u - w/2)}, where {@code S} is the scale,
 * {@code R} the rotation and {@code c} the rotation centre, {@code (-s/2, ...)} on odd sizes. An image
 * {@code w'} wide whose displayed texel 0 is texel {@code L} of the old one lands the same when
 * <pre>    (x', y') = (x, y) + c - c' + R·S·(L + w'/2 - w/2)</pre>
 * This is a whole number at scale 1 without rotation or with a right angle; otherwise it is rounded to the
 * nearest pixel and {@link Result#exact()} is false.
 */
public final class LayerPlacement {

    /**
     * The new position.
     *
     * @param x     new x
     * @param y     new y
     * @param exact whether the pixels land exactly where they were
     */
    public record Result(int x, int y, boolean exact) {
    }

    private LayerPlacement() {
    }

    /**
     * The position for {@code layer}'s image of {@code w} &times; {@code h} replaced by one of {@code w2}
     * &times; {@code h2} whose top-left texel is texel ({@code left}, {@code top}) of the old image (not
     * flipped: for a mirrored layer the flip is taken into account here).
     */
    public static Result moved(SpriteLayer layer, int w, int h, int w2, int h2, int left, int top) {
        double sx = layer.xScale();
        double sy = layer.yScale();
        if (!Double.isFinite(sx) || !Double.isFinite(sy)) {
            return new Result(layer.x(), layer.y(), false);
        }
        // The displayed (flipped) left edge of the new image within the old displayed image.
        double leftShown = layer.isMirrored() ? w - (left + w2) : left;
        double vx = sx * (leftShown + w2 / 2.0 - w / 2.0);
        double vy = sy * (top + h2 / 2.0 - h / 2.0);
        int degrees = Math.floorMod(layer.rotation(), 360);
        double rx;
        double ry;
        switch (degrees) {
            case 0 -> {
                rx = vx;
                ry = vy;
            }
            case 90 -> {
                rx = -vy;
                ry = vx;
            }
            case 180 -> {
                rx = -vx;
                ry = -vy;
            }
            case 270 -> {
                rx = vy;
                ry = -vx;
            }
            default -> {
                double r = Math.toRadians(degrees);
                rx = vx * Math.cos(r) - vy * Math.sin(r);
                ry = vx * Math.sin(r) + vy * Math.cos(r);
            }
        }
        double cx = (w % 2 != 0 ? -0.5 * sx : 0) - (w2 % 2 != 0 ? -0.5 * sx : 0);
        double cy = (h % 2 != 0 ? -0.5 * sy : 0) - (h2 % 2 != 0 ? -0.5 * sy : 0);
        double nx = layer.x() + cx + rx;
        double ny = layer.y() + cy + ry;
        long x = Math.round(nx);
        long y = Math.round(ny);
        boolean exact = Math.abs(nx - x) < 1e-9 && Math.abs(ny - y) < 1e-9;
        return new Result(clamp(x), clamp(y), exact);
    }

    private static int clamp(long v) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }
}
