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
 */
public final class ActSprPair {

    private final ActDocument act;
    private final SpriteSheet sheet;

    /** A pair of the given parts (kept, not copied). */
    public ActSprPair(ActDocument act, SpriteSheet sheet) {
        this.act = Objects.requireNonNull(act, "act");
        this.sheet = Objects.requireNonNull(sheet, "sheet");
    }

    /** The animations. */
    public ActDocument act() {
        return act;
    }

    /** The images. */
    public SpriteSheet sheet() {
        return sheet;
    }

    /** A deep copy (images are immutable and shared). */
    public ActSprPair copy() {
        return new ActSprPair(act.copy(), sheet.copy());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ActSprPair p && act.equals(p.act) && sheet.equals(p.sheet);
    }

    @Override
    public int hashCode() {
        return act.hashCode() * 31 + sheet.hashCode();
    }

    @Override
    public String toString() {
        return "ActSprPair[" + act + ", " + sheet + "]";
    }
}
