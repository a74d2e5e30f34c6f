package dev.marionette.render;

import java.awt.Insets;
import java.util.List;

/**
 * How a {@link Viewport} zooms: its zoom steps (the largest is the largest zoom), the margin "fit" leaves
 * around the content, the smallest zoom, whether a fit prefers whole-number zooms (square, even pixels for
 * pixel art), and whether zooming out stops at the fitted zoom (or at 100% when the content fits at 100%).
 *
 * @param levels             the zoom steps as factors (1 = 100%), ascending
 * @param fitMargins         component pixels a fit leaves free on each side
 * @param minimumZoom        the smallest zoom, also for fits of very large content
 * @param wholeZoomsWhenFit  a fit of 100% or more rounds down to a whole number
 * @param zoomOutStopsAtFit  zooming out goes no further than the fit, or 100% when that is smaller
 */
public record ZoomRules(List<Double> levels, Insets fitMargins, double minimumZoom, boolean wholeZoomsWhenFit,
        boolean zoomOutStopsAtFit) {

    /** Pixel art: 25% to 3200% in steps that keep pixels whole where possible, whole-number fits, 24 px margin. */
    public static final ZoomRules PIXEL_ART = new ZoomRules(List.of(0.25, 1.0 / 3, 0.5, 2.0 / 3, 1.0, 1.5, 2.0, 3.0,
            4.0, 6.0, 8.0, 12.0, 16.0, 24.0, 32.0), new Insets(24, 24, 24, 24), 0.25, true, false);

    public ZoomRules {
        levels = List.copyOf(levels);
        if (levels.isEmpty()) {
            throw new IllegalArgumentException("no zoom levels");
        }
        for (int i = 1; i < levels.size(); i++) {
            if (levels.get(i) <= levels.get(i - 1)) {
                throw new IllegalArgumentException("zoom levels must ascend: " + levels);
            }
        }
        if (!(minimumZoom > 0) || minimumZoom > levels.get(levels.size() - 1)) {
            throw new IllegalArgumentException("bad minimum zoom " + minimumZoom);
        }
        fitMargins = (Insets) fitMargins.clone();
    }

    /** The largest zoom (the last level). */
    public double maximumZoom() {
        return levels.get(levels.size() - 1);
    }

    @Override
    public Insets fitMargins() {
        return (Insets) fitMargins.clone();
    }
}
