package dev.marionette.export;

import java.util.Locale;

/**
 * What is behind an exported picture: nothing (transparent, where the format can say so) or an opaque colour
 * the frames are drawn on.
 *
 * @param rgb the colour as {@code 0xRRGGBB}; ignored when transparent
 */
public record Background(boolean transparent, int rgb) {

    /** No background: transparent pixels stay transparent. */
    public static final Background TRANSPARENT = new Background(true, 0);

    public Background {
        rgb = transparent ? 0 : rgb & 0xFF_FFFF;
    }

    /** An opaque colour, {@code 0xRRGGBB}. */
    public static Background of(int rgb) {
        return new Background(false, rgb);
    }

    /**
     * Reads {@code transparent} or {@code #RRGGBB} (the {@code #} may be left out).
     *
     * @throws IllegalArgumentException with a message for the user when it is neither
     */
    public static Background parse(String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("transparent") || t.equalsIgnoreCase("none")) {
            return TRANSPARENT;
        }
        String hex = t.startsWith("#") ? t.substring(1) : t;
        if (hex.length() == 6 && hex.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            return of(Integer.parseInt(hex, 16));
        }
        throw new IllegalArgumentException("'" + text + "' is not a background: use transparent or #RRGGBB");
    }

    /** The colour as opaque ARGB; 0 (transparent black) when transparent. */
    public int argb() {
        return transparent ? 0 : 0xFF00_0000 | rgb;
    }

    @Override
    public String toString() {
        return transparent ? "transparent" : String.format(Locale.ROOT, "#%06X", rgb);
    }
}
