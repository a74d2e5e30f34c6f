package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.LayerRef;
import java.util.Map;

/**
 * Gives many layers new values at once, each its own ("Trim 4 images" moves every layer showing them by its
 * own amount). The layer objects stay; their fields are written. Values are checked against the ACT version
 * before anything changes.
 *
 * <p>Changes: one {@link Change.Kind#PROPERTY} per layer, named {@value #PROPERTY}.
 */
public final class SetLayersEdit extends LayerValuesEdit {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "values";

    /** @param values the new value of each layer (detached copies) */
    public SetLayersEdit(String name, ActSprPair model, Map<LayerRef, SpriteLayer> values) {
        super(name);
        for (Map.Entry<LayerRef, SpriteLayer> e : values.entrySet()) {
            SpriteLayer target = ActRules.layer(model.act(), e.getKey());
            ActRules.requireStorable(model.act().version(), e.getValue());
            layers.add(target, e.getValue().copy(), e.getKey().path(), PROPERTY);
        }
    }

}
