package dev.marionette.model.spr;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A Ragnarok Online SPR file: the images an ACT's layers draw. Indexed images share one {@link Palette};
 * RGBA images (0x200 and later) carry their own colours. Layers address each block separately, so RGBA
 * image {@code i} is layer sprite {@code i} of type RGBA (and absolute image {@code indexedCount + i}).
 *
 * <p>The sheet remembers the version it was read as and whether the file had a palette: sheets without
 * indexed images may have one or not, and keeping that choice keeps the file byte-identical.
 */
public final class SpriteSheet {

    private int version = SprVersion.LATEST;
    private Palette palette;
    private final List<IndexedImage> indexedImages = new ArrayList<>();
    private final List<RgbaImage> rgbaImages = new ArrayList<>();

    /** An empty sheet in the latest version, without a palette. */
    public SpriteSheet() {
    }

    /** The version the file was read as (or will be written as). */
    public int version() {
        return version;
    }

    public void setVersion(int version) {
        this.version = version;
    }

    /** The palette, or null when the sheet has none. */
    public Palette palette() {
        return palette;
    }

    /** Sets the palette; null removes it. */
    public void setPalette(Palette palette) {
        this.palette = palette;
    }

    public boolean hasPalette() {
        return palette != null;
    }

    /** The indexed images (the live list of immutable images). */
    public List<IndexedImage> indexedImages() {
        return indexedImages;
    }

    /** The RGBA images (the live list of immutable images). */
    public List<RgbaImage> rgbaImages() {
        return rgbaImages;
    }

    /** Width of the image a layer of this type and index shows, or -1 when there is no such image. */
    public int imageWidth(int spriteType, int index) {
        if (spriteType == 1) {
            return index >= 0 && index < rgbaImages.size() ? rgbaImages.get(index).width() : -1;
        }
        return spriteType == 0 && index >= 0 && index < indexedImages.size() ? indexedImages.get(index).width() : -1;
    }

    /** Height of the image a layer of this type and index shows, or -1 when there is no such image. */
    public int imageHeight(int spriteType, int index) {
        if (spriteType == 1) {
            return index >= 0 && index < rgbaImages.size() ? rgbaImages.get(index).height() : -1;
        }
        return spriteType == 0 && index >= 0 && index < indexedImages.size() ? indexedImages.get(index).height() : -1;
    }

    /** A copy with its own lists (images and palette are immutable and shared). */
    public SpriteSheet copy() {
        SpriteSheet c = new SpriteSheet();
        c.version = version;
        c.palette = palette;
        c.indexedImages.addAll(indexedImages);
        c.rgbaImages.addAll(rgbaImages);
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SpriteSheet s && version == s.version && Objects.equals(palette, s.palette)
                && indexedImages.equals(s.indexedImages) && rgbaImages.equals(s.rgbaImages);
    }

    @Override
    public int hashCode() {
        return Objects.hash(version, palette, indexedImages, rgbaImages);
    }

    @Override
    public String toString() {
        return "SpriteSheet[" + SprVersion.format(version) + ", " + indexedImages.size() + " indexed, "
                + rgbaImages.size() + " rgba, " + (palette == null ? "no palette" : "palette") + "]";
    }
}
