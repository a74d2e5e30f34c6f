package dev.marionette.export.ro;

import java.awt.Point;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Packs rectangles into one sheet in shelves: tallest first, left to right, a new shelf when a row is full,
 * {@value #PADDING} pixels between neighbours so that filtered sampling in a game engine never bleeds one frame
 * into the next. Several sheet widths around the square root of the total area are tried and the smallest sheet
 * kept, so sheets come out roughly square and tight.
 */
final class SheetPacker {

    /** Empty pixels between two packed rectangles. */
    static final int PADDING = 2;

    private SheetPacker() {
    }

    /**
     * Where each rectangle goes.
     *
     * @param positions each rectangle's top-left corner, in input order
     * @param width     the sheet's width
     * @param height    the sheet's height
     */
    record Packing(List<Point> positions, int width, int height) {
    }

    /** Packs rectangles of the given sizes ({@code sizes[i] = {w, h}}). */
    static Packing pack(List<int[]> sizes) {
        if (sizes.isEmpty()) {
            return new Packing(List.of(), 1, 1);
        }
        long area = 0;
        int widest = 0;
        for (int[] s : sizes) {
            area += (long) (s[0] + PADDING) * (s[1] + PADDING);
            widest = Math.max(widest, s[0]);
        }
        Integer[] order = new Integer[sizes.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingInt((Integer i) -> -sizes.get(i)[1])
                .thenComparingInt(i -> -sizes.get(i)[0]).thenComparingInt(i -> i));
        Packing best = null;
        double root = Math.sqrt(area);
        for (double factor : new double[] {0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 2.0}) {
            int limit = Math.max(widest, (int) Math.ceil(root * factor));
            Packing p = shelves(sizes, order, limit);
            if (best == null || (long) p.width * p.height < (long) best.width * best.height) {
                best = p;
            }
        }
        return best;
    }

    private static Packing shelves(List<int[]> sizes, Integer[] order, int limit) {
        Point[] positions = new Point[sizes.size()];
        int x = 0;
        int y = 0;
        int shelf = 0;
        int width = 1;
        for (int i : order) {
            int w = sizes.get(i)[0];
            int h = sizes.get(i)[1];
            if (x > 0 && x + w > limit) {
                x = 0;
                y += shelf + PADDING;
                shelf = 0;
            }
            positions[i] = new Point(x, y);
            width = Math.max(width, x + w);
            shelf = Math.max(shelf, h);
            x += w + PADDING;
        }
        return new Packing(new ArrayList<>(Arrays.asList(positions)), width, Math.max(1, y + shelf));
    }
}
