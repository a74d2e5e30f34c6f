package dev.marionette.export.gif;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Heckbert's median cut: the colours of a picture, weighted by how many pixels have them, are put in one box
 * of RGB space; the box whose colours spread the most (its widest channel's range times its pixel count) is
 * cut in two at the weighted median of that channel, until there are as many boxes as palette entries; each
 * box gives the average of its colours, weighted by pixel count. Pixels then take the nearest palette colour
 * (squared RGB distance). Deterministic: the same picture always gives the same palette.
 */
final class MedianCut {

    private MedianCut() {
    }

    /** A palette of at most {@code max} colours for {@code histogram} (colour to pixel count). */
    static int[] palette(ColorTable histogram, int max) {
        int[] colors = histogram.colors();
        Arrays.sort(colors);
        if (colors.length <= max) {
            return colors;
        }
        int[] counts = new int[colors.length];
        for (int i = 0; i < colors.length; i++) {
            counts[i] = histogram.get(colors[i], 0);
        }
        List<Box> boxes = new ArrayList<>();
        boxes.add(new Box(colors, counts, 0, colors.length));
        while (boxes.size() < max) {
            Box widest = null;
            for (Box b : boxes) {
                if (b.end - b.start > 1 && (widest == null || b.priority() > widest.priority())) {
                    widest = b;
                }
            }
            if (widest == null) {
                break;
            }
            boxes.remove(widest);
            boxes.addAll(widest.split());
        }
        int[] palette = new int[boxes.size()];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = boxes.get(i).average();
        }
        return palette;
    }

    /** The index of the palette colour nearest to {@code rgb}. */
    static int nearest(int[] palette, int rgb) {
        int r = rgb >>> 16 & 0xFF;
        int g = rgb >>> 8 & 0xFF;
        int b = rgb & 0xFF;
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (int i = 0; i < palette.length; i++) {
            int p = palette[i];
            int dr = (p >>> 16 & 0xFF) - r;
            int dg = (p >>> 8 & 0xFF) - g;
            int db = (p & 0xFF) - b;
            int d = dr * dr + dg * dg + db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
                if (d == 0) {
                    break;
                }
            }
        }
        return best;
    }

    /** The colours {@code start..end} of the shared arrays, which a split reorders. */
    private static final class Box {
        final int[] colors;
        final int[] counts;
        final int start;
        final int end;
        final int channel;
        final int range;
        final long population;

        Box(int[] colors, int[] counts, int start, int end) {
            this.colors = colors;
            this.counts = counts;
            this.start = start;
            this.end = end;
            int[] min = {255, 255, 255};
            int[] max = {0, 0, 0};
            long pop = 0;
            for (int i = start; i < end; i++) {
                for (int c = 0; c < 3; c++) {
                    int v = channel(colors[i], c);
                    min[c] = Math.min(min[c], v);
                    max[c] = Math.max(max[c], v);
                }
                pop += counts[i];
            }
            int widest = 0;
            for (int c = 1; c < 3; c++) {
                if (max[c] - min[c] > max[widest] - min[widest]) {
                    widest = c;
                }
            }
            this.channel = widest;
            this.range = max[widest] - min[widest];
            this.population = pop;
        }

        double priority() {
            return (double) range * Math.sqrt(population);
        }

        List<Box> split() {
            // Sort this box's colours (with their counts) by the widest channel, then cut at the weighted median.
            Integer[] order = new Integer[end - start];
            for (int i = 0; i < order.length; i++) {
                order[i] = start + i;
            }
            Arrays.sort(order, Comparator.comparingInt((Integer i) -> channel(colors[i], channel))
                    .thenComparingInt(i -> colors[i]));
            int[] sortedColors = new int[order.length];
            int[] sortedCounts = new int[order.length];
            for (int i = 0; i < order.length; i++) {
                sortedColors[i] = colors[order[i]];
                sortedCounts[i] = counts[order[i]];
            }
            System.arraycopy(sortedColors, 0, colors, start, order.length);
            System.arraycopy(sortedCounts, 0, counts, start, order.length);
            long half = population / 2;
            long running = 0;
            int cut = start + 1;
            for (int i = start; i < end - 1; i++) {
                running += counts[i];
                cut = i + 1;
                if (running >= half) {
                    break;
                }
            }
            return List.of(new Box(colors, counts, start, cut), new Box(colors, counts, cut, end));
        }

        int average() {
            long r = 0;
            long g = 0;
            long b = 0;
            long n = 0;
            for (int i = start; i < end; i++) {
                long w = counts[i];
                r += w * channel(colors[i], 0);
                g += w * channel(colors[i], 1);
                b += w * channel(colors[i], 2);
                n += w;
            }
            return (int) ((r + n / 2) / n) << 16 | (int) ((g + n / 2) / n) << 8 | (int) ((b + n / 2) / n);
        }

        private static int channel(int rgb, int c) {
            return rgb >>> (16 - 8 * c) & 0xFF;
        }
    }
}
