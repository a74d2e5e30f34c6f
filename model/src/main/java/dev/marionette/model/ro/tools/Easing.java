package dev.marionette.model.ro.tools;

/**
 * How an in-between's progress {@code p} (0 at the first key, 1 at the second) becomes the fraction {@code t}
 * of the way its values have moved. The eased curves are the usual quadratic ones; {@link #EASE_IN_OUT} is
 * the smoothstep {@code 3p² - 2p³}, slow at both keys and fastest halfway.
 */
public enum Easing {
    /** {@code t = p}: constant speed. */
    LINEAR("Linear"),
    /** {@code t = p²}: starts slowly, speeds up into the second key. */
    EASE_IN("Ease in"),
    /** {@code t = 1 - (1 - p)²}: leaves the first key fast, slows into the second. */
    EASE_OUT("Ease out"),
    /** {@code t = 3p² - 2p³}: slow at both keys. */
    EASE_IN_OUT("Ease in and out");

    private final String displayName;

    Easing(String displayName) {
        this.displayName = displayName;
    }

    /** The fraction of the way at progress {@code p} (clamped to 0..1). */
    public double apply(double p) {
        double x = Math.max(0, Math.min(1, p));
        return switch (this) {
            case LINEAR -> x;
            case EASE_IN -> x * x;
            case EASE_OUT -> 1 - (1 - x) * (1 - x);
            case EASE_IN_OUT -> x * x * (3 - 2 * x);
        };
    }

    /** The name shown in menus. */
    public String displayName() {
        return displayName;
    }

    @Override
    public String toString() {
        return displayName;
    }
}
