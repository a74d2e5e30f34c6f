package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;

/**
 * Changes to what a frame shows (see {@link AgentOperations}): the images placed in it, their z-order (position
 * 0 is on top) and offsets, and its mouth overlays (the Character Editor's Overlay page). Arrow-key nudges of
 * the same images, or of the same overlay, merge into one step.
 */
public final class FrameContentOperations extends AgentCommands {

    FrameContentOperations(AgentDocument document) {
        super(document);
    }

    /** Places image {@code image} of the table at offset (x, y), at {@code position} (0 = topmost). */
    public void addImage(int animation, int frame, int position, int image, int x, int y) {
        AgentLimits.require(image >= 0, "Choose an image of the character.");
        AgentLimits.require(x >= Short.MIN_VALUE && x <= Short.MAX_VALUE && y >= Short.MIN_VALUE
                && y <= Short.MAX_VALUE, "An image offset must be between " + Short.MIN_VALUE + " and "
                + Short.MAX_VALUE + ".");
        AgentFrame f = Locate.frame(c(), animation, frame);
        AgentLimits.requireInsertPosition(position, f.images().size(), "frame image");
        AgentLimits.require(f.images().size() < AgentLimits.U16_MAX, "A frame can hold at most "
                + AgentLimits.U16_MAX + " images.");
        FrameRules.requireImage(c(), image, "The frame");
        document.perform(ListEntryEdit.insert("Add image to frame", f.images(), position,
                new AgentFrameImage(image, x, y), Change.added(Part.FRAME_IMAGE, animation, frame, position)));
    }

    /** Takes a placed image out of the frame (it stays in the image table). Change: {@code FRAME_IMAGE} removed. */
    public void removeImage(int animation, int frame, int position) {
        AgentFrame f = Locate.frame(c(), animation, frame);
        AgentLimits.requireIndex(position, f.images().size(), "frame image");
        document.perform(ListEntryEdit.remove("Remove image from frame", f.images(), position,
                Change.removed(Part.FRAME_IMAGE, animation, frame, position)));
    }

    /**
     * "Bring image forward" or "Send image backward": moves a placed image in the z-order (to a lower position =
     * further forward). Change: {@code FRAME_IMAGE} moved (path: animation, frame).
     */
    public void reorderImage(int animation, int frame, int from, int to) {
        if (from != to) {
            AgentFrame f = Locate.frame(c(), animation, frame);
            AgentLimits.requireIndex(from, f.images().size(), "frame image");
            AgentLimits.requireIndex(to, f.images().size(), "frame image");
            document.perform(ListEntryEdit.move(to < from ? "Bring image forward" : "Send image backward",
                    f.images(), from, to, Change.moved(Part.FRAME_IMAGE, animation, frame)));
        }
    }

    /** Shifts the placed images at {@code positions} by (dx, dy), as one step that merges with the next nudge. */
    public void moveImages(int animation, int frame, int[] positions, int dx, int dy) {
        if (dx != 0 || dy != 0) {
            document.perform(new MoveFrameImagesEdit(c(), animation, frame, positions, dx, dy));
        }
    }

    /**
     * Shifts the placed images at {@code positions} by (dx, dy) as a step of its own that never merges with
     * moves before or after it: what a mouse drag posts once, on release, so each drag is undone by itself.
     */
    public void dragImages(int animation, int frame, int[] positions, int dx, int dy) {
        if (dx != 0 || dy != 0) {
            document.perform(new MoveFrameImagesEdit(c(), animation, frame, positions, dx, dy, false));
        }
    }

    /** Puts one placed image at offset (x, y). */
    public void setImagePosition(int animation, int frame, int position, int x, int y) {
        AgentFrame f = Locate.frame(c(), animation, frame);
        AgentLimits.requireIndex(position, f.images().size(), "frame image");
        AgentFrameImage old = f.images().get(position);
        moveImages(animation, frame, new int[] {position}, x - old.x(), y - old.y());
    }

    /** Shows another image of the table at the same place and depth. Change: {@code FRAME_IMAGE "image"}. */
    public void changeImage(int animation, int frame, int position, int image) {
        AgentFrame f = Locate.frame(c(), animation, frame);
        AgentLimits.requireIndex(position, f.images().size(), "frame image");
        AgentFrameImage before = f.images().get(position);
        if (before.imageIndex() != image) {
            FrameRules.requireImage(c(), image, "The frame");
            document.perform(ListEntryEdit.replace("Change frame image", f.images(), position,
                    new AgentFrameImage(image, before.x(), before.y()),
                    Change.property(Part.FRAME_IMAGE, "image", animation, frame, position), 0));
        }
    }

