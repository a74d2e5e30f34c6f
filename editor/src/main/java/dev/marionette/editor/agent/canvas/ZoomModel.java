package dev.marionette.editor.agent.canvas;

/**
 * The canvas zoom: from "fit" (the frame fills the view) up to 3200%, in steps that keep pixels square, and
 * where the frame's top-left corner lies in the view ({@code originX, originY}, component pixels). A view
 * point and a frame point relate as {@code view = origin + frame * scale}. Zooming around a view point keeps the
 * frame point under it where it was.
 */
public final class ZoomModel {

    /** The zoom steps above "fit", as scale factors (100% = 1). */
    static final double[] STEPS = {0.25, 0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32};
    /** Largest zoom, 3200%. */
    public static final double MAX = 32;

    private double scale = 1;
    private double originX;
    private double originY;
    private boolean fitting = true;

    public double scale() {
        return scale;
    }

    public double originX() {
        return originX;
    }

    public double originY() {
        return originY;
    }

    /** Whether the zoom follows the view's size (until the user zooms or pans). */
    public boolean isFitting() {
        return fitting;
    }

    /** The scale at which a frame fills a view, with a margin, capped at {@link #MAX}. */
    static double fitScale(int frameW, int frameH, int viewW, int viewH) {
        if (frameW <= 0 || frameH <= 0 || viewW <= 0 || viewH <= 0) {
            return 1;
        }
        // Margins: 12 px around, and room under the frame for its size label.
        double s = Math.min((viewW - 24.0) / frameW, (viewH - 44.0) / frameH);
        return Math.max(0.05, Math.min(MAX, s));
    }

    /** Fits and centres the frame in the view; the zoom follows later resizes. */
    public void fit(int frameW, int frameH, int viewW, int viewH) {
        fitting = true;
        scale = fitScale(frameW, frameH, viewW, viewH);
        centre(frameW, frameH, viewW, viewH);
    }

    /** A fixed scale (1 = 100%), centred. */
    public void setScale(double s, int frameW, int frameH, int viewW, int viewH) {
        fitting = false;
        scale = clamp(s, frameW, frameH, viewW, viewH);
        centre(frameW, frameH, viewW, viewH);
    }

    private void centre(int frameW, int frameH, int viewW, int viewH) {
        originX = Math.floor((viewW - frameW * scale) / 2);
        originY = Math.floor((viewH - 20 - frameH * scale) / 2);
    }

    /** The next step up (factor &gt; 1) or down, keeping the frame point under (viewX, viewY) in place. */
    public void zoomAround(boolean in, double viewX, double viewY, int frameW, int frameH, int viewW, int viewH) {
        double next = in ? nextStep(scale) : previousStep(scale);
        double min = Math.min(1, fitScale(frameW, frameH, viewW, viewH));
        next = Math.max(min, Math.min(MAX, next));
        double fx = (viewX - originX) / scale;
        double fy = (viewY - originY) / scale;
        fitting = false;
        scale = next;
        originX = Math.round(viewX - fx * scale);
        originY = Math.round(viewY - fy * scale);
    }

    /** Moves the frame by (dx, dy) view pixels. */
    public void pan(double dx, double dy) {
        fitting = false;
        originX += dx;
        originY += dy;
    }

    private static double clamp(double s, int frameW, int frameH, int viewW, int viewH) {
        double min = Math.min(1, fitScale(frameW, frameH, viewW, viewH));
        return Math.max(min, Math.min(MAX, s));
    }

    static double nextStep(double s) {
        for (double step : STEPS) {
            if (step > s + 1e-9) {
                return step;
            }
        }
        return MAX;
    }

    static double previousStep(double s) {
        for (int i = STEPS.length - 1; i >= 0; i--) {
            if (STEPS[i] < s - 1e-9) {
                return STEPS[i];
            }
        }
        return STEPS[0];
    }

    /** The frame x of a view x. */
    public double toFrameX(double viewX) {
        return (viewX - originX) / scale;
    }

    /** The frame y of a view y. */
    public double toFrameY(double viewY) {
        return (viewY - originY) / scale;
    }

    /** The view x of a frame x. */
    public double toViewX(double frameX) {
        return originX + frameX * scale;
    }

    /** The view y of a frame y. */
    public double toViewY(double frameY) {
        return originY + frameY * scale;
    }
}
