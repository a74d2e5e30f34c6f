package dev.marionette.io.gk3;

import dev.marionette.io.FileFormat;

/** The Gabriel Knight 3 formats, owned by {@link Gk3Plugin}. */
public final class Gk3Formats {

    /** The family's identifier. */
    public static final String FAMILY = "gk3";
    /** Gabriel Knight 3 mesh animation: bytes {@code "HTCA"}; shares the .act extension with Ragnarok. */
    public static final FileFormat ACT = FileFormat.of(FAMILY, "gk3.act", "Gabriel Knight 3 ACT", "act");

    private Gk3Formats() {
    }
}
