package dev.marionette.editor.ro.refs;

import dev.marionette.editor.ro.render.PartRole;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.layout.PlayerAnimation;
import java.util.Locale;

/**
 * What a sprite is, as far as showing it in context goes: a body, a head, a headgear, a garment, or something
 * else. Told first from the file name as the client names its sprites ({@code 몸통} bodies, {@code 머리통}
 * heads, {@code 악세사리} headgear, {@code 로브} garments, and the English words), then from the content of
 * player-layout files (104 actions with anchors): heads start every frame with an empty layer, parts drawn above
 * the neck anchor are headgear, the rest are taken for bodies.
 */
public enum SpriteKind {
    BODY, HEAD, HEADGEAR, GARMENT, OTHER;

    /** The role the edited sprite plays in a composed character. */
    public PartRole role() {
        return switch (this) {
            case BODY -> PartRole.BODY;
            case HEAD, HEADGEAR -> PartRole.HEAD;
            case GARMENT, OTHER -> PartRole.OTHER;
        };
    }

    /** The kind of a sprite named {@code fileName} holding {@code act}. */
    public static SpriteKind detect(String fileName, ActDocument act) {
        String name = fileName == null ? "" : fileName.toLowerCase(Locale.ROOT);
        if (name.contains("garment") || name.contains("robe") || name.contains("\ub85c\ube0c")
                || name.contains("wing")) {
            return GARMENT;
        }
        if (name.startsWith("hg_") || name.contains("headgear") || name.contains("\uc545\uc138\uc0ac\ub9ac")
                || name.contains("accessor")) {
            return HEADGEAR;
        }
        if (name.contains("head") || name.contains("\uba38\ub9ac\ud1b5")) {
            return HEAD;
        }
        if (name.contains("body") || name.contains("\ubab8\ud1b5")) {
            return BODY;
        }
        return fromContent(act);
    }

    private static SpriteKind fromContent(ActDocument act) {
        if (act == null || act.animations().size() != PlayerAnimation.ACTION_COUNT || act.anchorCount() == 0) {
            return OTHER;
        }
        long frames = 0;
        long emptyFirst = 0;
        double aboveNeck = 0;
        long measured = 0;
        for (ActAnimation action : act.animations()) {
            for (ActFrame frame : action.frames()) {
                frames++;
                if (!frame.layers().isEmpty() && frame.layers().get(0).isEmpty()) {
                    emptyFirst++;
                }
                if (frame.anchors().isEmpty()) {
                    continue;
                }
                int neck = frame.anchors().get(0).y();
                for (SpriteLayer layer : frame.layers()) {
                    if (!layer.isEmpty()) {
                        aboveNeck += neck - layer.y();
                        measured++;
                    }
                }
            }
        }
        if (frames > 0 && emptyFirst * 2 > frames) {
            return HEAD;
        }
        if (measured > 0 && aboveNeck / measured > 4) {
            return HEADGEAR;
        }
        return BODY;
    }
}
