package dev.marionette.io.motion;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A small, independent BVH reader and forward kinematics for the tests, as common BVH tools read the format: each
 * joint's transform is {@code T(OFFSET + position channels) R(rotation channels in listed order)}, rotations
 * intrinsic (for {@code Zrotation Xrotation Yrotation}: {@code R = Rz Rx Ry}), world = parent world * local; an End
 * Site is a point at its OFFSET in its joint's frame.
 */
final class SimpleBvh {

    static final class Joint {
        String name;
        double[] offset = new double[3];
        List<String> channels = new ArrayList<>();
        List<Joint> children = new ArrayList<>();
        double[] endSite;
        int firstValue;
    }

    final List<Joint> joints = new ArrayList<>();
    final List<Joint> roots = new ArrayList<>();
    int frames;
    double frameTime;
    double[][] values;

    private String[] tokens;
    private int at;

    static SimpleBvh parse(String text) {
        SimpleBvh bvh = new SimpleBvh();
        bvh.tokens = text.trim().split("\\s+");
        bvh.expect("HIERARCHY");
        int channels = 0;
        while (bvh.peek().equals("ROOT")) {
            bvh.at++;
            Joint root = bvh.joint();
            bvh.roots.add(root);
        }
        for (Joint j : bvh.joints) {
            j.firstValue = channels;
            channels += j.channels.size();
        }
        bvh.expect("MOTION");
        bvh.expect("Frames:");
        bvh.frames = Integer.parseInt(bvh.next());
        bvh.expect("Frame");
        bvh.expect("Time:");
        bvh.frameTime = Double.parseDouble(bvh.next());
        bvh.values = new double[bvh.frames][channels];
        for (int f = 0; f < bvh.frames; f++) {
            for (int c = 0; c < channels; c++) {
                bvh.values[f][c] = Double.parseDouble(bvh.next());
            }
        }
        if (bvh.at != bvh.tokens.length) {
            throw new IllegalStateException("values left over");
        }
        return bvh;
    }

    private Joint joint() {
        Joint j = new Joint();
        j.name = next();
        joints.add(j);
        expect("{");
        expect("OFFSET");
        for (int k = 0; k < 3; k++) {
            j.offset[k] = Double.parseDouble(next());
        }
        expect("CHANNELS");
        int count = Integer.parseInt(next());
        for (int k = 0; k < count; k++) {
            j.channels.add(next());
        }
        while (!peek().equals("}")) {
            String t = next();
            if (t.equals("JOINT")) {
                j.children.add(joint());
            } else if (t.equals("End")) {
                expect("Site");
                expect("{");
                expect("OFFSET");
                j.endSite = new double[] {Double.parseDouble(next()), Double.parseDouble(next()),
                    Double.parseDouble(next())};
                expect("}");
            } else {
                throw new IllegalStateException("unexpected " + t);
            }
        }
        expect("}");
        return j;
    }

    private String next() {
        return tokens[at++];
    }

    private String peek() {
        return tokens[at];
    }

    private void expect(String word) {
        String t = next();
        if (!t.equals(word)) {
            throw new IllegalStateException("expected " + word + ", found " + t);
        }
    }

    /** World positions of frame f: each joint's origin and each End Site, by joint name ("name/end" for sites). */
    java.util.Map<String, double[]> positions(int f) {
        java.util.Map<String, double[]> out = new java.util.LinkedHashMap<>();
        for (Joint r : roots) {
            walk(r, identity(), new double[3], f, out);
        }
        return out;
    }

    private void walk(Joint j, double[][] parentRot, double[] parentPos, int f, java.util.Map<String, double[]> out) {
        double[] t = j.offset.clone();
        double[][] r = identity();
        for (int c = 0; c < j.channels.size(); c++) {
            double v = values[f][j.firstValue + c];
            String ch = j.channels.get(c).toLowerCase(Locale.ROOT);
            int axis = ch.charAt(0) - 'x';
            if (ch.endsWith("position")) {
                t[axis] += v;
            } else {
                r = mul(r, rot(axis, Math.toRadians(v)));
            }
        }
        double[] pos = add(parentPos, apply(parentRot, t));
        double[][] world = mul(parentRot, r);
        out.put(j.name, pos);
        if (j.endSite != null) {
            out.put(j.name + "/end", add(pos, apply(world, j.endSite)));
        }
        for (Joint c : j.children) {
            walk(c, world, pos, f, out);
        }
    }

    private static double[][] rot(int axis, double a) {
        double c = Math.cos(a);
        double s = Math.sin(a);
        return switch (axis) {
            case 0 -> new double[][] {{1, 0, 0}, {0, c, -s}, {0, s, c}};
            case 1 -> new double[][] {{c, 0, s}, {0, 1, 0}, {-s, 0, c}};
            default -> new double[][] {{c, -s, 0}, {s, c, 0}, {0, 0, 1}};
        };
    }

    private static double[][] identity() {
        return new double[][] {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    }

    private static double[][] mul(double[][] a, double[][] b) {
        double[][] r = new double[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j];
            }
        }
        return r;
    }

    private static double[] apply(double[][] m, double[] v) {
        return new double[] {m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2], m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2]};
    }

    private static double[] add(double[] a, double[] b) {
        return new double[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
    }
}
