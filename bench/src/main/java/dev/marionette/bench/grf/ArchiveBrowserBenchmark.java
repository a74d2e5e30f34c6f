package dev.marionette.bench.grf;

import dev.marionette.editor.archive.ArchiveIndex;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The archive browser at a client's scale: a 400,000-entry archive written with Marionette's writer, names shaped
 * like the client's in 2,000 folders (Korean folder names in CP949). {@code open} reads the table only (the
 * baseline: what {@code archive list} does before printing); {@code openAndBuildTree} also builds what the
 * browser shows (every name decoded, the folder tree, path order): the target is under a second. The filter is
 * measured in {@link ArchiveFilterBenchmark}.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar ArchiveBrowserBenchmark -f 1}; report the p0.50 lines.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
@Fork(value = 1, jvmArgs = {"-Xmx1g"})
public class ArchiveBrowserBenchmark {

    static final int ENTRIES = 400_000;
    private static final String[] BASES = {"data\\sprite\\몬스터\\", "data\\sprite\\인간족\\몸통\\", "data\\sprite\\아이템\\",
        "data\\texture\\유저인터페이스\\", "data\\model\\내부소품\\", "data\\wav\\effect\\", "data\\sprite\\악세사리\\",
        "data\\texture\\effect\\"};
    private static final String[] EXTENSIONS = {".spr", ".act", ".spr", ".bmp", ".rsm", ".wav", ".act", ".tga"};

    private Path file;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        file = Files.createTempFile("browser-bench", ".grf");
        write(file, ENTRIES);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        Files.deleteIfExists(file);
    }

    /** Writes {@code count} entries spread over 2,000 folders. */
    static void write(Path out, int count) throws IOException {
        try (FileChannel ch = FileChannel.open(out, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            GrfWriter writer = new GrfWriter(ch);
            for (int i = 0; i < count; i++) {
                int kind = i % BASES.length;
                String name = BASES[kind] + "folder" + (i / 8 % 250) + "\\" + (i % 97 == 0 ? "포링_" : "")
                        + (i % 13 == 0 ? "poring_" : "entry_") + (i * 7919L % 1_000_003) + "_" + i + EXTENSIONS[kind];
                byte[] data = ("content " + i).getBytes(StandardCharsets.US_ASCII);
                writer.add(GrfNames.encode(name).orElseThrow(), data);
            }
            writer.finish();
        }
    }

    @Benchmark
    public int open() throws IOException {
        try (GrfArchive a = GrfArchive.open(file)) {
            return a.size();
        }
    }

    @Benchmark
    public int openAndBuildTree() throws IOException {
        try (GrfArchive a = GrfArchive.open(file)) {
            return ArchiveIndex.build(a).folders().size();
        }
    }
}
