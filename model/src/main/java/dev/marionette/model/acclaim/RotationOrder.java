package dev.marionette.model.acclaim;

import dev.marionette.model.motion.Matrix3;
import java.util.Locale;
import java.util.Optional;

/**
 * An Acclaim rotation order token such as {@code XYZ} or {@code zyx} (any case): the axes in the order they are
 * applied, about fixed axes, so {@code XYZ} means {@code E = Rz Ry Rx}.
 */
public final class RotationOrder {

    /** The order CMU/Vicon files use, and the default when a file gives none. */
    public static final RotationOrder XYZ = new RotationOrder(new int[] {0, 1, 2});

    private final int[] axes;

    private RotationOrder(int[] axes) {
        this.axes = axes;
    }

    /** The order spelled by {@code token}: three distinct letters among x, y, z in any case; empty otherwise. */
    public static Optional<RotationOrder> parse(String token) {
        if (token.length() != 3) {
            return Optional.empty();
        }
        int[] axes = new int[3];
        int seen = 0;
        for (int i = 0; i < 3; i++) {
            int axis = "xyz".indexOf(Character.toLowerCase(token.charAt(i)));
            if (axis < 0 || (seen & 1 << axis) != 0) {
                return Optional.empty();
            }
            seen |= 1 << axis;
            axes[i] = axis;
        }
        return Optional.of(new RotationOrder(axes));
    }

    /** The axes (0 = x, 1 = y, 2 = z) in application order. */
    public int[] axes() {
        return axes.clone();
    }

    /** The rotation of {@code xyz} (angles about x, y, z in radians) applied in this order. */
    public Matrix3 matrix(double[] xyz) {
        double[] ordered = {xyz[axes[0]], xyz[axes[1]], xyz[axes[2]]};
        return Matrix3.euler(axes, ordered);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int a : axes) {
            sb.append("XYZ".charAt(a));
        }
        return sb.toString().toUpperCase(Locale.ROOT);
    }
}
