package dev.marionette.model.sims;

/**
 * A rotation as the Sims files store it: x, y, z, w in that order, for the left-handed (DirectX) data. To pose a
 * right-handed figure use {@code (-x, y, z, w)} with the translation's x negated (secondary.md 2.4).
 */
public record SimsQuaternion(float x, float y, float z, float w) {

    /** The length; real data keeps it within a few thousandths of 1. */
    public double norm() {
        return Math.sqrt((double) x * x + (double) y * y + (double) z * z + (double) w * w);
    }
}
