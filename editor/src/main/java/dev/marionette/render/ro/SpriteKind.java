package dev.marionette.render.ro;

import dev.marionette.model.act.ActDocument;
import java.nio.file.Path;

/**
 * What a sprite is, as far as showing it in context goes: a body, a head, a headgear, a garment, a weapon, a
 * shield, or something else. Told first from where the file sits and what it is called, as the client files
 * its sprites ({@link SpriteNames}: the folder {@code 로브} holds garments whatever the file is called), then
 * from the content of player-layout files ({@link SpriteContent}). The References tab's "This sprite is"
 * choice overrides what this says.
 */
public enum SpriteKind {
    BODY, HEAD, HEADGEAR, GARMENT, WEAPON, SHIELD, OTHER;

    /** The role the sprite plays in a composed character. */
    public PartRole role() {
        return switch (this) {
            case BODY -> PartRole.BODY;
            case HEAD, HEADGEAR -> PartRole.HEAD;
            case GARMENT, WEAPON, SHIELD, OTHER -> PartRole.OTHER;
        };
    }

    /**
     * The kind of the sprite at {@code path} holding {@code act}.
     *
     * @param path the ACT's path as the user has it (folders separated by {@code /} or {@code \}), or just its
     *             name; null when the sprite has no file yet
     * @param act  its animations, or null
     */
    public static SpriteKind detect(String path, ActDocument act) {
        return SpriteNames.kindOf(path).orElseGet(() -> SpriteContent.kindOf(act));
    }

    /** The role of the sprite in {@code file} holding {@code act} in a composed character. */
    public static PartRole roleOf(Path file, ActDocument act) {
        return detect(file.toString(), act).role();
    }
}