    /**
     * Shows image {@code image} for mouth {@code type} (0..6). An existing overlay of that type keeps its offsets,
     * flag and anchor; a new one is placed at (0, 0), replaces the top image when the frame's other overlays do,
     * and gets the frame's mouth anchor ({@link MouthAnchor}).
     */
    public void setMouth(int animation, int frame, int type, int image) {
        AgentFrame f = Locate.frame(c(), animation, frame);
        AgentMouth existing = mouth(f, type);
        AgentLimits.require(image >= 0 && image <= AgentLimits.U16_MAX, "Choose an image of the character.");
        AgentMouth mouth;
        if (existing != null) {
            if (existing.imageIndex() == image) {
                return;
            }
            mouth = existing.withImageIndex(image);
        } else {
            FrameRules.requireImage(c(), image, "The mouth overlay");
            boolean replaceTop = !f.mouths().isEmpty() && f.mouths().get(0).replacesTopImage();
            AgentMouth fresh = AgentMouth.of(type, replaceTop, image, 0, 0, 0, 0);
            int[] anchor = MouthAnchor.forNewMouth(c(), f, fresh);
            mouth = fresh.withAnchor(anchor[0], anchor[1]);
        }
        document.perform(new SetMouthEdit(c(), animation, frame, type, mouth));
    }

    /** Removes the overlay of mouth {@code type}. */
    public void removeMouth(int animation, int frame, int type) {
        document.perform(new SetMouthEdit(c(), animation, frame, type, null));
    }

    /** Shifts an overlay by (dx, dy); nudges of one overlay merge into one step. */
    public void moveMouth(int animation, int frame, int type, int dx, int dy) {
        AgentMouth m = requireMouth(animation, frame, type);
        setMouthPosition(animation, frame, type, m.x() + dx, m.y() + dy);
    }

    /** Puts an overlay at offset (x, y). */
    public void setMouthPosition(int animation, int frame, int type, int x, int y) {
        AgentMouth m = requireMouth(animation, frame, type);
        AgentLimits.require(x >= Short.MIN_VALUE && x <= Short.MAX_VALUE && y >= Short.MIN_VALUE
                && y <= Short.MAX_VALUE, "A mouth offset must be between " + Short.MIN_VALUE + " and "
                + Short.MAX_VALUE + ".");
        if (m.x() != x || m.y() != y) {
            document.perform(new SetMouthEdit(c(), animation, frame, type, new AgentMouth(m.type(),
                    m.replaceTopImage(), m.imageIndex(), m.unknown(), m.regionData(), x, y, m.anchorX(),
                    m.anchorY())));
        }
    }

    /** Whether one overlay is drawn in place of the frame's topmost image rather than over it. */
    public void setMouthReplacesTopImage(int animation, int frame, int type, boolean replace) {
        AgentMouth m = requireMouth(animation, frame, type);
        if (m.replacesTopImage() != replace) {
            document.perform(new SetMouthEdit(c(), animation, frame, type, withReplace(m, replace)));
        }
    }

    /** "Replace Base Frame Top Image" for every overlay of the frame (types 0..6), as one step. */
    public void setMouthsReplaceTopImage(int animation, int frame, boolean replace) {
        Locate.frame(c(), animation, frame);
        document.compound(replace ? "Mouths replace top image" : "Mouths over top image", () -> {
            for (int type = 0; type < AgentLimits.MOUTH_TYPES; type++) {
                AgentMouth m = mouth(Locate.frame(c(), animation, frame), type);
                if (m != null && m.replacesTopImage() != replace) {
                    document.perform(new SetMouthEdit(c(), animation, frame, type, withReplace(m, replace)));
                }
            }
        });
    }

    private static AgentMouth withReplace(AgentMouth m, boolean replace) {
        return new AgentMouth(m.type(), replace ? 1 : 0, m.imageIndex(), m.unknown(), m.regionData(), m.x(), m.y(),
                m.anchorX(), m.anchorY());
    }

    private AgentMouth requireMouth(int animation, int frame, int type) {
        AgentLimits.requireRange(type, 0, AgentLimits.MOUTH_TYPES - 1, "The mouth type");
        AgentMouth m = mouth(Locate.frame(c(), animation, frame), type);
        AgentLimits.require(m != null, "The frame has no " + Labels.mouth(type) + " mouth.");
        return m;
    }

    private static AgentMouth mouth(AgentFrame f, int type) {
        int i = SetMouthEdit.indexOf(f, type);
        return i < 0 ? null : f.mouths().get(i);
    }
}
