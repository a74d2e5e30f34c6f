package dev.marionette.model.ro.edit;

import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.LayerRef;
import java.util.Collection;
import java.util.function.IntUnaryOperator;

/**
 * Rotates layers in whole degrees ("Rotate layer"), clockwise on screen, always storing an angle in
 * [0, 360) as real files do. Rotation needs ACT 0x200 or later. Consecutive rotations of the same layers merge.
 */
public final class RotateLayersEdit extends LayerStateEdit {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "rotation";

    private RotateLayersEdit(ActSprPair model, Collection<LayerRef> layers, IntUnaryOperator angle) {
        super(name("Rotate", check(model, layers)), model, layers, PROPERTY, true,
                layer -> layer.setRotation(Math.floorMod(angle.applyAsInt(layer.rotation()), 360)));
    }

    /** Turns each layer by {@code degrees} (negative: counter-clockwise). */
    public static RotateLayersEdit by(ActSprPair model, Collection<LayerRef> layers, int degrees) {
        // The sum is taken modulo 360 first, so no angle overflows.
        return new RotateLayersEdit(model, layers, r -> Math.floorMod(r, 360) + Math.floorMod(degrees, 360));
    }

    /** Sets each layer's angle to {@code degrees}, normalised into [0, 360). */
    public static RotateLayersEdit to(ActSprPair model, Collection<LayerRef> layers, int degrees) {
        return new RotateLayersEdit(model, layers, r -> degrees);
    }

    private static Collection<LayerRef> check(ActSprPair model, Collection<LayerRef> layers) {
        ActRules.requireLayerAttributes(model.act().version(), "rotation");
        return layers;
    }
}
