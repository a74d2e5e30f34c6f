package dev.marionette.model.ro.tools;

import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Palette work: shifting hue, saturation and brightness of a range of entries, and removing the colours no
 * indexed image uses.
 */
public final class PaletteTools {

    private PaletteTools() {
    }

    /**
     * The palette with entries {@code from..to} (inclusive) shifted in HSB: the hue turned by {@code hue}
     * degrees, saturation and brightness moved by {@code saturation} and {@code brightness} (each -1..1, added
     * and clamped to 0..1). Each entry keeps its fourth byte; entries outside the range are untouched.
     */
    public static Palette shiftHsb(Palette palette, int from, int to, double hue, double saturation,
            double brightness) {
        int low = Math.max(0, Math.min(from, to));
        int high = Math.min(Palette.SIZE - 1, Math.max(from, to));
        Palette result = palette;
        for (int i = low; i <= high; i++) {
            double[] hsb = toHsb(palette.red(i), palette.green(i), palette.blue(i));
            double h = hsb[0] + hue / 360.0;
            h -= Math.floor(h);
            double s = clamp(hsb[1] + saturation);
            double b = clamp(hsb[2] + brightness);
            result = result.withColor(i, toRgb(h, s, b));
        }
        return result;
    }

    /** Hue (0..1), saturation and brightness (0..1) of an RGB colour, as {@code java.awt.Color} computes them. */
    static double[] toHsb(int r, int g, int b) {
        int max = Math.max(r, Math.max(g, b));
        int min = Math.min(r, Math.min(g, b));
        double brightness = max / 255.0;
        double saturation = max == 0 ? 0 : (max - min) / (double) max;
        double hue = 0;
        if (saturation != 0) {
            double rc = (max - r) / (double) (max - min);
            double gc = (max - g) / (double) (max - min);
            double bc = (max - b) / (double) (max - min);
            if (r == max) {
                hue = bc - gc;
            } else if (g == max) {
                hue = 2.0 + rc - bc;
            } else {
                hue = 4.0 + gc - rc;
            }
            hue /= 6.0;
            if (hue < 0) {
                hue += 1.0;
            }
        }
        return new double[] {hue, saturation, brightness};
    }

    /** {@code 0xRRGGBB} of a hue, saturation and brightness (each 0..1). */
    static int toRgb(double hue, double saturation, double brightness) {
        int r;
        int g;
        int b;
        if (saturation == 0) {
            r = g = b = (int) Math.round(brightness * 255);
        } else {
            double h = (hue - Math.floor(hue)) * 6.0;
            double f = h - Math.floor(h);
            double p = brightness * (1 - saturation);
            double q = brightness * (1 - saturation * f);
            double t = brightness * (1 - saturation * (1 - f));
            double[] rgb = switch ((int) h) {
                case 0 -> new double[] {brightness, t, p};
                case 1 -> new double[] {q, brightness, p};
                case 2 -> new double[] {p, brightness, t};
                case 3 -> new double[] {p, q, brightness};
                case 4 -> new double[] {t, p, brightness};
                default -> new double[] {brightness, p, q};
            };
            r = (int) Math.round(rgb[0] * 255);
            g = (int) Math.round(rgb[1] * 255);
            b = (int) Math.round(rgb[2] * 255);
        }
        return r << 16 | g << 8 | b;
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }

    /**
     * The result of removing unused colours.
     *
     * @param palette the new palette
     * @param images  the indexed images with their pixels renumbered (the same objects where nothing changed)
     * @param removed how many entries were freed
     * @param mapping for each old entry, its new index (-1 for an entry no image used)
     */
    public record Compacted(Palette palette, List<IndexedImage> images, int removed, int[] mapping) {
    }

    /**
     * Moves the colours the indexed images use to the front of the palette, in their order, and frees the rest:
     * entry 0 (transparent) stays; with {@code mergeDuplicates}, entries of the same colour become one (the
     * first). Freed entries at the end become black, with entry 0's fourth byte. Every image is renumbered,
     * so each looks exactly as before.
     *
     * @throws EditRejectedException when there is no palette or nothing to free
     */
    public static Compacted removeUnused(Palette palette, List<IndexedImage> images, boolean mergeDuplicates) {
        if (palette == null) {
            throw new EditRejectedException("The sprite sheet has no palette.");
        }
        boolean[] used = new boolean[Palette.SIZE];
        used[0] = true;
        for (IndexedImage image : images) {
            for (byte p : image.pixels()) {
                used[p & 0xFF] = true;
            }
        }
        int[] mapping = new int[Palette.SIZE];
        java.util.Arrays.fill(mapping, -1);
        mapping[0] = 0;
        Map<Integer, Integer> byColour = new HashMap<>();
        List<Integer> kept = new ArrayList<>(List.of(0));
        for (int i = 1; i < Palette.SIZE; i++) {
            if (!used[i]) {
                continue;
            }
            int rgb = palette.argb(i) & 0xFF_FFFF;
            Integer same = mergeDuplicates ? byColour.get(rgb) : null;
            if (same != null) {
                mapping[i] = same;
            } else {
                mapping[i] = kept.size();
                byColour.put(rgb, kept.size());
                kept.add(i);
            }
        }
        int removed = Palette.SIZE - kept.size();
        boolean moves = false;
        for (int i = 0; i < Palette.SIZE; i++) {
            moves |= mapping[i] >= 0 && mapping[i] != i;
        }
        if (!moves && unusedAreFree(palette, used)) {
            throw new EditRejectedException("Every colour of the palette is in use" + (removed > 0
                    ? " or already free at its end." : "."));
        }
        byte[] bytes = new byte[Palette.BYTES];
        byte[] old = palette.toBytes();
        for (int n = 0; n < kept.size(); n++) {
            System.arraycopy(old, kept.get(n) * 4, bytes, n * 4, 4);
        }
        for (int n = kept.size(); n < Palette.SIZE; n++) {
            bytes[n * 4 + 3] = old[3];
        }
        List<IndexedImage> remapped = new ArrayList<>(images.size());
        for (IndexedImage image : images) {
            remapped.add(image.remapped(mapping));
        }
        return new Compacted(Palette.fromBytes(bytes), remapped, removed, mapping);
    }

    /** True when the unused entries already sit at the end as black, so compacting would change nothing. */
    private static boolean unusedAreFree(Palette palette, boolean[] used) {
        boolean seenUnused = false;
        for (int i = 1; i < Palette.SIZE; i++) {
            if (!used[i]) {
                seenUnused = true;
                if ((palette.argb(i) & 0xFF_FFFF) != 0) {
                    return false;
                }
            } else if (seenUnused) {
                return false;
            }
        }
        return true;
    }
}
