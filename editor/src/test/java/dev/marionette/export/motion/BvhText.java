package dev.marionette.export.motion;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small BVH reader for the tests, independent of the writer: joints with OFFSET and channels, the motion values,
 * and every joint's world position at a frame as BVH tools compute it: local = T(OFFSET + position channels)
 * R(rotation channels in the order listed, intrinsic, degrees), world = parent world * local.
 */
final class BvhText {

    private record Joint(String name, int parent, double[] offset, List<String> channels, int first) {
    }

    private final List<Joint> joints = new ArrayList<>();
    private int frames;
    private double frameTime;
    private double[][] values;

    int frames() {
        return frames;
    }

    double frameTime() {
        return frameTime;
    }

    static BvhText parse(String text) {
        BvhText bvh = new BvhText();
        String[] t = text.trim().split("\\s+");
        int at = 0;
        int channels = 0;
        List<Integer> open = new ArrayList<>();
        int last = -1;
        while (!t[at].equals("MOTION")) {
            String word = t[at++];
            switch (word) {
                case "ROOT", "JOINT" -> {
                    String name = t[at++];
                    int parent = open.isEmpty() ? -1 : open.get(open.size() - 1);
                    bvh.joints.add(new Joint(name, parent, new double[3], new ArrayList<>(), channels));
                    last = bvh.joints.size() - 1;
                }
                case "End" -> {
                    at++;
                    last = -2;
                }
                case "{" -> open.add(last);
                case "}" -> open.remove(open.size() - 1);
                case "OFFSET" -> {
                    double[] offset = new double[3];
                    for (int k = 0; k < 3; k++) {
                        offset[k] = Double.parseDouble(t[at++]);
                    }
                    if (last >= 0) {
                        System.arraycopy(offset, 0, bvh.joints.get(last).offset(), 0, 3);
                    }
                }
                case "CHANNELS" -> {
                    int n = Integer.parseInt(t[at++]);
                    for (int k = 0; k < n; k++) {
                        bvh.joints.get(last).channels().add(t[at++]);
                    }
                    channels += n;
                }
                default -> {
                }
            }
        }
        at++;
        bvh.frames = Integer.parseInt(t[at + 1]);
        bvh.frameTime = Double.parseDouble(t[at + 4]);
        at += 5;
        bvh.values = new double[bvh.frames][channels];
        for (int f = 0; f < bvh.frames; f++) {
            for (int c = 0; c < channels; c++) {
                bvh.values[f][c] = Double.parseDouble(t[at++]);
            }
        }
        if (at != t.length) {
            throw new IllegalStateException((t.length - at) + " values left over");
        }
        return bvh;
    }

    /** Every joint's world position at {@code frame}, by name. */
    Map<String, double[]> jointPositions(int frame) {
        Map<String, double[]> out = new LinkedHashMap<>();
        double[][] rotation = new double[joints.size()][];
        double[][] origin = new double[joints.size()][];
        for (int j = 0; j < joints.size(); j++) {
            Joint joint = joints.get(j);
            double[] local = joint.offset().clone();
            double[] r = {1, 0, 0, 0, 1, 0, 0, 0, 1};
            for (int c = 0; c < joint.channels().size(); c++) {
                double v = values[frame][joint.first() + c];
                switch (joint.channels().get(c)) {
                    case "Xposition" -> local[0] += v;
                    case "Yposition" -> local[1] += v;
                    case "Zposition" -> local[2] += v;
                    case "Xrotation" -> r = times(r, axis(0, v));
                    case "Yrotation" -> r = times(r, axis(1, v));
                    case "Zrotation" -> r = times(r, axis(2, v));
                    default -> throw new IllegalStateException(joint.channels().get(c));
                }
            }
            if (joint.parent() < 0) {
                origin[j] = local;
                rotation[j] = r;
            } else {
                double[] pr = rotation[joint.parent()];
                double[] po = origin[joint.parent()];
                origin[j] = new double[3];
                for (int k = 0; k < 3; k++) {
                    origin[j][k] = po[k] + pr[3 * k] * local[0] + pr[3 * k + 1] * local[1] + pr[3 * k + 2] * local[2];
                }
                rotation[j] = times(pr, r);
            }
            out.put(joint.name(), origin[j]);
        }
        return out;
    }

    private static double[] axis(int axis, double degrees) {
        double c = Math.cos(Math.toRadians(degrees));
        double s = Math.sin(Math.toRadians(degrees));
        return switch (axis) {
            case 0 -> new double[] {1, 0, 0, 0, c, -s, 0, s, c};
            case 1 -> new double[] {c, 0, s, 0, 1, 0, -s, 0, c};
            default -> new double[] {c, -s, 0, s, c, 0, 0, 0, 1};
        };
    }

    private static double[] times(double[] a, double[] b) {
        double[] m = new double[9];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                m[3 * i + j] = a[3 * i] * b[j] + a[3 * i + 1] * b[3 + j] + a[3 * i + 2] * b[6 + j];
            }
        }
        return m;
    }
}
