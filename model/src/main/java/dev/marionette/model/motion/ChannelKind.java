package dev.marionette.model.motion;

/**
 * What one channel value of a frame does to its bone's local transform. A bone's local transform for a frame is
 * a translation followed by a rotation, {@code L = T(t) R(r)}, built from its rest values and its channels:
 *
 * <pre>
 * pre = rest rotation, or the quaternion of its SET_ROTATION_* channels when it has any
 * t   = (translation from the parent's tip or origin, see {@link Bone.Attachment})
 *       + (rest translation, or its SET_TRANSLATE_* channels replacing the components they name)
 *       + pre * (TRANSLATE_X, TRANSLATE_Y, TRANSLATE_Z)
 * r   = pre * E * post,  E = the ROTATE_* channels applied in channel order about fixed axes:
 *       for channels rz, ry, rx listed in that order, E = Rx * Ry * Rz (the first listed is applied first)
 * tip = tip direction * (length + LENGTH)
 * </pre>
 *
 * Angles are radians, lengths and translations in the file's raw units. An adapter maps its format onto these:
 * Acclaim dof tokens {@code rx ry rz tx ty tz l} become ROTATE_*, TRANSLATE_*, LENGTH; The Sims' per-frame
 * absolute local translation and quaternion (which replace the rest values) become SET_TRANSLATE_* and
 * SET_ROTATION_*, converted to right-handed values by the adapter ({@code t' = (-tx, ty, tz)},
 * {@code q' = (-qx, qy, qz, qw)}).
 */
public enum ChannelKind {
    /** Translation added along the bone's oriented local x axis ({@code pre * (v, 0, 0)}). */
    TRANSLATE_X(Interpolation.LINEAR),
    /** Translation added along the bone's oriented local y axis. */
    TRANSLATE_Y(Interpolation.LINEAR),
    /** Translation added along the bone's oriented local z axis. */
    TRANSLATE_Z(Interpolation.LINEAR),
    /** Rotation about x, radians, in channel order with the other ROTATE_* channels of the bone. */
    ROTATE_X(Interpolation.ANGLE),
    /** Rotation about y, radians. */
    ROTATE_Y(Interpolation.ANGLE),
    /** Rotation about z, radians. */
    ROTATE_Z(Interpolation.ANGLE),
    /** Added to the bone's length: moves its tip, and the children attached there, along the bone. */
    LENGTH(Interpolation.LINEAR),
    /** Absolute local x translation, replacing the rest value. */
    SET_TRANSLATE_X(Interpolation.LINEAR),
    /** Absolute local y translation, replacing the rest value. */
    SET_TRANSLATE_Y(Interpolation.LINEAR),
    /** Absolute local z translation, replacing the rest value. */
    SET_TRANSLATE_Z(Interpolation.LINEAR),
    /** x of an absolute local rotation quaternion replacing the rest rotation (missing components: the rest's). */
    SET_ROTATION_X(Interpolation.QUATERNION),
    /** y of the absolute local rotation quaternion. */
    SET_ROTATION_Y(Interpolation.QUATERNION),
    /** z of the absolute local rotation quaternion. */
    SET_ROTATION_Z(Interpolation.QUATERNION),
    /** w (scalar part) of the absolute local rotation quaternion. */
    SET_ROTATION_W(Interpolation.QUATERNION);

    private final Interpolation interpolation;

    ChannelKind(Interpolation interpolation) {
        this.interpolation = interpolation;
    }

    /** How values of this kind are interpolated between frames when a clip is resampled. */
    public Interpolation interpolation() {
        return interpolation;
    }

    /** The axis (0 = x, 1 = y, 2 = z, 3 = w) of an axis-bound kind; -1 for LENGTH. */
    public int axis() {
        return switch (this) {
            case TRANSLATE_X, ROTATE_X, SET_TRANSLATE_X, SET_ROTATION_X -> 0;
            case TRANSLATE_Y, ROTATE_Y, SET_TRANSLATE_Y, SET_ROTATION_Y -> 1;
            case TRANSLATE_Z, ROTATE_Z, SET_TRANSLATE_Z, SET_ROTATION_Z -> 2;
            case SET_ROTATION_W -> 3;
            case LENGTH -> -1;
        };
    }

    /** True for the ROTATE_* kinds (radians). */
    public boolean isAngle() {
        return interpolation == Interpolation.ANGLE;
    }
}
