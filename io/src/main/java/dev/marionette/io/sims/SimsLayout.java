package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsCharacterData;

/**
 * How a TS1 character file spells what it holds, beyond the values: for CMX the header, each line's spelling and
 * line ending ({@link CmxLayout}); for BCF the strings written with the long-length escape ({@link BcfLayout}).
 * Writing data with the layout it was read with gives back the file's bytes; edited values get the standard
 * spelling.
 */
public sealed interface SimsLayout permits CmxLayout, BcfLayout {

    /** {@link FileFormat#SIMS_CMX} or {@link FileFormat#SIMS_BCF}. */
    FileFormat format();

    /** The file bytes of {@code data} in this layout. */
    byte[] write(SimsCharacterData data) throws WriteLimitException;
}
