package dev.marionette.render.ro;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The images of one sprite sheet converted for drawing: a premultiplied ARGB {@link BufferedImage} per SPR
 * image with the palette applied, and its tinted variants, built on first use and kept.
 *
 * <p>SPR images and palettes are immutable values, so an entry stays valid exactly as long as the sheet
 * still holds the same image object (and, for indexed images, the same palette object). Every lookup checks
 * that, so replacing an image or the palette in the sheet is picked up without being told;
 * {@link #invalidate()} drops everything at once. Each image keeps its {@value #TINTS_PER_IMAGE} most
 * recently used tints, so dragging a colour slider does not fill memory.
 *
 * <p>Not thread-safe: the editor uses it on the event thread.
 */
public final class SpriteImageCache {

    /** Tinted variants kept per image. */
    public static final int TINTS_PER_IMAGE = 8;

    private final SpriteSheet sheet;
    private final List<Entry> indexed = new ArrayList<>();
    private final List<Entry> rgba = new ArrayList<>();
    /** A palette drawn instead of the sheet's (a dye being previewed), or null. */
    private Palette paletteOverride;

    /** A cache for {@code sheet}, empty until images are asked for. */
    public SpriteImageCache(SpriteSheet sheet) {
        this.sheet = Objects.requireNonNull(sheet, "sheet");
    }

    /** The sheet whose images this cache converts. */
    public SpriteSheet sheet() {
        return sheet;
    }

    /**
     * The image a layer of this sprite type and index shows, tinted with {@code tint} ({@code 0xRRGGBBAA}),
     * or null when the sheet has no such image or it is empty (0 pixels wide or high).
     */
    public BufferedImage image(int spriteType, int index, int tint) {
        if (index < 0) {
            return null;
        }
        if (spriteType == SpriteLayer.TYPE_INDEXED && index < sheet.indexedImages().size()) {
            IndexedImage source = sheet.indexedImages().get(index);
            Palette palette = paletteOverride != null ? paletteOverride : sheet.palette();
            Entry entry = entry(indexed, index, source, palette);
            return entry.tinted(tint, t -> SpritePixels.indexed(source, palette, t), source.width(), source.height());
        }
        if (spriteType == SpriteLayer.TYPE_RGBA && index < sheet.rgbaImages().size()) {
            RgbaImage source = sheet.rgbaImages().get(index);
            Entry entry = entry(rgba, index, source, null);
            return entry.tinted(tint, t -> SpritePixels.rgba(source, t), source.width(), source.height());
        }
        return null;
    }

    /** The image a layer shows, with the layer's tint; null as for {@link #image(int, int, int)}. */
    public BufferedImage image(SpriteLayer layer) {
        return image(layer.spriteType(), layer.spriteIndex(), layer.tint());
    }

    /**
     * Draws the indexed images with {@code palette} instead of the sheet's, or with the sheet's again for null:
     * a dye shown without touching the document. The sheet itself is not changed.
     */
    public void setPaletteOverride(Palette palette) {
        this.paletteOverride = palette;
    }

    /** The palette drawn instead of the sheet's, or null. */
    public Palette paletteOverride() {
        return paletteOverride;
    }

    /** Forgets every converted image. */
    public void invalidate() {
        indexed.clear();
        rgba.clear();
    }

    /** Number of converted images held, all tints counted (for tests and memory displays). */
    public int size() {
        int n = 0;
        for (List<Entry> block : List.of(indexed, rgba)) {
            for (Entry e : block) {
                n += e == null ? 0 : e.byTint.size();
            }
        }
        return n;
    }

    private static Entry entry(List<Entry> block, int index, Object source, Palette palette) {
        while (block.size() <= index) {
            block.add(null);
        }
        Entry entry = block.get(index);
        // Identity, not equals: images are immutable, so the same object means the same pixels, and
        // comparing pixel arrays on every paint would cost more than converting.
        if (entry == null || entry.source != source || entry.palette != palette) {
            entry = new Entry(source, palette);
            block.set(index, entry);
        }
        return entry;
    }

    /** Converts pixels for one tint. */
    private interface Converter {
        int[] pixels(int tint);
    }

    private static final class Entry {
        final Object source;
        final Palette palette;
        final Map<Integer, BufferedImage> byTint = new LinkedHashMap<>(4, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, BufferedImage> eldest) {
                return size() > TINTS_PER_IMAGE;
            }
        };

        Entry(Object source, Palette palette) {
            this.source = source;
            this.palette = palette;
        }

        BufferedImage tinted(int tint, Converter converter, int width, int height) {
            if (width == 0 || height == 0) {
                return null;
            }
            BufferedImage image = byTint.get(tint);
            if (image == null) {
                image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB_PRE);
                // setDataElements, not the data buffer, keeps the image eligible for the toolkit's
                // accelerated copies.
                image.getRaster().setDataElements(0, 0, width, height, converter.pixels(tint));
                byTint.put(tint, image);
            }
            return image;
        }
    }
}
