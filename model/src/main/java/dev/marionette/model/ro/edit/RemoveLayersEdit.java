package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;
import java.util.Collection;

/** Deletes layers of one frame ("Delete layer 1", "Delete 3 layers"). */
public final class RemoveLayersEdit extends RemoveItemsEdit<SpriteLayer> {

    private static final long serialVersionUID = 1L;

    public RemoveLayersEdit(ActSprPair model, FrameRef frame, Collection<Integer> layers) {
        super(Names.indexed("Delete", "layer", checked(model, frame, layers)),
                ActRules.frame(model.act(), frame).layers(), layers, Part.LAYER, frame.path());
    }

    private static Collection<Integer> checked(ActSprPair model, FrameRef frame, Collection<Integer> layers) {
        for (int l : layers) {
            ActRules.layer(model.act(), frame.layer(l));
        }
        return layers;
    }
}
