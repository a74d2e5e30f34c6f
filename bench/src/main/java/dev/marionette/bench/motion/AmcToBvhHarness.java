package dev.marionette.bench.motion;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.amc.SkeletonLocator;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.motion.BvhWriter;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.motion.Clip;
import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What {@code marionette export -o OUT.bvh FILE.amc} does, as a plain program for timing whole processes (JVM start
 * included) with {@code time}: find the skeleton beside the motion, read it, read the motion straight into the clip
 * ({@link AmcReader#readClip}), write the BVH.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.marionette.bench.motion.AmcToBvhHarness --make DIR [FRAMES]   (the clip)
 * time java -cp bench/target/benchmarks.jar dev.marionette.bench.motion.AmcToBvhHarness DIR/02_long.amc OUT.bvh
 * </pre>
 *
 * It prints the milliseconds from {@code main} to the BVH closed on disk, so the JVM's own start-up is the
 * difference between that and the wall time.
 */
public final class AmcToBvhHarness {

    private AmcToBvhHarness() {
    }

    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        if (args.length >= 2 && args[0].equals("--make")) {
            int frames = args.length > 2 ? Integer.parseInt(args[2]) : LongCmuClip.FRAMES;
            System.out.println(LongCmuClip.build(frames).writeTo(Path.of(args[1])));
            return;
        }
        Path amc = Path.of(args[0]);
        Path asfPath = SkeletonLocator.find(amc, ReadOptions.STRICT.companions()).orElseThrow();
        AsfFile asf = AsfReader.read(asfPath, ReadOptions.STRICT).value();
        AcclaimRig rig = AcclaimRig.of(asf);
        long skeleton = System.nanoTime();
        byte[] text = dev.marionette.io.FileBytes.read(amc, ReadOptions.STRICT);
        long parsed = System.nanoTime();
        Clip clip = AmcReader.readClip(text, amc.toString(), ReadOptions.STRICT, rig, Clip.DEFAULT_ACCLAIM_RATE).value();
        long built = System.nanoTime();
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(Path.of(args[1])), 1 << 16)) {
            BvhWriter.write(rig.skeleton(), clip, out);
        }
        long end = System.nanoTime();
        System.out.printf("%d frames in %.1f ms after main started (skeleton %.1f, read AMC %.1f, AMC to clip %.1f,"
                + " BVH %.1f)%n",
                clip.frameCount(), (end - start) / 1e6, (skeleton - start) / 1e6, (parsed - skeleton) / 1e6,
                (built - parsed) / 1e6, (end - built) / 1e6);
    }
}
