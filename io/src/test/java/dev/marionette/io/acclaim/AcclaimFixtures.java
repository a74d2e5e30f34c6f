package dev.marionette.io.acclaim;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Small ASF/AMC files written by the tests, each showing quirks of real files: a root order in any order and case,
 * per-bone axis order tokens in any case, dof lists in any order with translations and {@code l}, a {@code length 0}
 * dummy bone, a repeated id, comments, parentheses and commas, {@code inf} limits.
 */
final class AcclaimFixtures {

    /** The fixture skeleton: root, hip (3 rotations), knee (rz rx), a dummy, toe (ry tx l), spine (rx ty). */
    static String asf(String rootOrder, String angleUnit, String orientation) {
        boolean rad = angleUnit.equals("rad");
        return """
                # fixture written by the test
                :version 1.10
                :name fixture
                :units
                  mass 1.0
                  length 1.0
                  angle %s
                :documentation
                  quirk fixture, %s
                :root
                  order %s
                  axis zxy
                  position 1 2 3
                  orientation %s
                :bonedata
                  begin
                    id 1
                    name hip
                    direction 0 -1 0.2
                    length 3
                    axis %s XYZ
                    dof rx ry rz
                    limits (-180 180)
                           (-inf inf)
                           (-90, 90)
                  end
                  begin
                    id 2
                    name knee
                    direction 0.1 -1 0
                    length 4
                    axis %s ZYX
                    dof rz rx
                    limits (-10 170) (-45 45)
                  end
                  begin
                    id 2   # a repeated id, as in jmocap's skel.asf
                    name dummy
                    direction 0 0 1
                    length 0
                    axis 0 0 0 xyz
                  end
                  begin
                    id 4
                    name toe
                    direction 0 0 1
                    length 1.5
                    axis %s yzx
                    dof ry tx l
                    limits (-30 30) (-1 1) (0 2)
                    bodymass 1.0
                    cofmass 0.5
                  end
                  begin
                    id 5
                    name spine
                    direction 0 1 0
                    length 5
                    axis 0 0 0 XYZ
                    dof rx ty
                    limits (-inf inf) (-2 2)
                  end
                :hierarchy
                  begin
                    root hip spine
                    hip knee
                    knee dummy
                    dummy toe
                  end
                """.formatted(angleUnit, angleUnit, rootOrder, orientation, angles(rad, 10, 20, 30),
                angles(rad, -20, 15, 40), angles(rad, 5, -5, 60));
    }

    /** The standard fixture: CMU root order, degrees, no orientation. */
    static String asf() {
        return asf("TX TY TZ RX RY RZ", "deg", "0 0 0");
    }

    private static String angles(boolean rad, double x, double y, double z) {
        return rad ? String.format(Locale.ROOT, "%.17g %.17g %.17g", Math.toRadians(x), Math.toRadians(y),
                Math.toRadians(z)) : (fmt(x) + " " + fmt(y) + " " + fmt(z));
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** The bones with values, in the fixture's file order, and how many values each takes. */
    static final String[] BONES = {"hip", "knee", "toe", "spine"};
    static final int[] COUNTS = {3, 2, 3, 2};
    /** Which values of each bone are angles (true) or lengths. */
    static final boolean[][] ANGLES = {{true, true, true}, {true, true}, {true, false, false}, {true, false}};

    /** One frame's values: the root's (in the order given) and each bone's, random but reproducible. */
    static double[][] frame(Random random, String rootOrder) {
        String[] tokens = rootOrder.trim().split("\\s+");
        double[][] v = new double[BONES.length + 1][];
        v[0] = new double[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            v[0][i] = tokens[i].toLowerCase(Locale.ROOT).startsWith("t") ? round(random.nextDouble() * 20 - 10)
                    : round(random.nextDouble() * 340 - 170);
        }
        for (int b = 0; b < BONES.length; b++) {
            v[b + 1] = new double[COUNTS[b]];
            for (int k = 0; k < COUNTS[b]; k++) {
                v[b + 1][k] = ANGLES[b][k] ? round(random.nextDouble() * 340 - 170)
                        : round(random.nextDouble() * 2 - 1);
            }
        }
        return v;
    }

    private static double round(double v) {
        return Math.rint(v * 1e4) / 1e4;
    }

    /** Frames of random values, labelled 1..n, bones in file order. */
    static String amc(int count, long seed, String rootOrder) {
        Random random = new Random(seed);
        List<double[][]> frames = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<int[]> orders = new ArrayList<>();
        for (int f = 0; f < count; f++) {
            frames.add(frame(random, rootOrder));
            labels.add(Integer.toString(f + 1));
            orders.add(new int[] {-1, 0, 1, 2, 3});
        }
        return amc(frames, ":FULLY-SPECIFIED\n:DEGREES\n", labels, orders, false, rootOrder);
    }

    /**
     * An AMC of {@code frames}: the header given, frame labels given, per frame the bones in the order given
     * (indexes into BONES, -1 the root), angles converted to radians when {@code radians}.
     */
    static String amc(List<double[][]> frames, String header, List<String> labels, List<int[]> orders,
            boolean radians, String rootOrder) {
        String[] tokens = rootOrder.trim().split("\\s+");
        StringBuilder sb = new StringBuilder(header);
        for (int f = 0; f < frames.size(); f++) {
            double[][] v = frames.get(f);
            sb.append(labels.get(f)).append('\n');
            for (int b : orders.get(f)) {
                sb.append(b < 0 ? "root" : BONES[b]);
                double[] values = b < 0 ? v[0] : v[b + 1];
                for (int k = 0; k < values.length; k++) {
                    boolean angle = b < 0 ? tokens[k].toLowerCase(Locale.ROOT).startsWith("r") : ANGLES[b][k];
                    double x = radians && angle ? Math.toRadians(values[k]) : values[k];
                    sb.append(' ').append(radians && angle ? String.format(Locale.ROOT, "%.17g", x) : fmt(x));
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** {@code text} with every LF replaced by CRLF. */
    static String crlf(String text) {
        return text.replace("\n", "\r\n");
    }

    private AcclaimFixtures() {
    }
}
