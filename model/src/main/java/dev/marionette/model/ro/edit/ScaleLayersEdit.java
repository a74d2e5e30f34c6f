package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.LayerRef;
import java.util.Collection;

/**
 * Sets the scale of layers ("Scale layer"). Scales need ACT 0x200 or later, and before 0x204 one scale
 * applies to both axes, so x and y must be equal there. Consecutive scale edits of the same layers merge.
 */
public final class ScaleLayersEdit extends LayerStateEdit {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "scale";

    public ScaleLayersEdit(ActSprPair model, Collection<LayerRef> layers, float xScale, float yScale) {
        super(name("Scale", check(model, xScale, yScale, layers)), model, layers, PROPERTY, true, layer -> {
            layer.setXScale(xScale);
            layer.setYScale(yScale);
        });
    }

    private static Collection<LayerRef> check(ActSprPair model, float xScale, float yScale,
            Collection<LayerRef> layers) {
        ActRules.requireLayerAttributes(model.act().version(), "scale");
        if (!Float.isFinite(xScale) || !Float.isFinite(yScale)) {
            throw new EditRejectedException("A scale must be a finite number; got " + xScale + " by " + yScale + ".");
        }
        return layers;
    }
}
