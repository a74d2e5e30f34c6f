package dev.marionette.io.ragnarok;

import dev.marionette.io.FileFormat;
import java.util.List;

/** The Ragnarok Online formats, owned by {@link RagnarokPlugin}. */
public final class RagnarokFormats {

    /** The family's identifier. */
    public static final String FAMILY = "ragnarok";
    /** Ragnarok Online sprite animation: {@code "AC"} + version. */
    public static final FileFormat ACT = FileFormat.of(FAMILY, "ragnarok.act", "Ragnarok ACT", "act");
    /** Ragnarok Online sprite sheet: {@code "SP"} + version. */
    public static final FileFormat SPR = FileFormat.of(FAMILY, "ragnarok.spr", "Ragnarok SPR", "spr");
    /** Both, the animation first. */
    public static final List<FileFormat> ALL = List.of(ACT, SPR);

    private RagnarokFormats() {
    }
}
