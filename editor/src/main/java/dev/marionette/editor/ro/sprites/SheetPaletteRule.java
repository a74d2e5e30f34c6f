package dev.marionette.editor.ro.sprites;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import java.util.Locale;
import java.util.Optional;

/**
 * When an imported palette picture keeps its indices: when it is drawn with the sheet's palette. Every index
 * its pixels use must have, in the picture's palette, the sheet palette's colour at that index, opaque; and
 * index 0, transparent in every sprite, must be transparent in the picture too (or have the sheet's entry 0
 * colour, as BMPs, which have no transparency, store it). Entries no pixel uses do not matter, so a picture
 * saved with a shortened palette still qualifies. Such a picture becomes an indexed image with exactly its
 * indices: duplicate colours (official palettes repeat black at several entries) and dye ranges stay as they
 * were. Any other picture is matched to the palette by colour ({@link PaletteMatcher}).
 */
public final class SheetPaletteRule {

    private SheetPaletteRule() {
    }

    /** Why {@code picture} cannot keep its indices with {@code sheet}'s palette, or empty when it can. */
    public static Optional<String> mismatch(ImportedPicture picture, Palette sheet) {
        if (!picture.hasPalette()) {
            return Optional.of("it is not a palette picture");
        }
        boolean[] used = new boolean[256];
        for (byte b : picture.indices()) {
            used[b & 0xFF] = true;
        }
        int[] colours = picture.palette();
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                continue;
            }
            if (i >= colours.length) {
                return Optional.of("index " + i + " is beyond its palette");
            }
            int argb = colours[i];
            int alpha = argb >>> 24;
            int rgb = argb & 0xFFFFFF;
            int sheetRgb = sheet.argb(i) & 0xFFFFFF;
            if (i == Palette.TRANSPARENT_INDEX) {
                if (alpha != 0 && rgb != sheetRgb) {
                    return Optional.of("its index 0 is opaque " + hex(rgb) + ", not transparent");
                }
            } else if (alpha != 0xFF) {
                return Optional.of("its entry " + i + " is " + (alpha == 0 ? "transparent" : "partly transparent"));
            } else if (rgb != sheetRgb) {
                return Optional.of("its entry " + i + " is " + hex(rgb) + " where the sheet has " + hex(sheetRgb));
            }
        }
        return Optional.empty();
    }

    /** The picture's indices as an indexed image (call when {@link #mismatch} is empty). */
    public static IndexedImage keepIndices(ImportedPicture picture) {
        return new IndexedImage(picture.width(), picture.height(), picture.indices());
    }

    private static String hex(int rgb) {
        return String.format(Locale.ROOT, "#%06X", rgb);
    }
}
