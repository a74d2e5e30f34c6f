package dev.marionette.model.acclaim;

/**
 * One {@code (lower upper)} pair of a bone's {@code limits}: the range of one dof, for the animator's information
 * (the spec forbids clipping motion with it). {@code inf} and {@code -inf} read as infinities.
 *
 * @param lower the lower limit, possibly negative infinity
 * @param upper the upper limit, possibly positive infinity
 */
public record AsfLimit(double lower, double upper) {

    /** The limit as the spec writes it, e.g. {@code (-inf 180)}. */
    @Override
    public String toString() {
        return "(" + text(lower) + " " + text(upper) + ")";
    }

    private static String text(double v) {
        if (Double.isInfinite(v)) {
            return v < 0 ? "-inf" : "inf";
        }
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
