package dev.marionette.bench.sims;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.sims.CfpEncoder;
import dev.marionette.io.sims.SimsCharacterFiles;
import dev.marionette.io.sims.SkillCfp;
import dev.marionette.io.sims.TsoAnimReader;
import dev.marionette.model.sims.SimsSkill;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The CFP keyframe codec on every CFP of the samples (three skills: 23,668 values in 12,668 bytes). One operation
 * is one pass over all three; the secondary score {@code values} is keyframe values per second. The baseline,
 * {@code readTsoAnims}, reads the two TSO samples, whose 9,516 keyframe values are plain floats (with the rest of
 * the two files), so the ratio shows what the compression costs to decode.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 5)
public class CfpBenchmark {

    private final List<byte[]> cfps = new ArrayList<>();
    private final List<SimsSkill> skills = new ArrayList<>();
    private final List<float[]> decoded = new ArrayList<>();
    private final List<byte[]> anims = new ArrayList<>();
    private long cfpValues;
    private long animValues;

    /** Keyframe values handled. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counter {
        public long values;

        @Setup(Level.Iteration)
        public void reset() {
            values = 0;
        }
    }

    @Setup(Level.Trial)
    public void load() throws IOException {
        Path sims = SimsSamplesForBench.folder();
        String[] skillFiles = {"ts1_cmx/adult-idle1.cmx", "ts1_cmx/adult-walking-frantic-loop.cmx",
            "ts1_bcf/a2a-apologizer.cmx.bcf"};
        for (String skillFile : skillFiles) {
            Path file = sims.resolve(skillFile);
            SimsSkill skill = SimsCharacterFiles.read(file, ReadOptions.STRICT).value().data().skills().get(0);
            byte[] cfp = Files.readAllBytes(file.resolveSibling(skill.cfpName() + ".cfp"));
            skills.add(skill);
            cfps.add(cfp);
            decoded.add(SkillCfp.read(skill, cfp, "cfp", ReadOptions.STRICT).value().values());
            cfpValues += skill.cfpValueCount();
        }
        for (String anim : new String[] {"tso/a2o-idle1.anim", "tso/a2o-walking-frantic-loop.anim"}) {
            byte[] data = Files.readAllBytes(sims.resolve(anim));
            anims.add(data);
            var keyframes = TsoAnimReader.read(data, anim, ReadOptions.STRICT).value().keyframes();
            animValues += 3L * keyframes.translationCount() + 4L * keyframes.rotationCount();
        }
        System.out.println("CFP samples: " + cfps.size() + " files, " + cfpValues + " values; TSO samples: "
                + anims.size() + " files, " + animValues + " values");
    }

    /** Decoding every sample CFP with its skill's value count (strict: every byte consumed). */
    @Benchmark
    public void decodeCfps(Counter counter, Blackhole sink) throws IOException {
        for (int i = 0; i < cfps.size(); i++) {
            sink.consume(SkillCfp.read(skills.get(i), cfps.get(i), "cfp", ReadOptions.STRICT).value());
        }
        counter.values += cfpValues;
    }

    /** Encoding the decoded values again, exactly (gives back the stored bytes). */
    @Benchmark
    public void encodeCfpsExact(Counter counter, Blackhole sink) {
        CfpEncoder encoder = CfpEncoder.exact();
        for (float[] values : decoded) {
            sink.consume(encoder.encode(values));
        }
        counter.values += cfpValues;
    }

    /** Baseline: reading the TSO samples, whose keyframes are plain little-endian floats. */
    @Benchmark
    public void readTsoAnims(Counter counter, Blackhole sink) throws IOException {
        for (byte[] anim : anims) {
            sink.consume(TsoAnimReader.read(anim, "anim", ReadOptions.STRICT).value());
        }
        counter.values += animValues;
    }
}
