package dev.marionette.export.ro;

import dev.marionette.export.SequenceSource;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.ActionNames;
import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.PartRole;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A Ragnarok sprite ready to export: the ACT with its SPR and the reference sprites attached to it by their
 * anchors, as the editor shows them (see {@link Composition}). The parts are snapshots: whoever makes a
 * source hands over copies nobody edits any more, so exporters may read them on any thread.
 *
 * @param name       names the outputs ("body_novice_f")
 * @param sprite     the exported sprite (a copy, never the live document)
 * @param role       what the sprite is in the character (body, head, other)
 * @param references the sprites drawn with it, in the order they were added
 */
public record RagnarokSource(String name, ActSprPair sprite, PartRole role, List<Part> references)
        implements SequenceSource {

    /**
     * A reference sprite.
     *
     * @param name   shown in messages ("head_20_f.act")
     * @param sprite its ACT and SPR (a copy)
     * @param role   what it is in the character
     * @param front  drawn over the exported sprite (else behind it)
     */
    public record Part(String name, ActSprPair sprite, PartRole role, boolean front) {
        public Part {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(sprite, "sprite");
            Objects.requireNonNull(role, "role");
        }
    }

    public RagnarokSource {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sprite, "sprite");
        Objects.requireNonNull(role, "role");
        references = List.copyOf(references);
    }

    /** A sprite on its own. */
    public static RagnarokSource of(String name, ActSprPair sprite) {
        return new RagnarokSource(name, sprite, PartRole.OTHER, List.of());
    }

    /**
     * The sprite composed with its references as the editor draws it: references behind, the sprite, those in
     * front, each attached to the body. Every call builds new renderers, so each thread composes its own.
     */
    public Composition compose() {
        Composition.Builder builder = Composition.builder(new ActSprite(sprite.act(), sprite.sheet()), role);
        for (Part p : references) {
            if (!p.front()) {
                builder.behind(new ActSprite(p.sprite().act(), p.sprite().sheet()), p.role());
            }
        }
        for (Part p : references) {
            if (p.front()) {
                builder.front(new ActSprite(p.sprite().act(), p.sprite().sheet()), p.role());
            }
        }
        return builder.build();
    }

    /** The number of actions of the exported sprite. */
    public int actionCount() {
        return sprite.act().animations().size();
    }

    /** The action, checked. */
    public ActAnimation action(int action) {
        return sprite.act().animations().get(action);
    }

    /** The action names the editor shows ("Walk - South-west", "Action 3"). */
    @Override
    public List<String> sequenceNames() {
        ActionNames names = ActionNames.of(sprite.act());
        List<String> out = new ArrayList<>(actionCount());
        for (int i = 0; i < actionCount(); i++) {
            out.add(names.name(i));
        }
        return out;
    }
}
