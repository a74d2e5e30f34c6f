package dev.marionette.model.ro.doc;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.AnchorRef;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.edit.InsertAnchorEdit;
import dev.marionette.model.ro.edit.InsertFramesEdit;
import dev.marionette.model.ro.edit.MoveAnchorEdit;
import dev.marionette.model.ro.edit.RemoveAnchorEdit;
import dev.marionette.model.ro.edit.RemoveFramesEdit;
import dev.marionette.model.ro.edit.ReorderFramesEdit;
import dev.marionette.model.ro.edit.SetFrameEventEdit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Frame commands: add, insert, duplicate, delete and reorder frames, the event a frame fires, and its
 * anchors. Each call is one undo step and throws {@link dev.marionette.model.doc.EditRejectedException}
 * without changing anything when the format does not allow it.
 */
public final class FrameOperations extends SpriteCommands {

    FrameOperations(SpriteDocument doc) {
        super(doc);
    }

    /** Adds an empty frame (no layers, no event, no anchors) at the end of the action. */
    public FrameRef addFrame(int action) {
        return insertFrame(new FrameRef(action, ActRules.action(model().act(), action).frames().size()));
    }

    /** Inserts an empty frame at {@code at}; the frame there and those after it move one place on. */
    public FrameRef insertFrame(FrameRef at) {
        doc.perform(new InsertFramesEdit("Add frame", model(), at.action(), at.frame(), List.of(new ActFrame())));
        return at;
    }

    /**
     * Duplicates the frames: in each action, copies of its selected frames go right after the last of them, in
     * their order. Returns the copies' places.
     */
    public List<FrameRef> duplicateFrames(Collection<FrameRef> frames) {
        Map<Integer, TreeSet<Integer>> byAction = Selections.framesByAction(model().act(), frames);
        String name = name("Duplicate", Selections.count(byAction));
        List<FrameRef> copies = new ArrayList<>();
        doc.compound(name, () -> {
            for (Map.Entry<Integer, TreeSet<Integer>> e : byAction.entrySet()) {
                ActAnimation action = model().act().animations().get(e.getKey());
                List<ActFrame> frameCopies = e.getValue().stream().map(i -> action.frames().get(i).copy()).toList();
                int at = e.getValue().last() + 1;
                doc.perform(new InsertFramesEdit(name, model(), e.getKey(), at, frameCopies));
                for (int i = 0; i < frameCopies.size(); i++) {
                    copies.add(new FrameRef(e.getKey(), at + i));
                }
            }
        });
        return copies;
    }

    /** Deletes the frames (of one or several actions). */
    public void removeFrames(Collection<FrameRef> frames) {
        Map<Integer, TreeSet<Integer>> byAction = Selections.framesByAction(model().act(), frames);
        doc.compound(name("Delete", Selections.count(byAction)), () -> {
            for (Map.Entry<Integer, TreeSet<Integer>> e : byAction.entrySet()) {
                doc.perform(new RemoveFramesEdit(model(), e.getKey(), e.getValue()));
            }
        });
    }

    /** Moves the frames (of one action) one place earlier. Returns their new places. */
    public List<FrameRef> moveFramesEarlier(Collection<FrameRef> frames) {
        return reorder("Move frames earlier", frames, Reordering::backward);
    }

    /** Moves the frames (of one action) one place later. Returns their new places. */
    public List<FrameRef> moveFramesLater(Collection<FrameRef> frames) {
        return reorder("Move frames later", frames, Reordering::forward);
    }

    /**
     * Takes the frames (of one action) out and puts them back together, in their order, so the first is at
     * {@code index} of the action. Returns their new places.
     */
    public List<FrameRef> moveFramesTo(Collection<FrameRef> frames, int index) {
        return reorder(frames.size() == 1 ? "Move frame" : "Move frames", frames,
                (size, sel) -> Reordering.moveTo(size, sel, index));
    }

    private List<FrameRef> reorder(String name, Collection<FrameRef> frames, Reordering.Rule rule) {
        int action = Selections.singleAction(model().act(), frames);
        TreeSet<Integer> selected = Selections.framesByAction(model().act(), frames).get(action);
        Reordering order = rule.order(model().act().animations().get(action).frames().size(), selected);
        if (!order.isIdentity()) {
            doc.perform(new ReorderFramesEdit(name, model(), action, order.order()));
        }
        return selected.stream().map(i -> new FrameRef(action, order.newIndexOf(i))).toList();
    }

    /** Sets the event the frame fires (an index into the event list, or -1 for none). */
    public void setFrameEvent(FrameRef frame, int eventId) {
        if (ActRules.frame(model().act(), frame).eventId() != eventId) {
            doc.perform(new SetFrameEventEdit(model(), frame, eventId));
        }
    }

    /** Adds an anchor at (x, y) after the frame's other anchors. Needs ACT 0x203 or later. */
    public AnchorRef addAnchor(FrameRef frame, int x, int y) {
        int index = ActRules.frame(model().act(), frame).anchors().size();
        doc.perform(new InsertAnchorEdit(model(), frame, index, new Anchor(x, y)));
        return frame.anchor(index);
    }

    /** Moves the anchor to (x, y); consecutive moves of it merge. */
    public void setAnchorPosition(AnchorRef anchor, int x, int y) {
        Anchor current = ActRules.anchor(model().act(), anchor);
        if (current.x() != x || current.y() != y) {
            doc.perform(new MoveAnchorEdit(model(), anchor, x, y));
        }
    }

    /** Moves the anchor by (dx, dy); consecutive moves of it merge. */
    public void moveAnchor(AnchorRef anchor, int dx, int dy) {
        Anchor current = ActRules.anchor(model().act(), anchor);
        setAnchorPosition(anchor, ActRules.offset(current.x(), dx), ActRules.offset(current.y(), dy));
    }

    /** Deletes the anchor. */
    public void removeAnchor(AnchorRef anchor) {
        doc.perform(new RemoveAnchorEdit(model(), anchor));
    }

    private static String name(String verb, int count) {
        return count == 1 ? verb + " frame" : verb + " " + count + " frames";
    }
}
