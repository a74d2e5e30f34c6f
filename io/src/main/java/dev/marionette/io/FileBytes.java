package dev.marionette.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads whole files into memory, refusing files larger than the configured cap before reading them. */
public final class FileBytes {

    private FileBytes() {
    }

    /**
     * The bytes of {@code file}.
     *
     * @throws FormatException when the file is larger than {@code options.maxFileSize()}
     * @throws IOException     when the file cannot be read
     */
    public static byte[] read(Path file, ReadOptions options) throws IOException {
        long size = Files.size(file);
        if (size > options.maxFileSize()) {
            throw new FormatException(file.toString(), 0, "file size", "at most " + options.maxFileSize() + " bytes",
                    size + " bytes");
        }
        byte[] data = Files.readAllBytes(file);
        if (data.length > options.maxFileSize()) {
            // The file grew between the size check and the read.
            throw new FormatException(file.toString(), 0, "file size", "at most " + options.maxFileSize() + " bytes",
                    data.length + " bytes");
        }
        return data;
    }

    /** The first {@code max} bytes of {@code file} (all of it when shorter). */
    public static byte[] readHead(Path file, int max) throws IOException {
        try (java.io.InputStream in = Files.newInputStream(file)) {
            // Sized from the file, so a whole file is read into one array (readNBytes(max) gathers chunks and
            // copies them, twice the memory); a file that grew since is still read up to max.
            long size = Files.size(file);
            byte[] head = new byte[(int) Math.min(max, Math.max(0, size))];
            int n = in.readNBytes(head, 0, head.length);
            if (n < head.length) {
                return java.util.Arrays.copyOf(head, n);
            }
            return head.length == max ? head : concat(head, in.readNBytes(max - head.length));
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        if (b.length == 0) {
            return a;
        }
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
