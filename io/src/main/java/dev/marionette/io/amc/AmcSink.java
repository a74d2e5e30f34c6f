package dev.marionette.io.amc;

import dev.marionette.model.acclaim.AmcHeader;
import java.io.IOException;

/**
 * What an {@link AmcReader} does with the lines it has read and checked: build the file model
 * ({@link AmcFileSink}), fill a clip's values directly ({@link AmcClipSink}), or, streaming, hand each frame on as it
 * is complete ({@link AmcStream}), so exports need not build the model. Positions are indexes into the line's buffer,
 * valid during the call.
 */
interface AmcSink {

    /** The header, before any frame. */
    void header(AmcHeader header) throws IOException;

    /** A frame label line; {@code pending} is where the lines not yet given to a line start. */
    void label(AmcLine line, int pending, String label) throws IOException;

    /** A bone line of the current frame, its {@code count} values parsed into {@code values}. */
    void record(AmcLine line, int pending, String bone, int position, double[] values, int count) throws IOException;

    /** The end: the last frame has been checked; {@code buf[trailer, limit)} are the lines after it. */
    default void end(byte[] buf, int trailer, int limit) throws IOException {
    }

    /**
     * Whether the sink needs the blank and comment lines before a line ({@code pending} on): if not, a streamed
     * input drops them as soon as they are read.
     */
    default boolean keepsLines() {
        return false;
    }
}
