package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ImagePlaces;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.RleLength;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Pictures a tool draws, on their way into the sprite sheet. Each picture (ARGB, top-down) becomes:
 * <ul>
 * <li>an indexed image when the palette can hold it: every pixel fully transparent or fully opaque, every
 *     opaque colour already in the palette (entries 1-255, the lowest index holding it), and the image within
 *     the indexed limits of the sheet's version (65,535 pixels, 65,535 bytes of run-length data);</li>
 * <li>otherwise an RGBA image, which needs SPR 0x200 and ACT 0x200 or later; a sheet that cannot hold it
 *     rejects the tool with a message saying why.</li>
 * </ul>
 * Pictures equal to an image the sheet has (same block, size and pixels), or to one added before, are not added
 * again: the same place is returned. The new images go at the end of their blocks, so nothing already in the
 * sheet moves.
 */
public final class NewImages {

    private final SpriteSheet sheet;
    private final int actVersion;
    private final List<IndexedImage> indexed = new ArrayList<>();
    private final List<RgbaImage> rgba = new ArrayList<>();
    private final Map<Integer, Integer> paletteIndex = new HashMap<>();

    /** Images for {@code sheet}, whose layers are stored in an ACT of {@code actVersion}. */
    public NewImages(SpriteSheet sheet, int actVersion) {
        this.sheet = sheet;
        this.actVersion = actVersion;
        Palette palette = sheet.palette();
        if (palette != null) {
            for (int i = Palette.SIZE - 1; i >= 1; i--) {
                paletteIndex.put(palette.argb(i) & 0xFF_FFFF, i);
            }
        }
    }

    /** The place of a picture {@code width} &times; {@code height} of ARGB pixels (see the class comment). */
    public ImageRef add(int width, int height, int[] argb) {
        IndexedImage asIndexed = indexedOrNull(width, height, argb);
        if (asIndexed != null) {
            return ImageRef.indexed(ImagePlaces.place(sheet.indexedImages(), indexed, asIndexed, -1));
        }
        if (!SprVersion.hasRgbaImages(sheet.version())) {
            throw new EditRejectedException("The new picture needs colours or soft edges the palette cannot hold, and"
                    + " this SPR (version " + SprVersion.format(sheet.version()) + ") has no RGBA images to keep it;"
                    + " pick a colour from the palette or save the sheet as 0x200 or later.");
        }
        if (!ActVersion.hasLayerAttributes(actVersion)) {
            throw new EditRejectedException("The new picture must be an RGBA image, and this ACT (version "
                    + ActVersion.format(actVersion) + ") cannot show RGBA images (0x200 or later).");
        }
        RgbaImage image = new RgbaImage(width, height, argb);
        SheetRules.requireStorable(sheet, image);
        SheetRules.requireCount(SpriteLayer.TYPE_RGBA, sheet.rgbaImages().size() + rgba.size() + 1);
        return ImageRef.rgba(ImagePlaces.place(sheet.rgbaImages(), rgba, image, -1));
    }

    private IndexedImage indexedOrNull(int width, int height, int[] argb) {
        if (sheet.palette() == null || (long) width * height > SheetRules.MAX_INDEXED_PIXELS
                || width > SheetRules.MAX_U16 || height > SheetRules.MAX_U16) {
            return null;
        }
        byte[] pixels = new byte[argb.length];
        for (int i = 0; i < argb.length; i++) {
            int alpha = argb[i] >>> 24;
            if (alpha == 0) {
                continue;
            }
            Integer index = alpha == 255 ? paletteIndex.get(argb[i] & 0xFF_FFFF) : null;
            if (index == null) {
                return null;
            }
            pixels[i] = (byte) (int) index;
        }
        if (SprVersion.usesRle(sheet.version()) && RleLength.of(pixels) > SheetRules.MAX_U16) {
            return null;
        }
        if (sheet.indexedImages().size() + indexed.size() + 1 > SheetRules.MAX_U16) {
            return null;
        }
        return new IndexedImage(width, height, pixels);
    }

    /** Width of the image at {@code ref}, in the sheet or among the new images. */
    public int width(ImageRef ref) {
        Object image = image(ref);
        return image instanceof IndexedImage i ? i.width() : ((RgbaImage) image).width();
    }

    /** Height of the image at {@code ref}, in the sheet or among the new images. */
    public int height(ImageRef ref) {
        Object image = image(ref);
        return image instanceof IndexedImage i ? i.height() : ((RgbaImage) image).height();
    }

    private Object image(ImageRef ref) {
        if (ref.type() == SpriteLayer.TYPE_INDEXED) {
            int n = sheet.indexedImages().size();
            return ref.index() < n ? sheet.indexedImages().get(ref.index()) : indexed.get(ref.index() - n);
        }
        int n = sheet.rgbaImages().size();
        return ref.index() < n ? sheet.rgbaImages().get(ref.index()) : rgba.get(ref.index() - n);
    }

    /** The indexed images to append, in order. */
    public List<IndexedImage> indexed() {
        return List.copyOf(indexed);
    }

    /** The RGBA images to append, in order. */
    public List<RgbaImage> rgba() {
        return List.copyOf(rgba);
    }

    /** True when nothing is to be added. */
    public boolean isEmpty() {
        return indexed.isEmpty() && rgba.isEmpty();
    }

    /**
     * The sheet with the new images appended (a copy; the original is untouched), for previews.
     */
    public SpriteSheet appliedTo(SpriteSheet original) {
        SpriteSheet copy = original.copy();
        copy.indexedImages().addAll(indexed);
        copy.rgbaImages().addAll(rgba);
        return copy;
    }
}
