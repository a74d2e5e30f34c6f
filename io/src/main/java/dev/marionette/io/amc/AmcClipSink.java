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

    /**
     * How motion lines become a frame's channel values: which channels a line's bone owns (resolved once per line
     * position, names being the reader's strings, the same object frame after frame) and the angle unit.
     */
    static final class Mapping {
        private final AcclaimRig rig;
        private final Skeleton skeleton;
        private final int channels;
        private final double[] rest;
        private final double[] scale;
        private String[] names = new String[8];
        private int[] bones = new int[8];

        Mapping(AcclaimRig rig) {
            this.rig = rig;
            this.skeleton = rig.skeleton();
            this.channels = skeleton.channelCount();
            this.rest = skeleton.restValues();
            this.scale = new double[channels];
        }

        int channels() {
            return channels;
        }

        void header(AmcHeader header) {
            Boolean declared = header.declaresRadians();
            boolean radians = declared != null ? declared : rig.asf().units().anglesInRadians();
            for (int c = 0; c < channels; c++) {
                scale[c] = skeleton.channels().get(c).kind().isAngle() && !radians ? Math.PI / 180 : 1;
            }
        }

        /** Sets the frame at {@code row} to the rest pose (bones a lenient frame lacks keep it). */
        void rest(double[] values, int row) {
            System.arraycopy(rest, 0, values, row, channels);
        }

        /** Puts one motion line's values into the frame at {@code row}. */
        void put(double[] values, int row, String bone, int position, double[] v, int count) {
            if (position >= names.length) {
                names = Arrays.copyOf(names, position * 2);
                bones = Arrays.copyOf(bones, position * 2);
            }
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
            int at = row + first;
            for (int k = 0; k < n; k++) {
                values[at + k] = v[k] * scale[first + k];
            }
        }
    }

    private final Mapping mapping;
    private final int channels;
    private double[] values;
    private int frames;

    AmcClipSink(AcclaimRig rig, int expectedFrames) {
        this.mapping = new Mapping(rig);
        this.channels = mapping.channels();
        this.values = new double[Math.max(1, expectedFrames) * Math.max(1, channels)];
    }

    @Override
    public void header(AmcHeader header) {
        mapping.header(header);
    }

    @Override
    public void label(AmcLine line, int pending, String label) {
        int end = (frames + 1) * channels;
        if (end > values.length) {
            values = Arrays.copyOf(values, Math.max(end, values.length * 2));
        }
        mapping.rest(values, frames * channels);
        frames++;
    }

    @Override
    public void record(AmcLine line, int pending, String bone, int position, double[] v, int count) {
        mapping.put(values, (frames - 1) * channels, bone, position, v, count);
    }

    /** The clip at {@code frameRate}. */
    Clip clip(double frameRate) {
        return Clip.adopt(channels, frameRate, values.length == frames * channels ? values
                : Arrays.copyOf(values, frames * channels));
    }
}
