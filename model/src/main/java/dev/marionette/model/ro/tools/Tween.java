package dev.marionette.model.ro.tools;

import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;

/**
 * The values between two layers or two anchors at a fraction {@code t} of the way (0 = the first, 1 = the
 * second). Positions and tint channels are rounded to the nearest whole number ({@link Math#round}); scales
 * are floats; the rotation turns the short way round the circle (from 350&deg; to 10&deg; passes 0&deg;,
 * not 180&deg;) and is stored in [0, 360). A value that is the same at both ends is kept exactly as stored
 * (raw float bits, an angle outside [0, 360) as read).
 */
public final class Tween {

    private Tween() {
    }

    /**
     * Sets {@code target}'s position, scales, rotation and tint to the values at {@code t} between {@code a} and
     * {@code b}; image, type, mirror flag and stored size are left as {@code target} has them.
     */
    public static void continuous(SpriteLayer target, SpriteLayer a, SpriteLayer b, double t) {
        target.setX(position(a.x(), b.x(), t));
        target.setY(position(a.y(), b.y(), t));
        target.setXScaleBits(scale(a.xScaleBits(), b.xScaleBits(), t));
        target.setYScaleBits(scale(a.yScaleBits(), b.yScaleBits(), t));
        target.setRotation(rotation(a.rotation(), b.rotation(), t));
        target.setTint(tint(a.tint(), b.tint(), t));
    }

    /** The anchor at {@code t}: position between the two, opaque bytes and attribute of {@code base}. */
    public static Anchor anchor(Anchor base, Anchor a, Anchor b, double t) {
        Anchor result = base.copy();
        result.setX(position(a.x(), b.x(), t));
        result.setY(position(a.y(), b.y(), t));
        return result;
    }

    /** A whole-pixel position between {@code a} and {@code b}. */
    public static int position(int a, int b, double t) {
        if (a == b) {
            return a;
        }
        long value = Math.round(a + ((double) b - a) * t);
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }

    /** The raw bits of the scale between two scales given as raw bits. */
    public static int scale(int aBits, int bBits, double t) {
        if (aBits == bBits) {
            return aBits;
        }
        float a = Float.intBitsToFloat(aBits);
        float b = Float.intBitsToFloat(bBits);
        if (!Float.isFinite(a) || !Float.isFinite(b)) {
            return t < 0.5 ? aBits : bBits;
        }
        return Float.floatToRawIntBits((float) (a + ((double) b - a) * t));
    }

    /** The whole-degree angle between {@code a} and {@code b}, the short way round, in [0, 360). */
    public static int rotation(int a, int b, double t) {
        if (a == b) {
            return a;
        }
        int delta = Math.floorMod(b - a + 180, 360) - 180;
        return (int) Math.floorMod(Math.round(a + delta * t), 360L);
    }

    /** The tint ({@code 0xRRGGBBAA}) between two tints, channel by channel. */
    public static int tint(int a, int b, double t) {
        if (a == b) {
            return a;
        }
        int result = 0;
        for (int shift = 24; shift >= 0; shift -= 8) {
            int ca = (a >>> shift) & 0xFF;
            int cb = (b >>> shift) & 0xFF;
            result |= (int) Math.max(0, Math.min(255, Math.round(ca + (cb - ca) * t))) << shift;
        }
        return result;
    }
}
