package dev.marionette.model.spr;

import java.util.List;

/**
 * The versions of the Ragnarok SPR format and what each one stores.
 *
 * <pre>
 * version  indexed pixels  RGBA image block  palette at the end
 * 0x100    raw             -                 normally none
 * 0x101    raw             -                 yes
 * 0x200    raw             yes               yes (see below)
 * 0x201    RLE             yes               yes (see below)
 * </pre>
 *
 * A sheet with no indexed images may or may not end with a palette: official RGBA-only files have one,
 * files saved by the common editor do not. Readers decide by the bytes left after the images.
 */
public final class SprVersion {

    /** Version 1.0: indexed images with raw pixels, normally no palette. */
    public static final int V1_0 = 0x100;
    /** Version 1.1: indexed images with raw pixels and a palette. */
    public static final int V1_1 = 0x101;
    /** Version 2.0: adds the RGBA image block. */
    public static final int V2_0 = 0x200;
    /** Version 2.1: indexed pixels are run-length encoded. */
    public static final int V2_1 = 0x201;

    /** The newest supported version; new sheets use it. */
    public static final int LATEST = V2_1;

    /** Every supported version, oldest first. */
    public static final List<Integer> KNOWN = List.of(V1_0, V1_1, V2_0, V2_1);

    private SprVersion() {
    }

    public static boolean isKnown(int version) {
        return KNOWN.contains(version);
    }

    /** The RGBA image count and block: 0x200 and later. */
    public static boolean hasRgbaImages(int version) {
        return version >= V2_0;
    }

    /** Indexed pixels run-length encoded: 0x201 and later. */
    public static boolean usesRle(int version) {
        return version >= V2_1;
    }

    /** Shows a version as {@code 0x201 (2.1)}. */
    public static String format(int version) {
        return String.format("0x%X (%d.%d)", version, version >>> 8, version & 0xFF);
    }
}
