package dev.marionette.model.ro.edit;

import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.LayerRef;
import java.util.Collection;

/**
 * Sets the tint of layers ("Tint layer"), packed {@code 0xRRGGBBAA}; colours and alpha are multiplied by it.
 * Tints need ACT 0x200 or later. Consecutive tint edits of the same layers merge (colour dialogs, sliders).
 */
public final class TintLayersEdit extends LayerStateEdit {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "tint";

    public TintLayersEdit(ActSprPair model, Collection<LayerRef> layers, int rgba) {
        super(name("Tint", check(model, layers)), model, layers, PROPERTY, true, layer -> layer.setTint(rgba));
    }

    private static Collection<LayerRef> check(ActSprPair model, Collection<LayerRef> layers) {
        ActRules.requireLayerAttributes(model.act().version(), "tint");
        return layers;
    }
}
