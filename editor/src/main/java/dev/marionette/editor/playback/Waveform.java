package dev.marionette.editor.playback;

import dev.marionette.io.audio.PcmSound;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;

/**
 * The outline of a sound for drawing it small: the sound cut into columns, each with its lowest and highest
 * sample over all channels (-1 to 1). Made once from the decoded samples; drawing it costs a line per pixel.
 */
public final class Waveform {

    private final float[] low;
    private final float[] high;

    private Waveform(float[] low, float[] high) {
        this.low = low;
        this.high = high;
    }

    /** The outline of {@code sound} in {@code columns} columns (fewer when the sound has fewer frames). */
    public static Waveform of(PcmSound sound, int columns) {
        int frames = sound.frames();
        int n = Math.max(1, Math.min(columns, frames));
        float[] low = new float[n];
        float[] high = new float[n];
        short[] samples = sound.samples();
        int ch = sound.channels();
        for (int c = 0; c < n; c++) {
            int from = (int) ((long) c * frames / n);
            int to = (int) ((long) (c + 1) * frames / n);
            int min = 0;
            int max = 0;
            for (int i = from * ch; i < to * ch; i++) {
                min = Math.min(min, samples[i]);
                max = Math.max(max, samples[i]);
            }
            low[c] = min / 32768f;
            high[c] = max / 32767f;
        }
        return new Waveform(low, high);
    }

    /** Number of columns. */
    public int columns() {
        return low.length;
    }

    /** Lowest sample of column {@code c}, -1 to 0. */
    public float low(int c) {
        return low[c];
    }

    /** Highest sample of column {@code c}, 0 to 1. */
    public float high(int c) {
        return high[c];
    }

    /** The loudest sample, 0 to 1. */
    public float peak() {
        float peak = 0;
        for (int c = 0; c < low.length; c++) {
            peak = Math.max(peak, Math.max(-low[c], high[c]));
        }
        return peak;
    }

    /**
     * Draws the outline across {@code area}, a vertical line per pixel column around the middle, samples
     * multiplied by {@code gain} (1: full scale fills the height; {@code 1 / peak()}: the loudest sample does).
     */
    public void paint(Graphics2D g, Rectangle area, Color color, float gain) {
        g.setColor(color);
        int mid = area.y + area.height / 2;
        double half = (area.height - 1) / 2.0 * gain;
        g.drawLine(area.x, mid, area.x + area.width - 1, mid);
        for (int x = 0; x < area.width; x++) {
            int from = (int) ((long) x * low.length / area.width);
            int to = Math.max(from + 1, (int) ((long) (x + 1) * low.length / area.width));
            float min = 0;
            float max = 0;
            for (int c = from; c < to && c < low.length; c++) {
                min = Math.min(min, low[c]);
                max = Math.max(max, high[c]);
            }
            int top = (int) Math.max(area.y, Math.round(mid - max * half));
            int bottom = (int) Math.min(area.y + area.height - 1, Math.round(mid - min * half));
            g.drawLine(area.x + x, top, area.x + x, bottom);
        }
    }
}
