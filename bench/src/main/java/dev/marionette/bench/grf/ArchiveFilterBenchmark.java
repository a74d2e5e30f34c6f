package dev.marionette.bench.grf;

import dev.marionette.editor.archive.ArchiveIndex;
import dev.marionette.editor.archive.EntryFilter;
import dev.marionette.io.grf.GrfArchive;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One run of the archive browser's filter box over a 400,000-entry archive ({@link ArchiveBrowserBenchmark}'s)
 * for each text typed so far: it must keep up with typing (well under the ~100 ms between keys; a newer key also
 * cancels a run in progress, and the run is off the event thread).
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar ArchiveFilterBenchmark -f 1}; report the p0.50 lines.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 2)
@Fork(value = 1, jvmArgs = {"-Xmx1g"})
public class ArchiveFilterBenchmark {

    @Param({"p", "po", "por", "pori", "poring", "*.act", "type:spr", "포링"})
    public String typed;

    private Path file;
    private GrfArchive archive;
    private ArchiveIndex index;
    private EntryFilter filter;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        file = Files.createTempFile("browser-bench", ".grf");
        ArchiveBrowserBenchmark.write(file, ArchiveBrowserBenchmark.ENTRIES);
        archive = GrfArchive.open(file);
        index = ArchiveIndex.build(archive);
        filter = EntryFilter.parse(typed);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        archive.close();
        Files.deleteIfExists(file);
    }

    @Benchmark
    public int filter() {
        return filter.select(index, index.root(), () -> false).length;
    }
}
