package dev.marionette.model.act;

import java.util.Objects;

/**
 * One sprite drawn in a frame: which image, where, and how (mirror, tint, scale, rotation).
 *
 * <p>Values are kept exactly as read, so an unmodified layer writes back the same bytes: the mirror flag is
 * the raw u32 (readers disagree on whether "mirrored" means {@code != 0}, {@code & 1} or {@code == 1}; only 0
 * and 1 occur in real files), and the scales are kept as raw float bits (NaN payloads and negative zero
 * survive). Fields a file's version does not store hold the defaults below ({@link #DEFAULT_TINT}, scale
 * 1, rotation 0, indexed type, size 0&times;0).
 *
 * <p>The sprite index is relative to its own block of the sprite sheet: indexed image {@code i} for
 * {@link #TYPE_INDEXED}, RGBA image {@code i} for {@link #TYPE_RGBA}. {@link #EMPTY} (-1) marks an empty
 * layer, which real files use as placeholders; such layers are kept and not drawn.
 */
public final class SpriteLayer {

    /** Sprite index of an empty layer. */
    public static final int EMPTY = -1;
    /** Sprite type: an indexed (palette) image. */
    public static final int TYPE_INDEXED = 0;
    /** Sprite type: an RGBA image. */
    public static final int TYPE_RGBA = 1;
    /** Opaque white, packed as {@code 0xRRGGBBAA}: the tint that leaves colours unchanged. */
    public static final int DEFAULT_TINT = 0xFFFF_FFFF;
    /** Raw bits of the float 1.0. */
    public static final int ONE_BITS = Float.floatToRawIntBits(1.0f);

    private int x;
    private int y;
    private int spriteIndex = EMPTY;
    private int spriteType = TYPE_INDEXED;
    private int mirrorFlag;
    private int tint = DEFAULT_TINT;
    private int xScaleBits = ONE_BITS;
    private int yScaleBits = ONE_BITS;
    private int rotation;
    private int width;
    private int height;

    /** An empty layer at (0, 0) with default attributes. */
    public SpriteLayer() {
    }

    /** A layer showing sprite {@code spriteIndex} of {@code spriteType} at (x, y), other attributes default. */
    public SpriteLayer(int x, int y, int spriteIndex, int spriteType) {
        this.x = x;
        this.y = y;
        this.spriteIndex = spriteIndex;
        this.spriteType = spriteType;
    }

    /** Horizontal offset of the sprite's centre from the frame origin, in pixels. */
    public int x() {
        return x;
    }

    public void setX(int x) {
        this.x = x;
    }

    /** Vertical offset of the sprite's centre from the frame origin, in pixels (y grows downwards). */
    public int y() {
        return y;
    }

    public void setY(int y) {
        this.y = y;
    }

    /** Index of the image within its block of the sprite sheet, or {@link #EMPTY}. */
    public int spriteIndex() {
        return spriteIndex;
    }

    public void setSpriteIndex(int spriteIndex) {
        this.spriteIndex = spriteIndex;
    }

    /** True when the layer shows no image (sprite index -1 or any other negative value). */
    public boolean isEmpty() {
        return spriteIndex < 0;
    }

    /** {@link #TYPE_INDEXED}, {@link #TYPE_RGBA}, or another value as read from the file. */
    public int spriteType() {
        return spriteType;
    }

    public void setSpriteType(int spriteType) {
        this.spriteType = spriteType;
    }

    /** The mirror flag exactly as stored (a u32). */
    public int mirrorFlag() {
        return mirrorFlag;
    }

    public void setMirrorFlag(int mirrorFlag) {
        this.mirrorFlag = mirrorFlag;
    }

    /** True when the flag is non-zero, as the most widely used editor reads it. */
    public boolean isMirrored() {
        return mirrorFlag != 0;
    }

    /** Sets the flag to 1 or 0, the only values real files hold. */
    public void setMirrored(boolean mirrored) {
        this.mirrorFlag = mirrored ? 1 : 0;
    }

    /** The tint packed as {@code 0xRRGGBBAA}; colours (alpha included) are multiplied by it. */
    public int tint() {
        return tint;
    }

    public void setTint(int rgba) {
        this.tint = rgba;
    }

    /** Sets the tint from its four channels (0..255 each). */
    public void setTint(int red, int green, int blue, int alpha) {
        this.tint = (red & 0xFF) << 24 | (green & 0xFF) << 16 | (blue & 0xFF) << 8 | (alpha & 0xFF);
    }

    public int tintRed() {
        return tint >>> 24;
    }

    public int tintGreen() {
        return (tint >>> 16) & 0xFF;
    }

    public int tintBlue() {
        return (tint >>> 8) & 0xFF;
    }

    public int tintAlpha() {
        return tint & 0xFF;
    }

    /** Horizontal scale factor. */
    public float xScale() {
        return Float.intBitsToFloat(xScaleBits);
    }

    public void setXScale(float xScale) {
        this.xScaleBits = Float.floatToRawIntBits(xScale);
    }

    /** Raw bits of the horizontal scale, as stored in the file. */
    public int xScaleBits() {
        return xScaleBits;
    }

    public void setXScaleBits(int bits) {
        this.xScaleBits = bits;
    }

    /** Vertical scale factor (equal to the x scale in files older than 0x204). */
    public float yScale() {
        return Float.intBitsToFloat(yScaleBits);
    }

    public void setYScale(float yScale) {
        this.yScaleBits = Float.floatToRawIntBits(yScale);
    }

    /** Raw bits of the vertical scale, as stored in the file. */
    public int yScaleBits() {
        return yScaleBits;
    }

    public void setYScaleBits(int bits) {
        this.yScaleBits = bits;
    }

    /** Rotation in whole degrees; positive turns clockwise on screen. Real files hold 0..359. */
    public int rotation() {
        return rotation;
    }

    public void setRotation(int degrees) {
        this.rotation = degrees;
    }

    /** Width stored in 0x205 files (normally the image's width; 0 for empty layers). */
    public int width() {
        return width;
    }

    public void setWidth(int width) {
        this.width = width;
    }

    /** Height stored in 0x205 files (normally the image's height; 0 for empty layers). */
    public int height() {
        return height;
    }

    public void setHeight(int height) {
        this.height = height;
    }

    /** An independent copy. */
    public SpriteLayer copy() {
        SpriteLayer c = new SpriteLayer(x, y, spriteIndex, spriteType);
        c.mirrorFlag = mirrorFlag;
        c.tint = tint;
        c.xScaleBits = xScaleBits;
        c.yScaleBits = yScaleBits;
        c.rotation = rotation;
        c.width = width;
        c.height = height;
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SpriteLayer l && x == l.x && y == l.y && spriteIndex == l.spriteIndex
                && spriteType == l.spriteType && mirrorFlag == l.mirrorFlag && tint == l.tint
                && xScaleBits == l.xScaleBits && yScaleBits == l.yScaleBits && rotation == l.rotation
                && width == l.width && height == l.height;
    }

    @Override
    public int hashCode() {
        return Objects.hash(x, y, spriteIndex, spriteType, mirrorFlag, tint, xScaleBits, yScaleBits, rotation,
                width, height);
    }

    @Override
    public String toString() {
        return "SpriteLayer[sprite " + spriteIndex + (spriteType == TYPE_RGBA ? " rgba" : "") + " at " + x + ","
                + y + (isMirrored() ? " mirrored" : "") + String.format(" tint %08x", tint) + " scale " + xScale()
                + "/" + yScale() + " rot " + rotation + " size " + width + "x" + height + "]";
    }
}
