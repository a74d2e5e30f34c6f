package dev.marionette.io.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.motion.Bone;
import dev.marionette.model.motion.ChannelKind;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.Vector3;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, defect 4: a chain as deep as the largest skeleton the readers accept ({@link Skeleton#MAX_BONES} bones,
 * each the child of the one before) exports to BVH and CSV. The BVH hierarchy was written by a recursive method,
 * one stack frame per level, and a 3,000-bone chain ended in StackOverflowError; the walks are iterative now, so
 * the export runs even on a thread with a small stack.
 */
class DeepSkeletonExportTest {

    /** A chain of {@code n} bones, each one unit above its parent, each with a rotation channel. */
    static Skeleton chain(int n) {
        List<Bone> bones = new ArrayList<>(n);
        for (int b = 0; b < n; b++) {
            bones.add(Bone.builder("b" + b).parent(b - 1).attachment(Bone.Attachment.PARENT_TIP)
                    .tip(new Vector3(0, 1, 0), 1).channel(ChannelKind.ROTATE_Z, "rz").build());
        }
        return new Skeleton(bones);
    }

    /** Runs {@code work} on a thread with a 256 KiB stack and rethrows what it threw. */
    private static void onSmallStack(ThrowingRunnable work) throws Throwable {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                work.run();
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "small-stack", 256 * 1024);
        t.start();
        t.join();
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    interface ThrowingRunnable {
        void run() throws Exception;
    }

    @Test
    void theDeepestChainWritesAsBvhWithEveryJointNested() throws Throwable {
        Skeleton skeleton = chain(Skeleton.MAX_BONES);
        Clip clip = new Clip(skeleton.channelCount(), 30, new double[2 * skeleton.channelCount()]);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        onSmallStack(() -> BvhWriter.write(skeleton, clip, out));
        String bvh = out.toString(StandardCharsets.US_ASCII);
        assertThat(bvh).startsWith("HIERARCHY\nROOT b0\n{\n");
        assertThat(bvh.split("\n\t*JOINT ", -1)).hasSize(Skeleton.MAX_BONES);
        // The deepest joint's lines are indented once per ancestor, and every brace opened is closed.
        assertThat(bvh).contains("\n" + "\t".repeat(Skeleton.MAX_BONES - 1) + "JOINT b" + (Skeleton.MAX_BONES - 1)
                + "\n");
        String hierarchy = bvh.substring(0, bvh.indexOf("MOTION"));
        assertThat(hierarchy.chars().filter(c -> c == '{').count())
                .isEqualTo(hierarchy.chars().filter(c -> c == '}').count()).isEqualTo(Skeleton.MAX_BONES + 1);
        assertThat(bvh).contains("Frames: 2\n");
    }

    @Test
    void theDeepestChainWritesItsJointPositions() throws Throwable {
        Skeleton skeleton = chain(Skeleton.MAX_BONES);
        Clip clip = new Clip(skeleton.channelCount(), 30, new double[skeleton.channelCount()]);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        onSmallStack(() -> JointPositionsCsv.write(skeleton, clip, out));
        String csv = out.toString(StandardCharsets.US_ASCII);
        // The last bone's tip stands MAX_BONES units up.
        assertThat(csv).contains("\n0,b" + (Skeleton.MAX_BONES - 1) + ",0.000000," + Skeleton.MAX_BONES
                + ".000000,0.000000\n");
    }
}
