package dev.marionette.editor.ro.refs;

import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.PartRole;
import java.util.Objects;

/**
 * A sprite shown with the edited one but not edited: a body under a head, a head on a body, a weapon...
 * It is attached as the client attaches it (see {@link dev.marionette.render.ro.Composition}).
 *
 * @param name    shown in the list ("body_novice_m.act", "Mannequin body")
 * @param sprite  its ACT and SPR, read once
 * @param role    what it is in the character
 * @param front   drawn over the edited sprite (else behind it)
 * @param visible drawn at all
 * @param automatic attached by the editor for the sprite's kind (a built-in mannequin), not by the user
 */
public record Reference(String name, ActSprite sprite, PartRole role, boolean front, boolean visible,
        boolean automatic) {

    public Reference {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sprite, "sprite");
        Objects.requireNonNull(role, "role");
    }

    /** A reference the user added. */
    public Reference(String name, ActSprite sprite, PartRole role, boolean front, boolean visible) {
        this(name, sprite, role, front, visible, false);
    }

    public Reference withRole(PartRole newRole) {
        return new Reference(name, sprite, newRole, front, visible, automatic);
    }

    public Reference withFront(boolean inFront) {
        return new Reference(name, sprite, role, inFront, visible, automatic);
    }

    public Reference withVisible(boolean shown) {
        return new Reference(name, sprite, role, front, shown, automatic);
    }

    /** The same reference marked as attached by the editor. */
    public Reference asAutomatic() {
        return new Reference(name, sprite, role, front, visible, true);
    }

    @Override
    public String toString() {
        return name;
    }
}
