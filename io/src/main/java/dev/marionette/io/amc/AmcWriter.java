package dev.marionette.io.amc;

import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AmcFrame;
import dev.marionette.model.acclaim.AmcHeader;
import dev.marionette.model.acclaim.AmcRecord;
import dev.marionette.model.acclaim.LineText;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes Acclaim motion files. Every line of an {@link AmcFile} carries its bytes (the lines read, or the lines an
 * edit wrote in the file's own style), so writing copies them in order: header, each frame's label line and bone
 * lines, trailer. An unmodified motion gives back the bytes it was read from. A motion streamed frame by frame
 * ({@link AmcStream#rewrite}) is written with {@link #writeHeader} and {@link #writeFrame}.
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

    /** Writes the header's lines. */
    public static void writeHeader(AmcHeader header, OutputStream out) throws IOException {
        write(header.text(), out);
    }

    /** Writes one frame: its label line and bone lines, each with the blank and comment lines before it. */
    public static void writeFrame(AmcFrame frame, OutputStream out) throws IOException {
        write(frame.labelText(), out);
        for (AmcRecord record : frame.records()) {
            write(record.text(), out);
        }
    }

    private static void write(LineText text, OutputStream out) throws IOException {
        byte[] bytes = new byte[text.length()];
        text.copyTo(bytes, 0);
        out.write(bytes);
    }
}
