package dev.marionette.io.amc;

import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AmcFrame;
import dev.marionette.model.acclaim.AmcRecord;

/**
 * Writes Acclaim motion files. Every line of an {@link AmcFile} carries its bytes (the lines read, or the lines an
 * edit wrote in the file's own style), so writing copies them in order: header, each frame's label line and bone
 * lines, trailer. An unmodified motion gives back the bytes it was read from.
 */
public final class AmcWriter {

    private AmcWriter() {
    }

    /** The file's bytes. */
    public static byte[] toBytes(AmcFile file) {
        long length = file.byteLength();
        if (length > Integer.MAX_VALUE - 16) {
            throw new IllegalStateException("motion of " + length + " bytes is too large to write");
        }
        byte[] out = new byte[(int) length];
        int at = file.header().text().copyTo(out, 0);
        for (AmcFrame frame : file.frames()) {
            at = frame.labelText().copyTo(out, at);
            for (AmcRecord record : frame.records()) {
                at = record.text().copyTo(out, at);
            }
        }
        file.trailer().copyTo(out, at);
        return out;
    }
}
