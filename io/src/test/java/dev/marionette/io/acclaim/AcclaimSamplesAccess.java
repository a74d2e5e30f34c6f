package dev.marionette.io.acclaim;

import java.util.List;

/** The sample pairs for tests in other packages. */
public final class AcclaimSamplesAccess {

    private AcclaimSamplesAccess() {
    }

    /** Every sample pair; skips the calling test when the samples are absent. */
    public static List<AcclaimSamples> all() {
        return AcclaimSamples.all();
    }
}
