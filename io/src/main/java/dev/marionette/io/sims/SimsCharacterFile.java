package dev.marionette.io.sims;

import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsCharacterData;
import java.util.Objects;

/**
 * A TS1 character file (CMX or BCF) as read: what it holds and how it spells it. {@link #toBytes()} of a file read
 * and not changed gives back its bytes; {@link #withData} keeps the spelling of everything not edited.
 */
public record SimsCharacterFile(SimsCharacterData data, SimsLayout layout) {

    public SimsCharacterFile {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(layout, "layout");
    }

    /** The same file holding other data. */
    public SimsCharacterFile withData(SimsCharacterData newData) {
        return new SimsCharacterFile(newData, layout);
    }

    /** The file's bytes. */
    public byte[] toBytes() throws WriteLimitException {
        return layout.write(data);
    }
}
