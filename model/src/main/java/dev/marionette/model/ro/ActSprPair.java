package dev.marionette.model.ro;

import dev.marionette.model.act.ActDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.util.Objects;

/**
 * An ACT and the SPR sprite sheet its layers draw from: the model of one {@link SpriteDocument}. The two are
 * edited together because they depend on each other: layers address the sheet's images by type and index,
 * so removing, reordering or converting an image changes layers too.
 *
 * <p>Both parts are the live, mutable model; change them only through edits.
 *
 * @param act   the animations
 * @param sheet the images
 */
public record ActSprPair(ActDocument act, SpriteSheet sheet) {

    /** A pair of the given parts (kept, not copied). */
    public ActSprPair {
        Objects.requireNonNull(act, "act");
        Objects.requireNonNull(sheet, "sheet");
    }

    /** A deep copy (images are immutable and shared). */
    public ActSprPair copy() {
        return new ActSprPair(act.copy(), sheet.copy());
    }
}
