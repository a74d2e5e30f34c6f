package dev.marionette.export;

/**
 * What an exporter's OUT path is, which decides how it is written atomically (see {@link ExportFiles}) and
 * where each input's output goes when several files are exported in one call (see the {@code export}
 * command).
 */
public enum OutputKind {
    /**
     * One file (possibly with companions beside it that share its name, such as a sprite sheet's PNG next to
     * its JSON atlas). OUT is that file; in a batch, each input gets {@code OUT/NAME.ext}.
     */
    FILE,
    /**
     * Several files named after the source ({@code NAME_action3.gif}, {@code NAME_action3_07.png}) written into
     * the folder OUT, which may hold other files: they are left alone. In a batch, every input writes into OUT.
     */
    FILES,
    /**
     * A folder of the export's own (a web character). OUT is that folder, replaced as a whole; in a batch,
     * each input gets {@code OUT/NAME}.
     */
    FOLDER
}
