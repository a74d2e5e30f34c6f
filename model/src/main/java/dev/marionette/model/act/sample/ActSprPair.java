package dev.marionette.model.act.sample;

import dev.marionette.model.act.ActDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.util.Objects;

/**
 * An ACT and the SPR its layers draw from: what Ragnarok stores as {@code name.act} + {@code name.spr}.
 *
 * @param act   the animations
 * @param sheet the images
 */
public record ActSprPair(ActDocument act, SpriteSheet sheet) {

    public ActSprPair {
        Objects.requireNonNull(act, "act");
        Objects.requireNonNull(sheet, "sheet");
    }

    /** An independent copy (images and palette are immutable and shared). */
    public ActSprPair copy() {
        return new ActSprPair(act.copy(), sheet.copy());
    }
}
