package dev.marionette.model.ro.doc;

import dev.marionette.model.act.ActDocument;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.LayerRef;
import java.util.Collection;
import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** Groups a selection of layers by frame or of frames by action, checking that each item exists. */
final class Selections {

    private static final Comparator<FrameRef> FRAME_ORDER =
            Comparator.comparingInt(FrameRef::action).thenComparingInt(FrameRef::frame);

    private Selections() {
    }

    /** The selected layer indexes of each frame, frames in document order. */
    static Map<FrameRef, TreeSet<Integer>> layersByFrame(ActDocument act, Collection<LayerRef> layers) {
        requireSome(layers, "layer");
        Map<FrameRef, TreeSet<Integer>> byFrame = new TreeMap<>(FRAME_ORDER);
        for (LayerRef ref : layers) {
            ActRules.layer(act, ref);
            byFrame.computeIfAbsent(ref.frameRef(), f -> new TreeSet<>()).add(ref.layer());
        }
        return byFrame;
    }

    /** The selected frame indexes of each action, actions in document order. */
    static Map<Integer, TreeSet<Integer>> framesByAction(ActDocument act, Collection<FrameRef> frames) {
        requireSome(frames, "frame");
        Map<Integer, TreeSet<Integer>> byAction = new TreeMap<>();
        for (FrameRef ref : frames) {
            ActRules.frame(act, ref);
            byAction.computeIfAbsent(ref.action(), a -> new TreeSet<>()).add(ref.frame());
        }
        return byAction;
    }

    /** The one frame all selected layers belong to, or a rejection. */
    static FrameRef singleFrame(ActDocument act, Collection<LayerRef> layers) {
        Map<FrameRef, TreeSet<Integer>> byFrame = layersByFrame(act, layers);
        if (byFrame.size() > 1) {
            throw new EditRejectedException("The selected layers are in " + byFrame.size()
                    + " frames; select layers of one frame to change their order.");
        }
        return byFrame.keySet().iterator().next();
    }

    /** The one action all selected frames belong to, or a rejection. */
    static int singleAction(ActDocument act, Collection<FrameRef> frames) {
        Map<Integer, TreeSet<Integer>> byAction = framesByAction(act, frames);
        if (byAction.size() > 1) {
            throw new EditRejectedException("The selected frames are in " + byAction.size()
                    + " actions; select frames of one action to change their order.");
        }
        return byAction.keySet().iterator().next();
    }

    /** How many items a grouped selection holds. */
    static <K> int count(Map<K, TreeSet<Integer>> grouped) {
        return grouped.values().stream().mapToInt(TreeSet::size).sum();
    }

    static void requireSome(Collection<?> selection, String noun) {
        if (selection.isEmpty()) {
            throw new EditRejectedException("No " + noun + " is selected.");
        }
    }
}
