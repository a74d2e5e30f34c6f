package dev.marionette.bench;

import dev.marionette.io.FormatException;
import dev.marionette.io.acs.AcsBlockScanner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The compressed blocks of the sample characters, with their decoded bytes, for the benchmarks. Samples are
 * found through the system property {@code marionette.samples} (default {@code ../shared/samples}, relative
 * to the working directory); without them the benchmarks stop with a message saying so.
 */
final class SampleBlocks {

    final List<AcsBlockScanner.Block> blocks;
    final byte[][] decoded;
    final long compressedBytes;
    final long decodedBytes;

    private SampleBlocks(List<AcsBlockScanner.Block> blocks) throws FormatException {
        this.blocks = blocks;
        this.decoded = new byte[blocks.size()][];
        long compressed = 0;
        long total = 0;
        for (int i = 0; i < decoded.length; i++) {
            decoded[i] = blocks.get(i).decompress();
            compressed += blocks.get(i).length();
            total += decoded[i].length;
        }
        compressedBytes = compressed;
        decodedBytes = total;
    }

    /** All blocks of every ACS sample ({@code which} = "all") or of the one file named. */
    static SampleBlocks load(String which) throws IOException {
        Path root = Path.of(System.getProperty("marionette.samples", "../shared/samples"));
        Path dir = root.resolve("acs");
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("ACS samples not found in " + dir.toAbsolutePath()
                    + ": run from the project root next to ../shared/samples, or pass -Dmarionette.samples=DIR");
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".acs"))
                    .filter(p -> which.equals("all") || p.getFileName().toString().equals(which))
                    .sorted().toList();
        }
        if (files.isEmpty()) {
            throw new IllegalStateException("no sample matches '" + which + "' in " + dir.toAbsolutePath());
        }
        List<AcsBlockScanner.Block> blocks = new ArrayList<>();
        for (Path file : files) {
            blocks.addAll(AcsBlockScanner.scan(Files.readAllBytes(file), file.getFileName().toString()));
        }
        SampleBlocks loaded = new SampleBlocks(blocks);
        System.out.printf(Locale.ROOT, "%n%s: %d files, %d blocks, %d compressed bytes, %d decoded bytes%n",
                which, files.size(), blocks.size(), loaded.compressedBytes, loaded.decodedBytes);
        return loaded;
    }
}
