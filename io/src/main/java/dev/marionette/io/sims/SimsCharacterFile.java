package dev.marionette.io.sims;

import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsCharacterData;
import java.util.List;
import java.util.Objects;

/**
 * A TS1 character file (CMX or BCF) as read: what it holds and how it spells it. {@link #toBytes()} of a file read
 * and not changed gives back its bytes; {@link #withData} keeps the spelling of everything not edited.
 *
 * @param skillOffsets the byte offset where each skill starts in the file as read, for messages about a skill;
 *                     empty for data not read from a file or since edited
 */
public record SimsCharacterFile(SimsCharacterData data, SimsLayout layout, List<Long> skillOffsets) {

    public SimsCharacterFile {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(layout, "layout");
        skillOffsets = List.copyOf(skillOffsets);
    }

    /** A file of new data in the given layout. */
    public SimsCharacterFile(SimsCharacterData data, SimsLayout layout) {
        this(data, layout, List.of());
    }

    /** The same file holding other data. */
    public SimsCharacterFile withData(SimsCharacterData newData) {
        return new SimsCharacterFile(newData, layout);
    }

    /** Where skill {@code index} starts in the file, or 0 when not known. */
    public long skillOffset(int index) {
        return index < skillOffsets.size() ? skillOffsets.get(index) : 0;
    }

    /** The file's bytes. */
    public byte[] toBytes() throws WriteLimitException {
        return layout.write(data);
    }
}
