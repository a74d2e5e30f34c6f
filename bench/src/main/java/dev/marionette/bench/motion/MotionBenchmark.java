package dev.marionette.bench.motion;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.motion.BvhWriter;
import dev.marionette.io.motion.JointPositionsCsv;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Pose;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The skeletal motion core and the Acclaim/export I/O on a 3,700-frame CMU clip ({@link LongCmuClip}, 2.8 MB of
 * AMC text, 31 bones with the root). Unless said otherwise, average time per operation in milliseconds:
 *
 * <ul>
 * <li>{@code forwardKinematics} (throughput): every bone's origin, tip and rotation for every frame; the score is
 *     bone transforms (bones x frames) per second;</li>
 * <li>{@code parseAmc}: AMC text to the file model, checked against the skeleton (what opening a file does);</li>
 * <li>{@code readClip}: AMC text straight to the neutral clip, checked the same way (what an export does);</li>
 * <li>{@code amcToBvh}: a whole BVH export in memory: ASF parsed, AMC read into the clip, the BVH written
 *     (to a stream that discards it);</li>
 * <li>{@code writeBvh} and {@code writeCsv}: the writers alone, from the clip.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 3)
public class MotionBenchmark {

    /** Bones of the CMU skeleton with the root, times the clip's frames. */
    static final int BONE_TRANSFORMS = 31 * LongCmuClip.FRAMES;

    private LongCmuClip data;
    private AsfFile asf;
    private AcclaimRig rig;
    private Clip clip;
    private ForwardKinematics kinematics;
    private Pose pose;

    @Setup(Level.Trial)
    public void load() throws IOException {
        data = LongCmuClip.build();
        asf = AsfReader.read(data.asf, "02.asf");
        rig = AcclaimRig.of(asf);
        clip = rig.clip(AmcReader.read(data.amc, "02_long.amc", asf), Clip.DEFAULT_ACCLAIM_RATE);
        kinematics = new ForwardKinematics(rig.skeleton());
        pose = kinematics.newPose();
        if (rig.skeleton().boneCount() * clip.frameCount() != BONE_TRANSFORMS) {
            throw new IllegalStateException("the clip is not the one BONE_TRANSFORMS counts");
        }
        System.out.printf("%nclip: %d frames, %d bones, %d bytes of AMC%n", clip.frameCount(),
                rig.skeleton().boneCount(), data.amc.length);
    }

    /** Throughput in bone transforms per second: one operation is one bone in one frame. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(BONE_TRANSFORMS)
    public double forwardKinematics() {
        double sum = 0;
        for (int f = 0; f < clip.frameCount(); f++) {
            kinematics.compute(clip, f, pose);
            sum += pose.tips[3];
        }
        return sum;
    }

    @Benchmark
    public AmcFile parseAmc() throws FormatException {
        return AmcReader.read(data.amc, "02_long.amc", asf);
    }

    @Benchmark
    public Clip readClip() throws FormatException {
        return AmcReader.readClip(data.amc, "02_long.amc", ReadOptions.STRICT, rig, Clip.DEFAULT_ACCLAIM_RATE).value();
    }

    @Benchmark
    public void amcToBvh(Blackhole sink) throws IOException {
        AsfFile skeleton = AsfReader.read(data.asf, "02.asf");
        AcclaimRig r = AcclaimRig.of(skeleton);
        Clip c = AmcReader.readClip(data.amc, "02_long.amc", ReadOptions.STRICT, r, Clip.DEFAULT_ACCLAIM_RATE)
                .value();
        BvhWriter.write(r.skeleton(), c, new Discard(sink));
    }

    @Benchmark
    public void writeBvh(Blackhole sink) throws IOException {
        BvhWriter.write(rig.skeleton(), clip, new Discard(sink));
    }

    @Benchmark
    public void writeCsv(Blackhole sink) throws IOException {
        JointPositionsCsv.write(rig.skeleton(), clip, new Discard(sink));
    }

    /** An output stream that hands its bytes to the blackhole. */
    static final class Discard extends OutputStream {
        private final Blackhole sink;

        Discard(Blackhole sink) {
            this.sink = sink;
        }

        @Override
        public void write(int b) {
            sink.consume(b);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            sink.consume(b);
            sink.consume(len);
        }
    }
}
