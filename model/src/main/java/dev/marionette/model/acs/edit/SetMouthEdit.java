package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.Part;
import java.util.Arrays;
import java.util.List;

/**
 * Adds, replaces or removes the mouth overlay of one type (0 Closed .. 6 OpenNarrow) in a frame: "Add mouth
 * OpenWide1", "Change mouth Closed", "Move mouth Closed" (offsets only), "Remove mouth Closed". A frame has at
 * most one overlay per type as far as this edit is concerned (the first one of that type). A new overlay goes
 * before the first overlay of a higher type, so overlays stay in type order as Microsoft's compiler writes them.
 * Consecutive offset-only moves of the same overlay merge (arrow-key nudges).
 *
 * <p>Changes: {@code MOUTH} added or removed, or {@code MOUTH} with the changed field(s) as property: "image",
 * "replaceTopImage", "position", "anchor" (joined with commas when several change).
 */
public final class SetMouthEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentFrame frame;
    private final int type;
    private final int position;
    private final transient AgentMouth before;
    private transient AgentMouth after;
    private final boolean offsetOnly;

    /** @param mouth the overlay to show for {@code type}, or null to remove it */
    public SetMouthEdit(AgentCharacter c, int animation, int frame, int type, AgentMouth mouth) {
        super(name(c, animation, frame, type, mouth));
        this.frame = Locate.frame(c, animation, frame);
        this.type = type;
        int existing = indexOf(this.frame, type);
        this.before = existing < 0 ? null : this.frame.mouths().get(existing);
        this.after = mouth;
        if (mouth != null) {
            AgentLimits.require(mouth.type() == type, "The overlay is of type " + Labels.mouth(mouth.type())
                    + ", not " + Labels.mouth(type) + ".");
            FrameRules.requireImage(c, mouth.imageIndex(), "The mouth overlay");
        }
        if (before == null) {
            AgentLimits.require(mouth != null, "The frame has no " + Labels.mouth(type) + " mouth.");
            AgentLimits.require(this.frame.mouths().size() < AgentLimits.U8_MAX, "A frame can hold at most "
                    + AgentLimits.U8_MAX + " mouth overlays.");
            this.position = insertionPoint(this.frame, type);
            this.offsetOnly = false;
            setChanges(List.of(Change.added(Part.MOUTH, animation, frame, position)));
        } else if (mouth == null) {
            this.position = existing;
            this.offsetOnly = false;
            setChanges(List.of(Change.removed(Part.MOUTH, animation, frame, position)));
        } else {
            this.position = existing;
            String fields = fields(before, mouth);
            AgentLimits.require(!fields.isEmpty(), "The mouth is already like that.");
            this.offsetOnly = fields.equals("position");
            setChanges(List.of(Change.property(Part.MOUTH, fields, animation, frame, position)));
        }
    }

    private static String name(AgentCharacter c, int animation, int frame, int type, AgentMouth mouth) {
        Locate.frame(c, animation, frame);
        AgentLimits.requireRange(type, 0, AgentLimits.MOUTH_TYPES - 1, "The mouth type");
        AgentFrame f = c.animations().get(animation).frames().get(frame);
        int existing = indexOf(f, type);
        String what = " mouth " + Labels.mouth(type);
        if (mouth == null) {
            return "Remove" + what;
        }
        if (existing < 0) {
            return "Add" + what;
        }
        return fields(f.mouths().get(existing), mouth).equals("position") ? "Move" + what : "Change" + what;
    }

    /** Index of the first overlay of {@code type} in the frame, or -1. */
    static int indexOf(AgentFrame frame, int type) {
        List<AgentMouth> mouths = frame.mouths();
        for (int i = 0; i < mouths.size(); i++) {
            if (mouths.get(i).type() == type) {
                return i;
            }
        }
        return -1;
    }

    private static int insertionPoint(AgentFrame frame, int type) {
        List<AgentMouth> mouths = frame.mouths();
        for (int i = 0; i < mouths.size(); i++) {
            if (mouths.get(i).type() > type) {
                return i;
            }
        }
        return mouths.size();
    }

    private static String fields(AgentMouth a, AgentMouth b) {
        return Fields.differing(new String[] {"image", "replaceTopImage", "position", "anchor", "unknown", "region"},
                new Object[] {a.imageIndex(), a.replaceTopImage(), List.of(a.x(), a.y()),
                    List.of(a.anchorX(), a.anchorY()), a.unknown(), Arrays.toString(a.regionData())},
                new Object[] {b.imageIndex(), b.replaceTopImage(), List.of(b.x(), b.y()),
                    List.of(b.anchorX(), b.anchorY()), b.unknown(), Arrays.toString(b.regionData())});
    }

    @Override
    protected void apply() {
        set(before, after);
    }

    @Override
    protected void revert() {
        set(after, before);
    }

    private void set(AgentMouth from, AgentMouth to) {
        if (from == null) {
            frame.mouths().add(position, to);
        } else if (to == null) {
            frame.mouths().remove(position);
        } else {
            frame.mouths().set(position, to);
        }
    }

    @Override
    public boolean canAbsorb(DocumentEdit next) {
        return offsetOnly && next instanceof SetMouthEdit m && m.offsetOnly && m.frame == frame && m.type == type
                && m.position == position;
    }

    @Override
    protected void absorb(DocumentEdit next) {
        after = ((SetMouthEdit) next).after;
    }
}
