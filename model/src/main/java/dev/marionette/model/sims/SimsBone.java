package dev.marionette.model.sims;

import java.util.List;
import java.util.Objects;

/**
 * A bone of a skeleton: its name, its parent's name ({@code NULL} for the root), property lists, rest translation
 * and rotation relative to the parent, and the flags and wiggle values the game uses.
 *
 * @param canTranslate whether motions may move the bone (0 or 1 in real files)
 * @param canRotate    whether motions may turn it
 * @param canBlend     whether suits blend across it
 * @param wiggleValue  the fourth value after the rotation (0, 400000, 600000, 700000 in the adult skeleton);
 *                     read as a float, as mixiate's reader and writer do (secondary.md calls it "canWiggle")
 * @param wigglePower  the fifth (0.02, 0.05 in the adult skeleton)
 */
public record SimsBone(String name, String parentName, List<PropertyList> properties, SimsVector translation,
        SimsQuaternion rotation, int canTranslate, int canRotate, int canBlend, float wiggleValue, float wigglePower) {

    /** The parent name of a root bone. */
    public static final String NO_PARENT = "NULL";

    public SimsBone {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(parentName, "parentName");
        properties = List.copyOf(properties);
        Objects.requireNonNull(translation, "translation");
        Objects.requireNonNull(rotation, "rotation");
    }

    /** True for the root ({@code NULL} parent). */
    public boolean isRoot() {
        return NO_PARENT.equals(parentName);
    }
}
