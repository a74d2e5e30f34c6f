package dev.marionette.editor.ro.refs;

import dev.marionette.render.ro.SpriteKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The references a sprite gets by default, so it shows in context the moment it opens: a body gets the
 * mannequin head, a head the mannequin body behind it, a headgear the mannequin body and head behind it, a
 * garment the mannequin body and head in front of it (wings and capes hang behind the figure), a weapon or shield
 * the mannequin body and head behind it (held in front of the figure, at the body's feet or anchor). They are marked
 * {@link Reference#automatic()}, so switching the default off takes away exactly these.
 */
public final class AutoReferences {

    private AutoReferences() {
    }

    /** The built-in references a sprite of {@code kind} is shown with. */
    public static List<Reference> forKind(SpriteKind kind) {
        List<Reference> list = new ArrayList<>();
        switch (kind) {
            case BODY -> list.add(BuiltInReferences.head());
            case HEAD -> list.add(BuiltInReferences.body().withFront(false));
            case HEADGEAR -> {
                list.add(BuiltInReferences.body().withFront(false));
                list.add(BuiltInReferences.head().withFront(false));
            }
            case GARMENT -> {
                list.add(BuiltInReferences.body().withFront(true));
                list.add(BuiltInReferences.head().withFront(true));
            }
            case WEAPON, SHIELD -> {
                list.add(BuiltInReferences.body().withFront(false));
                list.add(BuiltInReferences.head().withFront(false));
            }
            case OTHER -> {
            }
        }
        return list.stream().map(Reference::asAutomatic).toList();
    }

    /** Sets the edited sprite's role for {@code kind} and adds its default references. */
    public static void attach(ReferenceSprites references, SpriteKind kind) {
        references.setEditedRole(kind.role());
        for (Reference r : forKind(kind)) {
            references.add(r);
        }
        references.setEditedRole(kind.role());
    }

    /** Removes the references added by {@link #attach}; those the user added stay. */
    public static void detach(ReferenceSprites references) {
        for (int i = references.size() - 1; i >= 0; i--) {
            if (references.get(i).automatic()) {
                references.remove(i);
            }
        }
    }
}
