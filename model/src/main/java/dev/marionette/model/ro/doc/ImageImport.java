package dev.marionette.model.ro.doc;

import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageConversion;
import dev.marionette.model.ro.ImagePlaces;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.ro.SpriteClip;
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
 * Where the images of a clip go in a target sheet, worked out before anything changes:
 * <ul>
 * <li>An image equal (same size and pixels) to one the target has, in the same block, is reused: nothing is
 *     added, and pasting into the document it came from adds nothing at all. Images added by the same paste
 *     are reused too.</li>
 * <li>An indexed image pastes as indexed when its colours mean the same in the target: the target palette
 *     gives every index the image uses the same RGB as the source palette (or the clip has no palette to
 *     compare with). A target without a palette and without indexed images takes the clip's palette.</li>
 * <li>Otherwise the indexed image is converted to RGBA with the source palette, which keeps its colours
 *     exactly; a target that cannot hold RGBA images (SPR before 0x200, or ACT before 0x200) rejects the
 *     paste with a message saying why.</li>
 * <li>Missing images are appended to the end of their block.</li>
 * </ul>
 */
final class ImageImport {

    private final SpriteSheet sheet;
    private final int actVersion;
    private final Palette sourcePalette;
    private Palette palette;
    private Palette adoptedPalette;
    private final List<IndexedImage> newIndexed = new ArrayList<>();
    private final List<RgbaImage> newRgba = new ArrayList<>();
    private final Map<ImageRef, ImageRef> mapping = new HashMap<>();
    private int converted;

    ImageImport(ActSprPair target, SpriteClip clip) {
        this.sheet = target.sheet();
        this.actVersion = target.act().version();
        this.sourcePalette = clip.palette();
        this.palette = sheet.palette();
        for (Map.Entry<ImageRef, Object> e : clip.images().entrySet()) {
            mapping.put(e.getKey(), place(e.getKey(), e.getValue()));
        }
    }

    private ImageRef place(ImageRef source, Object image) {
        if (image instanceof IndexedImage indexed) {
            if (palette == null && adoptedPalette == null && sourcePalette != null && sheet.indexedImages().isEmpty()
                    && sheet.version() != SprVersion.V1_0) {
                adoptedPalette = sourcePalette;
                palette = sourcePalette;
            }
            if (sourcePalette == null || palette != null && sameColours(indexed, sourcePalette, palette)) {
                return ImageRef.indexed(ImagePlaces.place(sheet.indexedImages(), newIndexed, indexed, source.index()));
            }
            image = ImageConversion.toRgba(indexed, sourcePalette);
            converted++;
            if (!SprVersion.hasRgbaImages(sheet.version())) {
                throw new EditRejectedException("The copied " + source + " uses colours this sheet's palette does not"
                        + " have, and this SPR (version " + SprVersion.format(sheet.version()) + ") has no RGBA"
                        + " images to keep them in.");
            }
        }
        RgbaImage rgba = (RgbaImage) image;
        SheetRules.requireRgbaBlock(sheet);
        ActRules.requireLayerAttributes(actVersion, "sprite types, needed to show RGBA images,");
        return ImageRef.rgba(ImagePlaces.place(sheet.rgbaImages(), newRgba, rgba, source.index()));
    }

    private static boolean sameColours(IndexedImage image, Palette from, Palette to) {
        boolean[] used = new boolean[Palette.SIZE];
        for (byte p : image.pixels()) {
            used[p & 0xFF] = true;
        }
        for (int i = 1; i < Palette.SIZE; i++) {
            if (used[i] && (from.argb(i) != to.argb(i))) {
                return false;
            }
        }
        return true;
    }

    /** The palette the target must take first, or null. */
    Palette adoptedPalette() {
        return adoptedPalette;
    }

    List<IndexedImage> newIndexed() {
        return newIndexed;
    }

    List<RgbaImage> newRgba() {
        return newRgba;
    }

    /** Where a source image is in the target, or null when the clip did not hold it. */
    ImageRef target(ImageRef source) {
        return mapping.get(source);
    }

    /** How many indexed images became RGBA. */
    int converted() {
        return converted;
    }
}
