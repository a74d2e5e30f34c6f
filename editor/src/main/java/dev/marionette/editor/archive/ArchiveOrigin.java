package dev.marionette.editor.archive;

import java.nio.file.Path;

/**
 * Where a sprite opened from an archive came from: the archive file and the entry names of its ACT and SPR,
 * as stored (decoded from CP949, backslashes kept). Saving into a patch writes these names.
 *
 * @param archive  the archive file
 * @param actEntry the ACT's entry name, e.g. {@code data\sprite\몬스터\poring.act}
 * @param sprEntry the SPR's entry name
 */
public record ArchiveOrigin(Path archive, String actEntry, String sprEntry) {

    /** "poring.act (patch.gpf)": what the tab's title says. */
    public String title() {
        String name = actEntry.substring(Math.max(actEntry.lastIndexOf('\\'), actEntry.lastIndexOf('/')) + 1);
        return name + " (" + archive.getFileName() + ")";
    }
}
