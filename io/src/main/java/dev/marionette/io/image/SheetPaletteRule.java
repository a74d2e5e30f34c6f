package dev.marionette.io.image;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import java.util.Locale;
import java.util.Optional;

/**
 * When a palette picture keeps its indices: when it is drawn with the sheet's palette. Every index its pixels
 * use must have, in the picture's palette, the sheet palette's colour at that index, opaque; and index 0,
 * transparent in every sprite, must be transparent in the picture too (or have the sheet's entry 0 colour, as
 * BMPs, which have no transparency, store it). Entries no pixel uses do not matter, so a picture saved with a
 * shortened palette still qualifies. Such a picture becomes an indexed image with exactly its indices:
 * duplicate colours (official palettes repeat black at several entries) and dye ranges stay as they were.
 *
 * <p>The editor's Import and Replace match any other picture to the palette by colour; {@code sprite build}
 * refuses it, naming the first index that differs.
 */
public final class SheetPaletteRule {

    private SheetPaletteRule() {
    }

    /** What kind of difference keeps a picture from keeping its indices. */
    public enum Kind {
        /** A true-colour picture: it has no indices. */
        NOT_A_PALETTE_PICTURE,
        /** A pixel uses an index past the end of the picture's own palette. */
        BEYOND_ITS_PALETTE,
        /** Index 0 is opaque in a colour other than the sheet's entry 0. */
        OPAQUE_INDEX_ZERO,
        /** An index other than 0 is transparent or partly transparent. */
        NOT_OPAQUE,
        /** An index holds another colour than the sheet's. */
        OTHER_COLOUR
    }

    /**
     * The first reason a picture cannot keep its indices.
     *
     * @param kind     what differs
     * @param index    the palette index concerned (-1 for {@link Kind#NOT_A_PALETTE_PICTURE})
     * @param found    the picture's entry as {@code 0xAARRGGBB} (0 when it has none)
     * @param expected the sheet's colour at the index as {@code 0xRRGGBB}
     */
    public record Mismatch(Kind kind, int index, int found, int expected) {

        /** In words, the sheet's palette called {@code whose} ("the sheet", "body.pal"). */
        public String describe(String whose) {
            return switch (kind) {
                case NOT_A_PALETTE_PICTURE -> "it is not a palette picture";
                case BEYOND_ITS_PALETTE -> "index " + index + " is beyond its palette";
                case OPAQUE_INDEX_ZERO -> "its index 0 is opaque " + hex(found & 0xFFFFFF) + ", not transparent";
                case NOT_OPAQUE -> "its entry " + index + " is "
                        + (found >>> 24 == 0 ? "transparent" : "partly transparent");
                case OTHER_COLOUR -> "its entry " + index + " is " + hex(found & 0xFFFFFF) + " where " + whose
                        + " has " + hex(expected);
            };
        }
    }

    /** Why {@code picture} cannot keep its indices with {@code sheet}'s palette, or empty when it can. */
    public static Optional<String> mismatch(ImportedPicture picture, Palette sheet) {
        return firstMismatch(picture, sheet).map(m -> m.describe("the sheet"));
    }

    /** The lowest index at which {@code picture} differs from {@code sheet}'s palette, or empty when none does. */
    public static Optional<Mismatch> firstMismatch(ImportedPicture picture, Palette sheet) {
        if (!picture.hasPalette()) {
            return Optional.of(new Mismatch(Kind.NOT_A_PALETTE_PICTURE, -1, 0, 0));
        }
        return firstMismatch(used(picture.indices()), picture.palette(), sheet);
    }

    /** Which of the 256 indices {@code indices} uses. */
    public static boolean[] used(byte[] indices) {
        boolean[] used = new boolean[256];
        for (byte b : indices) {
            used[b & 0xFF] = true;
        }
        return used;
    }

    /**
     * The lowest index a palette picture uses ({@code used}, from {@link #used}) at which its palette
     * {@code colours} differs from {@code sheet}'s, or empty when none does.
     */
    public static Optional<Mismatch> firstMismatch(boolean[] used, int[] colours, Palette sheet) {
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                continue;
            }
            int sheetRgb = sheet.argb(i) & 0xFFFFFF;
            if (i >= colours.length) {
                return Optional.of(new Mismatch(Kind.BEYOND_ITS_PALETTE, i, 0, sheetRgb));
            }
            int argb = colours[i];
            int alpha = argb >>> 24;
            int rgb = argb & 0xFFFFFF;
            if (i == Palette.TRANSPARENT_INDEX) {
                if (alpha != 0 && rgb != sheetRgb) {
                    return Optional.of(new Mismatch(Kind.OPAQUE_INDEX_ZERO, i, argb, sheetRgb));
                }
            } else if (alpha != 0xFF) {
                return Optional.of(new Mismatch(Kind.NOT_OPAQUE, i, argb, sheetRgb));
            } else if (rgb != sheetRgb) {
                return Optional.of(new Mismatch(Kind.OTHER_COLOUR, i, argb, sheetRgb));
            }
        }
        return Optional.empty();
    }

    /** The picture's indices as an indexed image (call when {@link #mismatch} is empty). */
    public static IndexedImage keepIndices(ImportedPicture picture) {
        return new IndexedImage(picture.width(), picture.height(), picture.indices());
    }

    /** A colour as {@code #RRGGBB}. */
    public static String hex(int rgb) {
        return String.format(Locale.ROOT, "#%06X", rgb & 0xFFFFFF);
    }
}
