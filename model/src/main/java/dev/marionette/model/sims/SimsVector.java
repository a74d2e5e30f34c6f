package dev.marionette.model.sims;

/** A translation as the Sims files store it (left-handed, the units of the skeleton). */
public record SimsVector(float x, float y, float z) {
}
