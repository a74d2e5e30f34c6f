package dev.marionette.io.amc;

import dev.marionette.model.acclaim.AmcHeader;

/**
 * What an {@link AmcReader} does with the lines it has read and checked: build the file model
 * ({@link AmcFileSink}) or fill a clip's values directly ({@link AmcClipSink}), so exports need not build the model.
 */
interface AmcSink {

    /** The header, before any frame. */
    void header(AmcHeader header);

    /** A frame label line; {@code pending} is where the lines not yet given to a line start. */
    void label(AmcLine line, int pending, String label);

    /** A bone line of the current frame, its {@code count} values parsed into {@code values}. */
    void record(AmcLine line, int pending, String bone, int position, double[] values, int count);
}
