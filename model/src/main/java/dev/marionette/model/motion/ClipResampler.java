package dev.marionette.model.motion;

/**
 * Resampling motion to another frame rate, keeping its duration: {@code n} frames at rate {@code a} cover
 * {@code (n - 1) / a} seconds and become {@link #frameCount(int, double, double)} frames at rate {@code b}, new
 * frame {@code j} sampled at source position {@code j * a / b} between the two source frames around it:
 * {@link Interpolation#LINEAR} values on a straight line, {@link Interpolation#ANGLE} values along the shorter way
 * round, a bone's four quaternion channels by slerp. The first frame is kept; the last source frame is kept when
 * the duration is a whole number of new frames.
 */
public final class ClipResampler {

    private ClipResampler() {
    }

    /** The number of frames {@code frames} frames at {@code fromRate} become at {@code toRate} (at least 1). */
    public static int frameCount(int frames, double fromRate, double toRate) {
        if (frames <= 1) {
            return frames;
        }
        double exact = (frames - 1) * toRate / fromRate;
        // Forgive rounding noise so 343 frames at 120 -> 30 fps gives 86 frames, not 85.
        return (int) Math.floor(exact + 1e-9) + 1;
    }

    /** Where new frame {@code frame} falls among the source frames (a fractional index). */
    public static double sourcePosition(int frame, double fromRate, double toRate) {
        return frame * fromRate / toRate;
    }

    /**
     * The value a fraction {@code t} (0..1) of the way from {@code a} to {@code b}.
     *
     * @param period the angle of a full turn for {@link Interpolation#ANGLE} (360 for degrees, 2 pi for radians);
     *               ignored otherwise. Angle results stay within {@code [-period/2, period/2]} when both ends do.
     */
    public static double interpolate(Interpolation kind, double a, double b, double t, double period) {
        if (t == 0) {
            return a;
        }
        if (t == 1) {
            return b;
        }
        if (kind != Interpolation.ANGLE) {
            return a + (b - a) * t;
        }
        double d = b - a;
        d -= period * Math.rint(d / period);
        double v = a + d * t;
        double half = period / 2;
        if (Math.abs(a) <= half && Math.abs(b) <= half) {
            if (v > half) {
                v -= period;
            } else if (v < -half) {
                v += period;
            }
        }
        return v;
    }

    /** {@code clip} (of {@code skeleton}) resampled to {@code toRate}. */
    public static Clip resample(Skeleton skeleton, Clip clip, double toRate) {
        int channels = clip.channelCount();
        int frames = frameCount(clip.frameCount(), clip.frameRate(), toRate);
        double[] src = clip.raw();
        double[] out = new double[frames * channels];
        for (int j = 0; j < frames; j++) {
            double pos = sourcePosition(j, clip.frameRate(), toRate);
            int f0 = Math.min((int) Math.floor(pos), clip.frameCount() - 1);
            int f1 = Math.min(f0 + 1, clip.frameCount() - 1);
            double t = f1 == f0 ? 0 : pos - f0;
            for (int c = 0; c < channels; c++) {
                Interpolation kind = skeleton.channels().get(c).kind().interpolation();
                out[j * channels + c] = interpolate(kind, src[f0 * channels + c], src[f1 * channels + c], t,
                        2 * Math.PI);
            }
            for (int b = 0; b < skeleton.boneCount(); b++) {
                slerpQuaternion(skeleton, b, src, f0 * channels, f1 * channels, t, out, j * channels);
            }
        }
        return Clip.adopt(channels, toRate, out);
    }

    /** Replaces the per-component interpolation of bone b's quaternion, when it has all four channels, by slerp. */
    private static void slerpQuaternion(Skeleton skeleton, int b, double[] src, int row0, int row1, double t,
            double[] out, int outRow) {
        int[] at = {-1, -1, -1, -1};
        for (int c = skeleton.firstChannel(b); c < skeleton.firstChannel(b) + skeleton.channelCount(b); c++) {
            ChannelKind k = skeleton.channels().get(c).kind();
            if (k.interpolation() == Interpolation.QUATERNION) {
                at[k.axis()] = c;
            }
        }
        if (t == 0 || at[0] < 0 || at[1] < 0 || at[2] < 0 || at[3] < 0) {
            return;
        }
        Quaternion q = Quaternion.slerp(
                new Quaternion(src[row0 + at[0]], src[row0 + at[1]], src[row0 + at[2]], src[row0 + at[3]]),
                new Quaternion(src[row1 + at[0]], src[row1 + at[1]], src[row1 + at[2]], src[row1 + at[3]]), t);
        out[outRow + at[0]] = q.x();
        out[outRow + at[1]] = q.y();
        out[outRow + at[2]] = q.z();
        out[outRow + at[3]] = q.w();
    }
}
