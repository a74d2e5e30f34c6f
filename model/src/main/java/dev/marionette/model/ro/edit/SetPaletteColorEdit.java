package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;

/**
 * Sets one palette entry's colour ("Change palette colour 12"), keeping the entry's stored fourth byte.
 * Consecutive changes of the same entry merge (colour picker drags, spinner bursts).
 */
public final class SetPaletteColorEdit extends SetPropertyEdit<Palette> {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "color";

    /** @param rgb the colour {@code 0xRRGGBB} */
    public SetPaletteColorEdit(ActSprPair model, int entry, int rgb) {
        this(checked(model.sheet(), entry), entry, rgb);
    }

    private SetPaletteColorEdit(SpriteSheet sheet, int entry, int rgb) {
        super("Change palette colour " + entry, sheet, PROPERTY + entry, sheet.palette(),
                sheet.palette().withColor(entry, rgb), sheet::setPalette, Change.property(Part.PALETTE, PROPERTY, entry),
                true);
    }

    private static SpriteSheet checked(SpriteSheet sheet, int entry) {
        if (!sheet.hasPalette()) {
            throw new EditRejectedException("The sprite sheet has no palette; set one first.");
        }
        if (entry < 0 || entry >= Palette.SIZE) {
            throw new EditRejectedException("A palette has entries 0 to " + (Palette.SIZE - 1) + "; there is no entry "
                    + entry + ".");
        }
        return sheet;
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + 2L * Palette.BYTES;
    }
}
