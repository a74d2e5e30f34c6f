package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.spr.Palette;
import java.util.Objects;

/** Replaces the whole palette ("Set palette"), e.g. when importing one or giving a new sheet its first. */
public final class SetPaletteEdit extends SetPropertyEdit<Palette> {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "palette";

    public SetPaletteEdit(ActSprPair model, Palette palette) {
        super("Set palette", model.sheet(), PROPERTY, model.sheet().palette(), Objects.requireNonNull(palette, "palette"),
                model.sheet()::setPalette, Change.replaced(Part.PALETTE), false);
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + 2L * Palette.BYTES;
    }
}
