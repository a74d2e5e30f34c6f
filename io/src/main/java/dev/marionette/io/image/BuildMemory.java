package dev.marionette.io.image;

import java.nio.file.Path;

/**
 * What building a sheet from a folder of PNGs will hold in memory, counted from the pictures' headers before any
 * is decoded, so that a folder this Java cannot hold is one line naming it and what to do rather than an
 * {@link OutOfMemoryError} halfway. A 65 KB PNG may declare 4096 x 4096 RGBA pixels (64 MiB once decoded), and a
 * thousand small palette PNGs as many megabytes.
 *
 * <p>Per picture, what {@code sprite build} holds until the sheet is written: a palette picture's indices (1 byte a
 * pixel) and an RGBA picture's pixels (4 bytes). On top of that, once at a time: decoding one picture (the JDK's
 * decoded image, 1 or 4 bytes a pixel, and a palette picture's indices copied into its image: 3 bytes a pixel
 * in all for a palette picture, 4 for RGBA), or, when the sheet is written, the run-length encoding of every
 * indexed image (at most about its pixel count).
 */
final class BuildMemory {

    /** Objects, palettes and the like of one picture, beside its pixels. */
    private static final long PER_PICTURE = 2048;
    /** Kept free for everything else the command does. */
    private static final long SLACK = 16L << 20;

    private long held;
    /** The least the SPR can be: its header, every RGBA image's pixels, the other images' headers. */
    private long leastFileSize = 8;
    private boolean anyPalette;
    private long encoded;
    private long largestDecode;
    private Path largest;
    private long largestBytes = -1;
    private int pictures;

    /** Counts the picture {@code file} whose header is {@code header}. */
    void add(Path file, PngHeader header) {
        long pixels = (long) header.width() * header.height();
        long keeps = header.isPalette() ? pixels : 4 * pixels;
        held += keeps + PER_PICTURE;
        if (header.isPalette()) {
            encoded += pixels + pixels / 64 + 8;
            leastFileSize += 6;
            anyPalette = true;
        } else {
            leastFileSize += 4 + 4 * pixels;
        }
        largestDecode = Math.max(largestDecode, header.isPalette() ? 3 * pixels : 4 * pixels);
        if (keeps > largestBytes) {
            largestBytes = keeps;
            largest = file;
        }
        pictures++;
    }

    /**
     * Refuses the build when the SPR would be larger than {@code readable} bytes (what Marionette reads back), in
     * one line naming the folder; told from the headers, since RGBA pixels are stored as they are.
     */
    void checkFileSize(Path folder, long readable, boolean palFile) throws SprImageFolder.FolderException {
        long least = leastFileSize + (anyPalette || palFile ? 1024 : 0);
        if (least > readable) {
            throw new SprImageFolder.FolderException(SprImageFolder.tooLarge(folder, "at least " + least, readable,
                    largest.getFileName() + " alone holds " + largestBytes + " bytes of pixels"));
        }
    }

    /** Bytes the build needs at its peak. */
    long needed() {
        return held + Math.max(largestDecode, encoded) + SLACK;
    }

    /**
     * Refuses the build when it needs more than {@code available} bytes, in one line naming the folder, what it
     * needs, the largest picture and what to do.
     */
    void check(Path folder, long available) throws SprImageFolder.FolderException {
        if (needed() <= available) {
            return;
        }
        throw new SprImageFolder.FolderException(folder + ": its " + pictures + " picture" + (pictures == 1 ? " needs" : "s need")
                + " about " + mib(needed()) + " MiB of memory once decoded (the largest, " + largest.getFileName()
                + ", " + mib(largestBytes) + " MiB), more than the " + mib(available) + " MiB Java has left here;"
                + " give it more with JAVA_OPTS=-Xmx... (e.g. -Xmx" + Math.max(512, 2 * mib(needed())) + "m)");
    }

    /** The memory this Java may still take: its maximum heap less what is in use now. */
    static long available() {
        Runtime r = Runtime.getRuntime();
        return r.maxMemory() - (r.totalMemory() - r.freeMemory());
    }

    private static long mib(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }
}
