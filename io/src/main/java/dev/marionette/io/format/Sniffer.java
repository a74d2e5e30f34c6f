package dev.marionette.io.format;

import java.io.IOException;
import java.util.Optional;

/**
 * One content test of a {@link FormatPlugin}: given the {@link FileHead} shared by every test of the file, it says
 * whether the file is one of the plug-in's formats. The {@link FormatRegistry} runs the tests of every plug-in once
 * per file, in ascending {@link #order}, and the first that answers wins.
 *
 * <p>The order is stated in stages, so the tests of different families interleave as the formats demand: a test of
 * a magic number ({@link #SIGNATURE}) runs before a test of structure ({@link #STRUCTURE}), which runs before the
 * text keywords ({@link #TEXT}), and the tests that need the file's name to break a tie ({@link #NAME}) come last.
 * Within a stage a plug-in adds an offset (0..99) to say which of two tests that could both answer goes first, e.g.
 * Gabriel Knight 3's "HTCA" (+0) before Ragnarok's "AC" (+10) for files named {@code .act}.
 *
 * @param order when the test runs: a stage constant plus an offset
 * @param test  the test
 */
public record Sniffer(int order, Test test) {

    /** Magic numbers and signatures at a fixed offset: "HTCA", "AC" + version, 0xABCDABC3... */
    public static final int SIGNATURE = 100;
    /** Binary formats without a magic number, recognised by fields that must fit together (sizes, counts, names). */
    public static final int STRUCTURE = 200;
    /** Text formats, recognised by the keywords of their first significant lines ({@link FileHead#textLines}). */
    public static final int TEXT = 300;
    /** Content that proves little alone, taken for a format only when the name's extension agrees. */
    public static final int NAME = 400;

    /** The test itself: an answer (without its plug-in; the registry adds it), or empty when the file is not its. */
    @FunctionalInterface
    public interface Test {
        Optional<Detection> sniff(FileHead head) throws IOException;
    }
}
