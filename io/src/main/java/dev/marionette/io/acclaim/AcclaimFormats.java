package dev.marionette.io.acclaim;

import dev.marionette.io.FileFormat;
import java.util.List;

/** The Acclaim motion capture formats, owned by {@link AcclaimPlugin}. */
public final class AcclaimFormats {

    /** The family's identifier. */
    public static final String FAMILY = "acclaim";
    /** Acclaim skeleton (text with {@code :version}, {@code :root}, {@code :bonedata} ...). */
    public static final FileFormat ASF = FileFormat.of(FAMILY, "acclaim.asf", "Acclaim ASF skeleton", "asf");
    /** Acclaim motion (text with {@code :FULLY-SPECIFIED}, frame numbers and bone lines). */
    public static final FileFormat AMC = FileFormat.of(FAMILY, "acclaim.amc", "Acclaim AMC motion", "amc");
    /** Both, the skeleton first. */
    public static final List<FileFormat> ALL = List.of(ASF, AMC);

    private AcclaimFormats() {
    }
}
