package dev.marionette.io.motion;

import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Pose;
import dev.marionette.model.motion.Skeleton;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes joint positions as CSV: the header {@code frame,bone,x,y,z}, then one row per frame and bone, frames by
 * 0-based index in file order (never by a file's frame label), bones in skeleton order (the hierarchy, root first),
 * x y z the world position of the bone's distal end (its tip; for an Acclaim root, its position including the ASF
 * {@code position} offset) in the file's raw units with 6 decimals. LF line ends; a bone name holding a comma,
 * quote or line break is quoted as RFC 4180 says. Streams: memory does not grow with the clip.
 */
public final class JointPositionsCsv {

    private JointPositionsCsv() {
    }

    /** Writes every frame of {@code clip} (of {@code skeleton}) to {@code out}. */
    public static void write(Skeleton skeleton, Clip clip, OutputStream out) throws IOException {
        write(skeleton, MotionFrames.of(clip), out);
    }

    /** Writes every frame of {@code frames} (of {@code skeleton}) to {@code out}, as they come. */
    public static void write(Skeleton skeleton, MotionFrames frames, OutputStream out) throws IOException {
        frames.requireChannelsOf(skeleton);
        AsciiSink sink = new AsciiSink(out);
        sink.append("frame,bone,x,y,z\n");
        String[] names = new String[skeleton.boneCount()];
        for (int b = 0; b < names.length; b++) {
            names[b] = csvField(skeleton.bone(b).name()) + ",";
        }
        ForwardKinematics fk = new ForwardKinematics(skeleton);
        Pose pose = fk.newPose();
        byte[][] nameBytes = new byte[names.length][];
        for (int b = 0; b < names.length; b++) {
            nameBytes[b] = names[b].getBytes(java.nio.charset.StandardCharsets.UTF_8);
        }
        long[] f = {0};
        frames.forEach(values -> {
            fk.compute(values, 0, pose);
            rows(sink, f[0]++, nameBytes, pose);
        });
        sink.flush();
    }

    /** The rows of one frame (a method of its own, so it is compiled early). */
    private static void rows(AsciiSink sink, long f, byte[][] names, Pose pose) throws IOException {
        for (int b = 0; b < names.length; b++) {
            sink.append(f).append(',').append(names[b]);
            sink.appendFixed(pose.tips[3 * b], 6).append(',');
            sink.appendFixed(pose.tips[3 * b + 1], 6).append(',');
            sink.appendFixed(pose.tips[3 * b + 2], 6).append('\n');
        }
        sink.maybeFlush();
    }

    /** The CSV of {@code clip} as bytes. */
    public static byte[] toBytes(Skeleton skeleton, Clip clip) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(skeleton, clip, out);
        return out.toByteArray();
    }

    static String csvField(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
