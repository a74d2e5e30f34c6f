package dev.marionette.io.amc;

import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcHeader;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Skeleton;
import java.util.Arrays;

/**
 * Fills a neutral clip's values straight from the motion lines (angles in radians), without building the file
 * model: what an export needs. The values equal {@link AcclaimRig#clip} of the file model.
 */
final class AmcClipSink implements AmcSink {

    private final AcclaimRig rig;
    private final Skeleton skeleton;
    private final int channels;
    private final double[] rest;
    private final double[] scale;
    private double[] values;
    private int frames;
    private String[] names = new String[8];
    private int[] bones = new int[8];

    AmcClipSink(AcclaimRig rig, int expectedFrames) {
        this.rig = rig;
        this.skeleton = rig.skeleton();
        this.channels = skeleton.channelCount();
        this.rest = skeleton.restValues();
        this.scale = new double[channels];
        this.values = new double[Math.max(1, expectedFrames) * Math.max(1, channels)];
    }

    @Override
    public void header(AmcHeader header) {
        Boolean declared = header.declaresRadians();
        boolean radians = declared != null ? declared : rig.asf().units().anglesInRadians();
        for (int c = 0; c < channels; c++) {
            scale[c] = skeleton.channels().get(c).kind().isAngle() && !radians ? Math.PI / 180 : 1;
        }
    }

    @Override
    public void label(AmcLine line, int pending, String label) {
        int end = (frames + 1) * channels;
        if (end > values.length) {
            values = Arrays.copyOf(values, Math.max(end, values.length * 2));
        }
        System.arraycopy(rest, 0, values, frames * channels, channels);
        frames++;
    }

    @Override
    public void record(AmcLine line, int pending, String bone, int position, double[] v, int count) {
        if (position >= names.length) {
            names = Arrays.copyOf(names, position * 2);
            bones = Arrays.copyOf(bones, position * 2);
        }
        // Names are the reader's strings, the same object frame after frame: resolve each once per position.
        if (names[position] != bone) {
            names[position] = bone;
            bones[position] = rig.boneNamed(bone);
        }
        int b = bones[position];
        if (b < 0) {
            return;
        }
        int first = skeleton.firstChannel(b);
        int n = Math.min(count, skeleton.channelCount(b));
        int row = (frames - 1) * channels + first;
        for (int k = 0; k < n; k++) {
            values[row + k] = v[k] * scale[first + k];
        }
    }

    /** The clip at {@code frameRate}. */
    Clip clip(double frameRate) {
        return Clip.adopt(channels, frameRate, Arrays.copyOf(values, frames * channels));
    }
}
