package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsCharacterData;
import java.util.Set;

/**
 * What a BCF spells beyond its values: the strings shorter than 255 bytes that were nevertheless written with the
 * long-length escape (length byte 255 followed by an i32 length), by field name. None in known files.
 */
public record BcfLayout(Set<String> escapedShortStrings) implements SimsLayout {

    /** The layout of a new file: every string as short as it can be. */
    public static final BcfLayout STANDARD = new BcfLayout(Set.of());

    public BcfLayout {
        escapedShortStrings = Set.copyOf(escapedShortStrings);
    }

    @Override
    public FileFormat format() {
        return SimsFormats.BCF;
    }

    @Override
    public byte[] write(SimsCharacterData data) throws WriteLimitException {
        return BcfWriter.toBytes(data, this);
    }
}
