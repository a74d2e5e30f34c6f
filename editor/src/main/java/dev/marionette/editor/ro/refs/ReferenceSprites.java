package dev.marionette.editor.ro.refs;

import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.PartRole;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The reference sprites of one editor view and the role of the edited sprite, composed for drawing: the
 * visible references behind, the edited sprite, those in front, each attached to the body as the client
 * does. A mannequin attached for the sprite's kind stands in for a role until a real sprite of that role is
 * added: from then on it is {@linkplain #replacedBy replaced} and drawn nowhere (neither on the canvas nor
 * in any export, which take {@link #drawn()}); removing the real one brings it back. Listeners hear every
 * change (the canvas repaints, the list updates). Event thread.
 */
public final class ReferenceSprites {

    private final List<Reference> references = new ArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private PartRole editedRole = PartRole.OTHER;

    /** The references, in the order added. */
    public List<Reference> all() {
        return List.copyOf(references);
    }

    public int size() {
        return references.size();
    }

    public Reference get(int index) {
        return references.get(index);
    }

    public void add(Reference reference) {
        references.add(reference);
        if (reference.role() == PartRole.BODY && editedRole == PartRole.BODY) {
            editedRole = PartRole.HEAD;
        }
        fire();
    }

    public void set(int index, Reference reference) {
        references.set(index, reference);
        fire();
    }

    public void remove(int index) {
        references.remove(index);
        fire();
    }

    /** What the edited sprite is: a body (others attach to it), a head, or anything else. */
    public PartRole editedRole() {
        return editedRole;
    }

    public void setEditedRole(PartRole role) {
        if (role != editedRole) {
            editedRole = role;
            fire();
        }
    }

    /**
     * The reference that replaces {@code reference}: for a mannequin attached for the sprite's kind, the first
     * reference of the same role the user added (shown or hidden); otherwise empty.
     */
    public Optional<Reference> replacedBy(Reference reference) {
        if (!reference.automatic()) {
            return Optional.empty();
        }
        return references.stream().filter(r -> !r.automatic() && r.role() == reference.role()).findFirst();
    }

    /** The references drawn with the edited sprite, in the order added: the visible ones not replaced. */
    public List<Reference> drawn() {
        return references.stream().filter(r -> r.visible() && replacedBy(r).isEmpty()).toList();
    }

    /** The edited sprite composed with the references {@linkplain #drawn() drawn}. */
    public Composition compose(ActSprite edited) {
        Composition.Builder builder = Composition.builder(edited, editedRole);
        List<Reference> drawn = drawn();
        for (Reference r : drawn) {
            if (!r.front()) {
                builder.behind(r.sprite(), r.role());
            }
        }
        for (Reference r : drawn) {
            if (r.front()) {
                builder.front(r.sprite(), r.role());
            }
        }
        return builder.build();
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private void fire() {
        listeners.forEach(Runnable::run);
    }
}
