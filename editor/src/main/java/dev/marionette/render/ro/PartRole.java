package dev.marionette.render.ro;

/**
 * What a part of a composed character is, which decides how it follows the others (act-spr.md sections 1.3
 * and 3).
 */
public enum PartRole {
    /**
     * A player body: the part every other part attaches to (their first anchor is put on its first anchor).
     * In idle and sit actions its frames come in three head-direction groups.
     */
    BODY,
    /**
     * A player head or headgear: attached to the body; in idle and sit actions its 3&times;N frames are picked
     * by head direction.
     */
    HEAD,
    /** Anything else (weapon, shield, garment, effect, monster): attached to the body, same frame number. */
    OTHER;

    /** True for the parts whose idle and sit frames are grouped by head direction. */
    public boolean followsHeadDirection() {
        return this != OTHER;
    }
}
