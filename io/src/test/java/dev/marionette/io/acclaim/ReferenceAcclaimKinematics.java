package dev.marionette.io.acclaim;

import dev.marionette.model.acclaim.AmcFrame;
import dev.marionette.model.acclaim.AmcRecord;
import dev.marionette.model.acclaim.AsfBone;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.AsfHierarchyLine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An independent implementation of the Acclaim joint-position math in its global-conjugation form (secondary.md
 * 1.2), written from the spec text with plain arrays and none of the motion core, to check the core against:
 *
 * <pre>
 * C_b = E(axis order)(axis);  M_b = E(rotation dofs in dof order);  G_b = G_p C_b M_b C_b^T
 * start_b = end_p + G_p C_b (tx, ty, tz);  end_b = start_b + (length_b + l_b) G_b normalize(direction_b)
 * root: end = (tx, ty, tz) + position;  G_root = E(order rotations) E(root axis)(orientation)
 * </pre>
 */
final class ReferenceAcclaimKinematics {

    private ReferenceAcclaimKinematics() {
    }

    /** Distal end of every bone (and "root") in frame {@code frame}, by name. */
    static Map<String, double[]> ends(AsfFile asf, AmcFrame frame, boolean amcRadians) {
        double fileToRad = asf.units().anglesInRadians() ? 1 : Math.PI / 180;
        double amcToRad = amcRadians ? 1 : Math.PI / 180;
        Map<String, double[]> values = new HashMap<>();
        for (AmcRecord r : frame.records()) {
            values.put(r.bone().toLowerCase(Locale.ROOT), r.values());
        }
        Map<String, double[]> ends = new LinkedHashMap<>();
        Map<String, double[][]> global = new HashMap<>();
        double[] rootValues = values.getOrDefault("root", new double[asf.root().order().size()]);
        double[] t = new double[3];
        double[][] m = identity();
        for (int i = 0; i < asf.root().order().size(); i++) {
            String token = asf.root().order().get(i).toLowerCase(Locale.ROOT);
            int axis = token.charAt(1) - 'x';
            if (token.charAt(0) == 't') {
                t[axis] += rootValues[i];
            } else {
                m = mul(rot(axis, rootValues[i] * amcToRad), m);
            }
        }
        double[] o = {asf.root().orientation().x(), asf.root().orientation().y(), asf.root().orientation().z()};
        double[][] g = mul(m, euler(asf.root().axis() == null ? "XYZ" : asf.root().axis(), o, fileToRad));
        double[] rootEnd = {t[0] + asf.root().position().x(), t[1] + asf.root().position().y(),
            t[2] + asf.root().position().z()};
        ends.put("root", rootEnd);
        global.put("root", g);
        walk("root", asf, values, amcToRad, fileToRad, ends, global);
        return ends;
    }

    private static void walk(String parent, AsfFile asf, Map<String, double[]> values, double amcToRad,
            double fileToRad, Map<String, double[]> ends, Map<String, double[][]> global) {
        for (String childName : children(asf, parent)) {
            AsfBone b = asf.bones().get(asf.boneIndex(childName));
            double[] axis = {b.axis().x(), b.axis().y(), b.axis().z()};
            double[][] c = euler(b.axisOrder() == null ? "XYZ" : b.axisOrder(), axis, fileToRad);
            double[] v = values.getOrDefault(b.name().toLowerCase(Locale.ROOT), new double[b.dof().size()]);
            double[][] mm = identity();
            double[] t = new double[3];
            double l = 0;
            for (int i = 0; i < b.dof().size(); i++) {
                String token = b.dof().get(i).toLowerCase(Locale.ROOT);
                if (token.equals("l")) {
                    l += v[i];
                } else if (token.charAt(0) == 't') {
                    t[token.charAt(1) - 'x'] += v[i];
                } else {
                    mm = mul(rot(token.charAt(1) - 'x', v[i] * amcToRad), mm);
                }
            }
            double[][] gp = global.get(parent);
            double[][] g = mul(mul(mul(gp, c), mm), transpose(c));
            double[] start = add(ends.get(parent), apply(mul(gp, c), t));
            double[] d = {b.direction().x(), b.direction().y(), b.direction().z()};
            double n = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
            double[] dir = n == 0 ? new double[3] : new double[] {d[0] / n, d[1] / n, d[2] / n};
            double[] gd = apply(g, dir);
            double len = b.length() + l;
            ends.put(b.name(), new double[] {start[0] + len * gd[0], start[1] + len * gd[1], start[2] + len * gd[2]});
            global.put(b.name(), g);
            walk(b.name(), asf, values, amcToRad, fileToRad, ends, global);
        }
    }

    private static List<String> children(AsfFile asf, String parent) {
        List<String> out = new ArrayList<>();
        for (AsfHierarchyLine line : asf.hierarchy()) {
            boolean matches = parent.equals("root") ? AsfFile.isRoot(line.parent())
                    : !AsfFile.isRoot(line.parent()) && asf.boneIndex(line.parent()) == asf.boneIndex(parent);
            if (matches) {
                for (String c : line.children()) {
                    out.add(asf.bones().get(asf.boneIndex(c)).name());
                }
            }
        }
        return out;
    }

    /** E(order)(angles): the first letter's rotation applied first, about fixed axes. */
    static double[][] euler(String order, double[] xyz, double toRad) {
        double[][] m = identity();
        for (char ch : order.toLowerCase(Locale.ROOT).toCharArray()) {
            int axis = ch - 'x';
            m = mul(rot(axis, xyz[axis] * toRad), m);
        }
        return m;
    }

    static double[][] rot(int axis, double a) {
        double c = Math.cos(a);
        double s = Math.sin(a);
        return switch (axis) {
            case 0 -> new double[][] {{1, 0, 0}, {0, c, -s}, {0, s, c}};
            case 1 -> new double[][] {{c, 0, s}, {0, 1, 0}, {-s, 0, c}};
            default -> new double[][] {{c, -s, 0}, {s, c, 0}, {0, 0, 1}};
        };
    }

    static double[][] identity() {
        return new double[][] {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    }

    static double[][] mul(double[][] a, double[][] b) {
        double[][] r = new double[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j];
            }
        }
        return r;
    }

    static double[][] transpose(double[][] a) {
        return new double[][] {{a[0][0], a[1][0], a[2][0]}, {a[0][1], a[1][1], a[2][1]}, {a[0][2], a[1][2], a[2][2]}};
    }

    static double[] apply(double[][] m, double[] v) {
        return new double[] {m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2], m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2]};
    }

    static double[] add(double[] a, double[] b) {
        return new double[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
    }
}
