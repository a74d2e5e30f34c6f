package dev.marionette.model.acclaim;

import dev.marionette.model.motion.Vector3;
import java.util.List;

/**
 * The {@code :root} section: where the whole skeleton starts and the order of the root's values in the AMC.
 *
 * @param axis        the rotation order token of {@code orientation} as written ({@code XYZ}), or null when absent
 * @param order       the {@code order} tokens as written (e.g. {@code TX TY TZ RZ RY RX}): the order of the six
 *                    root values in every AMC frame and the order in which the rotations are applied
 * @param position    translation offset added to the root's AMC translation
 * @param orientation rotation offset, in the file's angle unit, applied after the root's AMC rotation
 */
public record AsfRoot(String axis, List<String> order, Vector3 position, Vector3 orientation) {

    /** The order used when a file has no {@code order} line. */
    public static final List<String> DEFAULT_ORDER = List.of("TX", "TY", "TZ", "RX", "RY", "RZ");

    public AsfRoot {
        order = List.copyOf(order);
    }

    /** The rotation order of {@code orientation}; XYZ when absent or unreadable. */
    public RotationOrder axisOrder() {
        return axis == null ? RotationOrder.XYZ : RotationOrder.parse(axis).orElse(RotationOrder.XYZ);
    }
}
