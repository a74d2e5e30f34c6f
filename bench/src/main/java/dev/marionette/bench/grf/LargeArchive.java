package dev.marionette.bench.grf;

import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Writes a synthetic archive the size of a game client's {@code data.grf} table (400,000 entries by default)
 * for the listing benchmark (docs/BENCHMARKS.md): names shaped like the client's ({@code data\sprite\몬스터\...},
 * Korean folder names in CP949, 40-60 bytes), each entry a few dozen bytes of data, so the table is what is
 * measured.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.marionette.bench.grf.LargeArchive OUT.grf [COUNT]}
 */
public final class LargeArchive {

    private static final String[] FOLDERS = {
        "data\\sprite\\몬스터\\", "data\\sprite\\인간족\\몸통\\남\\", "data\\sprite\\아이템\\",
        "data\\texture\\유저인터페이스\\map\\", "data\\model\\내부소품\\", "data\\wav\\effect\\",
        "data\\sprite\\악세사리\\여\\", "data\\texture\\effect\\"};
    private static final String[] EXTENSIONS = {".spr", ".act", ".spr", ".bmp", ".rsm", ".wav", ".act", ".tga"};

    private LargeArchive() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: LargeArchive OUT.grf [COUNT]");
            System.exit(2);
        }
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 400_000;
        write(Path.of(args[0]), count);
    }

    /** Writes {@code count} entries to {@code out}. */
    public static void write(Path out, int count) throws IOException {
        try (FileChannel ch = FileChannel.open(out, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            GrfWriter writer = new GrfWriter(ch);
            for (int i = 0; i < count; i++) {
                int kind = i % FOLDERS.length;
                String name = FOLDERS[kind] + "entry_" + (i * 7919L % 1_000_003) + "_" + i + EXTENSIONS[kind];
                byte[] data = ("content of entry " + i + " " + name.length()).getBytes(StandardCharsets.US_ASCII);
                writer.add(GrfNames.encode(name).orElseThrow(), data);
            }
            writer.finish();
        }
    }
}
