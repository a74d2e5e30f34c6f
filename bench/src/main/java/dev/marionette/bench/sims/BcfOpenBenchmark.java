package dev.marionette.bench.sims;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.sims.BcfReader;
import dev.marionette.io.sims.SimsCharacterFile;
import dev.marionette.io.sims.SkillCfp;
import dev.marionette.io.sims.SkillCompanions;
import dev.marionette.model.sims.SimsSkill;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Reading the BCF sample, {@code a2a-apologizer.cmx.bcf} (7,285 bytes, six skills): parsing it from memory, and
 * opening it from disk as a tab would before painting (read the file, parse it, look its skills' CFPs up beside it,
 * decode the one that is there: 14,152 values). The baseline is reading the file's bytes alone. Microseconds per
 * operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 5)
public class BcfOpenBenchmark {

    private Path file;
    private byte[] data;

    @Setup
    public void locate() throws IOException {
        file = SimsSamplesForBench.folder().resolve("ts1_bcf/a2a-apologizer.cmx.bcf");
        data = Files.readAllBytes(file);
    }

    /** Parsing the BCF held in memory. */
    @Benchmark
    public SimsCharacterFile parseBcf() throws IOException {
        return BcfReader.read(data, "a2a-apologizer.cmx.bcf", ReadOptions.STRICT).value();
    }

    /** Reading the file, parsing it, finding each skill's CFP beside it and decoding the ones there. */
    @Benchmark
    public void openWithKeyframes(Blackhole sink) throws IOException {
        SimsCharacterFile opened = BcfReader.read(file, ReadOptions.STRICT).value();
        SkillCompanions companions = SkillCompanions.beside(file);
        for (SimsSkill skill : opened.data().skills()) {
            SkillCompanions.CfpLookup cfp = companions.cfp(skill);
            if (cfp.file().isPresent()) {
                sink.consume(SkillCfp.read(skill, cfp.file().get(), ReadOptions.STRICT).value());
            }
        }
        sink.consume(opened);
    }

    /** Baseline: reading the file's bytes. */
    @Benchmark
    public byte[] readBytes() throws IOException {
        return Files.readAllBytes(file);
    }
}
