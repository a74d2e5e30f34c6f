package dev.marionette.export.gif;

/**
 * Frame times in GIF's unit, hundredths of a second, rounded so that the total stays exact: frame k is given
 * {@code round(end_k / 10) - round(start_k / 10)} centiseconds, where {@code start_k} and {@code end_k} are the
 * exact times (ms) it starts and ends. The rounding error is carried to the next frame instead of piling up,
 * so an action of 8 frames of 37.5 ms lasts 300 ms (4, 4, 3, 4, 4, 4, 3, 4), not 320.
 */
public final class GifTiming {

    /** Browsers show delays under this (in centiseconds) as 10: a GIF convention from old viewers. */
    public static final int SHORTEST_HONOURED = 2;

    private GifTiming() {
    }

    /** The delays, in centiseconds, of frames lasting {@code millis} each. */
    public static int[] centiseconds(double[] millis) {
        int[] out = new int[millis.length];
        double time = 0;
        long previous = 0;
        for (int i = 0; i < millis.length; i++) {
            time += millis[i];
            long end = Math.round(time / 10);
            out[i] = (int) Math.min(0xFFFF, end - previous);
            previous = end;
        }
        return out;
    }

    /** {@code count} frames of {@code millis} each. */
    public static int[] centiseconds(int count, double millis) {
        double[] each = new double[count];
        java.util.Arrays.fill(each, millis);
        return centiseconds(each);
    }

    /** A note for the user when some delay is too short for browsers, else null. */
    public static String shortDelayNote(int[] delays) {
        int shortOnes = 0;
        for (int d : delays) {
            if (d < SHORTEST_HONOURED) {
                shortOnes++;
            }
        }
        return shortOnes == 0 ? null : shortOnes + " frame(s) last under 20 ms; most browsers show such frames for"
                + " 100 ms";
    }
}
