package dev.marionette.io.asf;

import dev.marionette.model.acclaim.AsfFile;

/**
 * Writes Acclaim skeleton files. An {@link AsfFile} keeps its text line by line and its edits change that text
 * token by token ({@link AsfFile#renamed}), so writing is emitting those lines: an unmodified skeleton gives back
 * the bytes it was read from, and an edited one differs only in the tokens the edit changed, keeping the file's
 * header, units, comments, number spellings and line ends.
 */
public final class AsfWriter {

    private AsfWriter() {
    }

    /** The file's bytes. */
    public static byte[] toBytes(AsfFile file) {
        return file.bytes();
    }
}
