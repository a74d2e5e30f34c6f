package dev.marionette.model.acclaim;

import dev.marionette.model.motion.ClipResampler;
import dev.marionette.model.motion.Interpolation;
import java.util.ArrayList;
import java.util.List;

/**
 * Resampling an Acclaim motion to another frame rate, in its own file units ({@link ClipResampler} gives the frame
 * count and positions): new frame {@code j} lies at source position {@code j * from / to}. A new frame that falls
 * exactly on a source frame is that frame, bytes and all; others take each bone line of the source frame before
 * them and interpolate every value towards the same bone's values in the frame after: rotations along the shorter
 * way round (period 360 degrees, or 2 pi in radians), translations and {@code l} on a straight line. Each Euler
 * angle is interpolated on its own: between neighbouring frames of captured motion (a few degrees apart) this
 * differs from slerping the whole rotation by far less than the capture's own noise. Interpolated lines are written
 * in the file's style; labels continue the file's first label (1 when it has none).
 */
public final class AmcResampling {

    private AmcResampling() {
    }

    /** {@code amc} (playing on {@code skeleton}) resampled from {@code fromRate} to {@code toRate}. */
    public static AmcFile resample(AsfFile skeleton, AmcFile amc, double fromRate, double toRate) {
        int n = amc.frameCount();
        int count = ClipResampler.frameCount(n, fromRate, toRate);
        if (count > AmcFile.MAX_FRAMES) {
            throw new IllegalArgumentException(count + " frames is more than a motion may hold");
        }
        boolean radians = amc.anglesInRadians(skeleton);
        double period = radians ? 2 * Math.PI : 360;
        Long first = n == 0 ? null : amc.frame(0).labelNumber();
        long start = first == null ? 1 : first;
        AmcStyle style = amc.style();
        List<AmcFrame> out = new ArrayList<>(count);
        for (int j = 0; j < count; j++) {
            String label = Long.toString(start + j);
            double pos = ClipResampler.sourcePosition(j, fromRate, toRate);
            int f0 = Math.min((int) Math.floor(pos + 1e-9), n - 1);
            double t = pos - f0;
            AmcFrame a = amc.frame(f0);
            if (t < 1e-9 || f0 == n - 1) {
                out.add(a.relabeled(label));
                continue;
            }
            AmcFrame b = amc.frame(f0 + 1);
            List<AmcRecord> records = new ArrayList<>(a.records().size());
            for (int r = 0; r < a.records().size(); r++) {
                AmcRecord ra = a.records().get(r);
                AmcRecord rb = sameBone(b, r, ra.bone());
                records.add(rb == null || rb.valueCount() != ra.valueCount() ? ra
                        : AmcRecord.formatted(ra.bone(), mix(skeleton, ra, rb, t, period), style));
            }
            out.add(new AmcFrame(label, LineText.of(style.labelLine(label)), records));
        }
        return amc.withFrames(out);
    }

    private static AmcRecord sameBone(AmcFrame frame, int position, String bone) {
        if (position < frame.records().size() && frame.records().get(position).bone().equals(bone)) {
            return frame.records().get(position);
        }
        int i = frame.indexOf(bone);
        return i < 0 ? null : frame.records().get(i);
    }

    private static double[] mix(AsfFile skeleton, AmcRecord a, AmcRecord b, double t, double period) {
        List<String> tokens = AsfFile.isRoot(a.bone()) ? skeleton.root().order()
                : skeleton.boneIndex(a.bone()) < 0 ? List.of() : skeleton.bones().get(skeleton.boneIndex(a.bone())).dof();
        double[] v = new double[a.valueCount()];
        for (int k = 0; k < v.length; k++) {
            boolean angle = k < tokens.size() && Dof.parse(tokens.get(k)).map(Dof::isRotation).orElse(false);
            v[k] = ClipResampler.interpolate(angle ? Interpolation.ANGLE : Interpolation.LINEAR, a.value(k),
                    b.value(k), t, period);
        }
        return v;
    }
}
