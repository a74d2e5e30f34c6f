package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;
import java.util.List;

/**
 * Inserts layers into a frame ("Add layer", "Duplicate 2 layers", "Paste layer"); rejects layer attributes the
 * ACT version cannot store. Layer sizes must already fit the version (see
 * {@link dev.marionette.model.ro.LayerSizing}).
 */
public final class InsertLayersEdit extends InsertItemsEdit<SpriteLayer> {

    private static final long serialVersionUID = 1L;

    /**
     * @param index  where the first layer goes (0 is drawn first)
     * @param layers new layer objects (not in the model yet)
     */
    public InsertLayersEdit(String name, ActSprPair model, FrameRef frame, int index, List<SpriteLayer> layers) {
        super(name, ActRules.frame(model.act(), frame).layers(), index, layers, Part.LAYER, frame.path(), "a layer");
        for (SpriteLayer layer : layers) {
            ActRules.requireStorable(model.act().version(), layer);
        }
    }
}
