package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.LayerSizing;
import dev.marionette.model.ro.SheetRules;
import java.util.Collection;

/**
 * Points layers at another image ("Change layer sprite"), or at none with index -1 (an empty layer). The
 * image must exist; RGBA images need ACT 0x200 or later (older layers store no type). In 0x205 the layers'
 * stored width and height follow the image. Consecutive changes of the same layers merge (spinner bursts).
 */
public final class SetLayerSpriteEdit extends LayerStateEdit {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "sprite";

    /** @param image the image, or an index of {@link SpriteLayer#EMPTY} for none (the type is kept as given) */
    public SetLayerSpriteEdit(ActSprPair model, Collection<LayerRef> layers, ImageRef image) {
        super(name("Change sprite of", check(model, image, layers)), model, layers, PROPERTY, true, layer -> {
            layer.setSpriteType(image.type());
            layer.setSpriteIndex(image.index());
            LayerSizing.fit(model.act().version(), model.sheet(), layer);
        });
    }

    private static Collection<LayerRef> check(ActSprPair model, ImageRef image, Collection<LayerRef> layers) {
        SheetRules.requireType(image.type());
        if (image.type() == SpriteLayer.TYPE_RGBA) {
            ActRules.requireLayerAttributes(model.act().version(), "sprite types (RGBA images)");
        }
        if (image.index() != SpriteLayer.EMPTY) {
            SheetRules.image(model.sheet(), image);
        }
        return layers;
    }
}
