package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import java.util.List;

/** The Sims formats, owned by {@link SimsPlugin}. */
public final class SimsFormats {

    /** The family's identifier. */
    public static final String FAMILY = "sims";
    /** The Sims character data as text ({@code version 300} after {@code //} comments). */
    public static final FileFormat CMX = FileFormat.of(FAMILY, "sims.cmx", "The Sims CMX (text)", "cmx");
    /** The Sims character data, binary twin of CMX. */
    public static final FileFormat BCF = FileFormat.of(FAMILY, "sims.bcf", "The Sims BCF (binary)", "bcf");
    /** The Sims compressed keyframes; no magic number. */
    public static final FileFormat CFP = FileFormat.of(FAMILY, "sims.cfp", "The Sims CFP keyframes", "cfp");
    /** The Sims Online animation: one skill with its keyframes, big-endian integers; no magic number. */
    public static final FileFormat ANIM = FileFormat.of(FAMILY, "sims.anim", "The Sims Online .anim", "anim");
    /** Every Sims format. */
    public static final List<FileFormat> ALL = List.of(CMX, BCF, CFP, ANIM);

    private SimsFormats() {
    }
}
