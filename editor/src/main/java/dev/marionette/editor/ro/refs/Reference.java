package dev.marionette.editor.ro.refs;

import dev.marionette.editor.ro.render.ActSprite;
import dev.marionette.editor.ro.render.PartRole;
import java.util.Objects;

/**
 * A sprite shown with the edited one but not edited: a body under a head, a head on a body, a weapon...
 * It is attached as the client attaches it (see {@link dev.marionette.editor.ro.render.Composition}).
 *
 * @param name    shown in the list ("body_novice_m.act", "Mannequin body")
 * @param sprite  its ACT and SPR, read once
 * @param role    what it is in the character
 * @param front   drawn over the edited sprite (else behind it)
 * @param visible drawn at all
 */
public record Reference(String name, ActSprite sprite, PartRole role, boolean front, boolean visible) {

    public Reference {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sprite, "sprite");
        Objects.requireNonNull(role, "role");
    }

    public Reference withRole(PartRole newRole) {
        return new Reference(name, sprite, newRole, front, visible);
    }

    public Reference withFront(boolean inFront) {
        return new Reference(name, sprite, role, inFront, visible);
    }

    public Reference withVisible(boolean shown) {
        return new Reference(name, sprite, role, front, shown);
    }

    @Override
    public String toString() {
        return name;
    }
}
