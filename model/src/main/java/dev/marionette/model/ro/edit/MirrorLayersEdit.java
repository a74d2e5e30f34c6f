package dev.marionette.model.ro.edit;

import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.LayerRef;
import java.util.Collection;

/**
 * Sets or clears the mirror flag of layers ("Mirror layer", "Unmirror layer"): the image flips in place about
 * its own centre, as renderers draw it; the position is unchanged. The flag is written as 1 or 0, the only
 * values real files hold. Every ACT version stores it.
 */
public final class MirrorLayersEdit extends LayerStateEdit {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "mirror";

    public MirrorLayersEdit(ActSprPair model, Collection<LayerRef> layers, boolean mirrored) {
        super(name(mirrored ? "Mirror" : "Unmirror", layers), model, layers, PROPERTY, false,
                layer -> layer.setMirrored(mirrored));
    }
}
