package dev.marionette.bench.motion;

import dev.marionette.io.FormatException;
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
 * The skeletal motion core and the Acclaim/export I/O on a 3,700-frame CMU clip ({@link LongCmuClip}, 2.8 MB of
 * AMC text, 31 bones with the root). Average time per operation in milliseconds:
 *
 * <ul>
 * <li>{@code forwardKinematics}: every bone's origin, tip and rotation for every frame (3,700 x 31 = 114,700 bone
 *     transforms); the secondary score {@code boneTransforms} is bone transforms per second;</li>
 * <li>{@code parseAmc}: AMC text to the file model, checked against the skeleton;</li>
 * <li>{@code amcToBvh}: what a BVH export does: ASF and AMC text parsed, the neutral clip built, the BVH written
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

    private LongCmuClip data;
    private AsfFile asf;
    private AcclaimRig rig;
    private Clip clip;
    private ForwardKinematics kinematics;
    private Pose pose;

    /** Bone transforms computed, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Transforms {
        /** One per bone per frame. */
        public long boneTransforms;

        @Setup(Level.Iteration)
        public void reset() {
            boneTransforms = 0;
        }
    }

    @Setup(Level.Trial)
    public void load() throws IOException {
        data = LongCmuClip.build();
        asf = AsfReader.read(data.asf, "02.asf");
        rig = AcclaimRig.of(asf);
        clip = rig.clip(AmcReader.read(data.amc, "02_long.amc", asf), Clip.DEFAULT_ACCLAIM_RATE);
        kinematics = new ForwardKinematics(rig.skeleton());
        pose = kinematics.newPose();
        System.out.printf("%nclip: %d frames, %d bones, %d bytes of AMC%n", clip.frameCount(),
                rig.skeleton().boneCount(), data.amc.length);
    }

    @Benchmark
    public double forwardKinematics(Transforms counter) {
        double sum = 0;
        for (int f = 0; f < clip.frameCount(); f++) {
            kinematics.compute(clip, f, pose);
            sum += pose.tips[3];
        }
        counter.boneTransforms += (long) clip.frameCount() * rig.skeleton().boneCount();
        return sum;
    }

    @Benchmark
    public AmcFile parseAmc() throws FormatException {
        return AmcReader.read(data.amc, "02_long.amc", asf);
    }

    @Benchmark
    public void amcToBvh(Blackhole sink) throws IOException {
        AsfFile skeleton = AsfReader.read(data.asf, "02.asf");
        AcclaimRig r = AcclaimRig.of(skeleton);
        Clip c = r.clip(AmcReader.read(data.amc, "02_long.amc", skeleton), Clip.DEFAULT_ACCLAIM_RATE);
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
