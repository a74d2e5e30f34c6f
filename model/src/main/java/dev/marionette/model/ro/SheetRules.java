package dev.marionette.model.ro;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.util.List;

/**
 * The SPR format's rules as edits check them before changing anything: which images exist, the 16-bit
 * limits of counts, sizes and run-length data, the 65,535-pixel limit of indexed images, and which versions
 * have an RGBA block or need a palette. A sheet that passes them can be written in its own version.
 */
public final class SheetRules {

    /** Counts, widths, heights and RLE sizes are 16-bit fields. */
    public static final int MAX_U16 = 0xFFFF;
    /** Largest indexed image, in pixels: the official client's and the common editor's limit. */
    public static final int MAX_INDEXED_PIXELS = 0xFFFF;

    private SheetRules() {
    }

    /** The images of block {@code type} (the live list), or a rejection for an unknown type. */
    public static List<?> block(SpriteSheet sheet, int type) {
        requireType(type);
        return type == SpriteLayer.TYPE_INDEXED ? sheet.indexedImages() : sheet.rgbaImages();
    }

    /** The image at {@code ref}, or a rejection naming how many the block has. */
    public static Object image(SpriteSheet sheet, ImageRef ref) {
        List<?> images = block(sheet, ref.type());
        if (ref.index() < 0 || ref.index() >= images.size()) {
            throw new EditRejectedException("There is no " + ref + " (the sheet has " + images.size() + " "
                    + ImageRef.blockName(ref.type()) + " images).");
        }
        return images.get(ref.index());
    }

    /** Rejects sprite types other than indexed (0) and RGBA (1). */
    public static void requireType(int type) {
        if (type != SpriteLayer.TYPE_INDEXED && type != SpriteLayer.TYPE_RGBA) {
            throw new EditRejectedException("Sprite type " + type + " does not exist; 0 is indexed and 1 is RGBA.");
        }
    }

    /** Rejects RGBA images in a sheet whose version has no RGBA block. */
    public static void requireRgbaBlock(SpriteSheet sheet) {
        if (!SprVersion.hasRgbaImages(sheet.version())) {
            throw new EditRejectedException("This SPR is version " + SprVersion.format(sheet.version())
                    + ", which has no RGBA images; that needs version 0x200 or later.");
        }
    }

    /** Rejects a block growing past the 16-bit count field. */
    public static void requireCount(int type, int count) {
        if (count > MAX_U16) {
            throw new EditRejectedException("An SPR holds at most " + MAX_U16 + " " + ImageRef.blockName(type)
                    + " images; this would make " + count + ".");
        }
    }

    /** Rejects an indexed image the sheet's version cannot store. */
    public static void requireStorable(SpriteSheet sheet, IndexedImage image) {
        requireSize(image.width(), image.height());
        long pixels = (long) image.width() * image.height();
        if (pixels > MAX_INDEXED_PIXELS) {
            throw new EditRejectedException("An indexed image holds at most " + MAX_INDEXED_PIXELS + " pixels; this one is "
                    + image.width() + "x" + image.height() + " (" + pixels + "). Store it as an RGBA image.");
        }
        if (!sheet.hasPalette() && sheet.version() != SprVersion.V1_0) {
            throw new EditRejectedException("The sprite sheet has no palette, so it cannot hold indexed images; set a"
                    + " palette first or add the image as RGBA.");
        }
        if (SprVersion.usesRle(sheet.version()) && !image.hasSourceRle()) {
            int rle = RleLength.of(image.pixels());
            if (rle > MAX_U16) {
                throw new EditRejectedException("This image run-length encodes to " + rle + " bytes; SPR "
                        + SprVersion.format(sheet.version()) + " stores at most " + MAX_U16
                        + " per image. Store it as an RGBA image.");
            }
        }
    }

    /** Rejects an RGBA image the sheet's version cannot store. */
    public static void requireStorable(SpriteSheet sheet, RgbaImage image) {
        requireRgbaBlock(sheet);
        requireSize(image.width(), image.height());
    }

    /** Rejects an image of either kind the sheet cannot store. */
    public static void requireStorableImage(SpriteSheet sheet, Object image) {
        if (image instanceof IndexedImage indexed) {
            requireStorable(sheet, indexed);
        } else if (image instanceof RgbaImage rgba) {
            requireStorable(sheet, rgba);
        } else {
            throw new IllegalArgumentException("not a sprite image: " + image);
        }
    }

    private static void requireSize(int width, int height) {
        if (width > MAX_U16 || height > MAX_U16) {
            throw new EditRejectedException("Image width and height are at most " + MAX_U16 + "; this one is " + width
                    + "x" + height + ".");
        }
    }

    /** The block type an image belongs in. */
    public static int typeOf(Object image) {
        if (image instanceof IndexedImage) {
            return SpriteLayer.TYPE_INDEXED;
        }
        if (image instanceof RgbaImage) {
            return SpriteLayer.TYPE_RGBA;
        }
        throw new IllegalArgumentException("not a sprite image: " + image);
    }

    /** Bytes of pixel data an image keeps alive (indexed: 1 per pixel plus its RLE bytes; RGBA: 4). */
    public static long pixelBytes(Object image) {
        if (image instanceof IndexedImage indexed) {
            return (long) indexed.width() * indexed.height() + Math.max(0, indexed.sourceRleLength());
        }
        if (image instanceof RgbaImage rgba) {
            return 4L * rgba.width() * rgba.height();
        }
        return 0;
    }
}
