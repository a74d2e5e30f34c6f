package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * The references into the image or sound table that change when the table is reordered, or an item is
 * inserted or removed: worked out once (on the state the edit was made in) and then set forwards or back. Only
 * the index in a reference changes; positions, types and every other field stay.
 */
final class TableReferences implements Renumbering {

    private enum Slot {
        FRAME_IMAGE, MOUTH, SOUND
    }

    private record Update(AgentFrame frame, Slot slot, int position, int before, int after, Change change) {
    }

    /** Bytes one update keeps alive, roughly, for the history's memory budget. */
    private static final long UPDATE_BYTES = 80;

    private final List<Update> updates;

    private TableReferences(List<Update> updates) {
        this.updates = List.copyOf(updates);
    }

    /** The frame images and mouths whose image index {@code map} changes. No reference may be {@code GONE}. */
    static TableReferences images(AgentCharacter c, IndexMap map) {
        List<Update> updates = new ArrayList<>();
        AgentUsage.forEachFrame(c, (a, f, frame) -> {
            List<AgentFrameImage> images = frame.images();
            for (int i = 0; i < images.size(); i++) {
                int before = images.get(i).imageIndex();
                int after = map.map(before);
                if (after != before) {
                    updates.add(new Update(frame, Slot.FRAME_IMAGE, i, before, after,
                            Change.property(Part.FRAME_IMAGE, "image", a, f, i)));
                }
            }
            List<AgentMouth> mouths = frame.mouths();
            for (int m = 0; m < mouths.size(); m++) {
                int before = mouths.get(m).imageIndex();
                int after = map.map(before);
                if (after != before) {
                    updates.add(new Update(frame, Slot.MOUTH, m, before, after,
                            Change.property(Part.MOUTH, "image", a, f, m)));
                }
            }
        });
        return new TableReferences(updates);
    }

    /** The frames whose sound index {@code map} changes (frames without a sound keep -1). */
    static TableReferences sounds(AgentCharacter c, IndexMap map) {
        List<Update> updates = new ArrayList<>();
        AgentUsage.forEachFrame(c, (a, f, frame) -> {
            int before = frame.soundIndex();
            if (before >= 0) {
                int after = map.map(before);
                if (after != before) {
                    updates.add(new Update(frame, Slot.SOUND, 0, before, after,
                            Change.property(Part.AGENT_FRAME, "sound", a, f)));
                }
            }
        });
        return new TableReferences(updates);
    }

    @Override
    public void apply() {
        for (Update u : updates) {
            set(u, u.after);
        }
    }

    @Override
    public void revert() {
        for (int i = updates.size() - 1; i >= 0; i--) {
            set(updates.get(i), updates.get(i).before);
        }
    }

    private static void set(Update u, int index) {
        switch (u.slot) {
            case FRAME_IMAGE -> {
                AgentFrameImage old = u.frame.images().get(u.position);
                u.frame.images().set(u.position, new AgentFrameImage(index, old.x(), old.y()));
            }
            case MOUTH -> u.frame.mouths().set(u.position, u.frame.mouths().get(u.position).withImageIndex(index));
            case SOUND -> u.frame.setSoundIndex(index);
            default -> throw new IllegalStateException(u.slot.toString());
        }
    }

    @Override
    public List<Change> changes() {
        List<Change> out = new ArrayList<>(updates.size());
        for (Update u : updates) {
            out.add(u.change);
        }
        return out;
    }

    @Override
    public long memoryCost() {
        return updates.size() * UPDATE_BYTES;
    }
}
