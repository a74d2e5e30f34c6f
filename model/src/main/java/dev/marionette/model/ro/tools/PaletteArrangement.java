package dev.marionette.model.ro.tools;

import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import java.util.ArrayList;
import java.util.List;

/**
 * Rearranging and filling palette entries: swapping two entries or moving a run of them elsewhere with every
 * indexed image renumbered so it looks the same, and a gradient between two entries. Entry 0 is the transparent
 * one in every sprite and never moves. Works on copies; {@code PaletteOperations} makes the edits.
 */
public final class PaletteArrangement {

    private PaletteArrangement() {
    }

    /**
     * A rearranged palette and the images renumbered for it.
     *
     * @param palette the new palette (each entry's four bytes moved whole)
     * @param images  the indexed images, the same objects where no pixel changed
     * @param mapping for each old entry, its new index
     */
    public record Rearranged(Palette palette, List<IndexedImage> images, int[] mapping) {
    }

    /** The mapping that swaps entries {@code a} and {@code b}. */
    public static int[] swap(int a, int b) {
        requireMovable(a);
        requireMovable(b);
        if (a == b) {
            throw new EditRejectedException("Choose two different entries to swap.");
        }
        int[] mapping = identity();
        mapping[a] = b;
        mapping[b] = a;
        return mapping;
    }

    /**
     * The mapping that takes the run of entries {@code from..to} (inclusive, either order) out of the palette
     * and puts it back so it starts at {@code target}, the entries between sliding over to make room.
     */
    public static int[] move(int from, int to, int target) {
        int low = Math.min(from, to);
        int high = Math.max(from, to);
        int length = high - low + 1;
        requireMovable(low);
        requireMovable(high);
        if (target < 1 || target + length > Palette.SIZE) {
            throw new EditRejectedException("Entries " + low + "-" + high + " moved to " + target + " would pass "
                    + (target < 1 ? "entry 1 (entry 0 stays the transparent one)" : "entry 255") + ".");
        }
        if (target == low) {
            throw new EditRejectedException("The entries are already there.");
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 1; i < Palette.SIZE; i++) {
            if (i < low || i > high) {
                order.add(i);
            }
        }
        List<Integer> run = new ArrayList<>();
        for (int i = low; i <= high; i++) {
            run.add(i);
        }
        order.addAll(target - 1, run);
        int[] mapping = new int[Palette.SIZE];
        for (int n = 0; n < order.size(); n++) {
            mapping[order.get(n)] = n + 1;
        }
        return mapping;
    }

    /**
     * The palette with entry {@code i} moved to {@code mapping[i]} (all four bytes) and every image renumbered
     * the same way, so each looks as before. {@code mapping} must be a permutation fixing entry 0.
     */
    public static Rearranged apply(Palette palette, List<IndexedImage> images, int[] mapping) {
        if (palette == null) {
            throw new EditRejectedException("The sprite sheet has no palette.");
        }
        byte[] old = palette.toBytes();
        byte[] bytes = new byte[Palette.BYTES];
        boolean[] taken = new boolean[Palette.SIZE];
        for (int i = 0; i < Palette.SIZE; i++) {
            int to = mapping[i];
            if (taken[to] || (i == 0) != (to == 0)) {
                throw new IllegalArgumentException("not a permutation fixing entry 0 at entry " + i);
            }
            taken[to] = true;
            System.arraycopy(old, i * 4, bytes, to * 4, 4);
        }
        List<IndexedImage> remapped = new ArrayList<>(images.size());
        for (IndexedImage image : images) {
            remapped.add(image.remapped(mapping));
        }
        return new Rearranged(Palette.fromBytes(bytes), remapped, mapping.clone());
    }

    /**
     * The palette with the entries strictly between {@code from} and {@code to} (either order) blended evenly
     * from the colour of the lower to that of the higher, each channel rounded; the ends and every fourth byte
     * stay. Needs at least one entry between them; entry 0 is never written.
     */
    public static Palette gradient(Palette palette, int from, int to) {
        int low = Math.min(from, to);
        int high = Math.max(from, to);
        requireMovable(low);
        requireMovable(high);
        if (high - low < 2) {
            throw new EditRejectedException("A gradient needs entries between its two ends: choose ends at least"
                    + " two apart.");
        }
        Palette result = palette;
        for (int i = low + 1; i < high; i++) {
            double t = (i - low) / (double) (high - low);
            int r = (int) Math.round(palette.red(low) + t * (palette.red(high) - palette.red(low)));
            int g = (int) Math.round(palette.green(low) + t * (palette.green(high) - palette.green(low)));
            int b = (int) Math.round(palette.blue(low) + t * (palette.blue(high) - palette.blue(low)));
            result = result.withColor(i, r << 16 | g << 8 | b);
        }
        return result;
    }

    /**
     * The palette with entries {@code at}, {@code at + 1}... set to {@code rgb} ({@code 0xRRGGBB} each), keeping
     * their fourth bytes; colours that would pass entry 255 are left out.
     */
    public static Palette paste(Palette palette, int at, int[] rgb) {
        requireMovable(at);
        if (rgb.length == 0) {
            throw new EditRejectedException("There are no copied colours to paste.");
        }
        Palette result = palette;
        for (int n = 0; n < rgb.length && at + n < Palette.SIZE; n++) {
            result = result.withColor(at + n, rgb[n] & 0xFF_FFFF);
        }
        return result;
    }

    private static void requireMovable(int entry) {
        if (entry == Palette.TRANSPARENT_INDEX) {
            throw new EditRejectedException("Entry 0 is the transparent one in every sprite: it stays where it is.");
        }
        if (entry < 0 || entry >= Palette.SIZE) {
            throw new EditRejectedException("There is no palette entry " + entry + ".");
        }
    }

    private static int[] identity() {
        int[] mapping = new int[Palette.SIZE];
        for (int i = 0; i < mapping.length; i++) {
            mapping[i] = i;
        }
        return mapping;
    }
}
