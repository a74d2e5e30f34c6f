package dev.marionette.model.acclaim;

import dev.marionette.model.motion.Vector3;
import java.util.List;
import java.util.Map;

/**
 * One {@code begin ... end} block of {@code :bonedata}, as the file says it. Directions and axes are in
 * <em>global</em> space, as the format defines them; the angles of {@code axis} are in the file's angle unit.
 *
 * @param id        the {@code id} token as written, or null (ids are optional and real files repeat them)
 * @param name      the bone's name
 * @param direction the bone's direction in global space (the file's values, not normalised)
 * @param length    the bone's length (raw units)
 * @param axis      the rotation of the bone's local frame, angles about x, y, z
 * @param axisOrder the order token of {@code axis} as written ({@code XYZ}), or null when absent
 * @param dof       the {@code dof} tokens as written; empty for a dummy bone, which has no AMC values
 * @param limits    the limits, one per dof when present (may be empty)
 * @param extras    other keywords of the block ({@code bodymass}, {@code cofmass}) to their value tokens
 * @param nameRef   where the name token stands in the file, for renaming
 */
public record AsfBone(String id, String name, Vector3 direction, double length, Vector3 axis, String axisOrder,
        List<String> dof, List<AsfLimit> limits, Map<String, List<String>> extras, TokenRef nameRef) {

    public AsfBone {
        dof = List.copyOf(dof);
        limits = List.copyOf(limits);
        extras = Map.copyOf(extras);
    }

    /** The dof as parsed, in file order (the reader accepts only valid tokens). */
    public List<Dof> dofs() {
        return dof.stream().map(t -> Dof.parse(t).orElseThrow()).toList();
    }

    /** The rotation order of {@code axis}; XYZ when absent. */
    public RotationOrder rotationOrder() {
        return axisOrder == null ? RotationOrder.XYZ : RotationOrder.parse(axisOrder).orElse(RotationOrder.XYZ);
    }

    /** This bone under another name (same file position). */
    public AsfBone withName(String newName) {
        return new AsfBone(id, newName, direction, length, axis, axisOrder, dof, limits, extras, nameRef);
    }
}
