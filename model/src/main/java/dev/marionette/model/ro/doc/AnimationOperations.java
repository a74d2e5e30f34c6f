package dev.marionette.model.ro.doc;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerSizing;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.ro.edit.AddImagesEdit;
import dev.marionette.model.ro.edit.InsertFramesEdit;
import dev.marionette.model.ro.edit.ReorderFramesEdit;
import dev.marionette.model.ro.edit.ReplaceActEdit;
import dev.marionette.model.ro.edit.ReplaceActionEdit;
import dev.marionette.model.ro.layout.PlayerAnimation;
import dev.marionette.model.ro.tools.AttachmentSetup;
import dev.marionette.model.ro.tools.Easing;
import dev.marionette.model.ro.tools.Effects;
import dev.marionette.model.ro.tools.InBetweens;
import dev.marionette.model.ro.tools.LayerTween;
import dev.marionette.model.ro.tools.NewImages;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The animator's tools as commands, each one undo step: in-betweens, layer tweens, reversing frames, copying
 * an action to others (mirrored for the opposite direction), adding a sprite to every frame of actions,
 * setting up a head, headgear or garment from a body, and effects. The computations are in
 * {@code dev.marionette.model.ro.tools}; the {@code preview} methods return what a command would make without
 * changing the document, for the editor's dialogs.
 */
public final class AnimationOperations extends SpriteCommands {

    AnimationOperations(SpriteDocument doc) {
        super(doc);
    }

    /**
     * The in-betweens {@link #insertInBetweens} would insert (new frames, not in the document).
     *
     * @throws EditRejectedException when the two frames are not neighbours (or the last and the first)
     */
    public List<ActFrame> previewInBetweens(int action, int first, int second, int count, Easing easing,
            boolean anchors) {
        ActAnimation a = ActRules.action(model().act(), action);
        ActFrame from = ActRules.frame(model().act(), new FrameRef(action, first));
        ActFrame to = ActRules.frame(model().act(), new FrameRef(action, second));
        int size = a.frames().size();
        boolean neighbours = second == first + 1 || first == size - 1 && second == 0 && size > 1;
        if (!neighbours) {
            throw new EditRejectedException("In-betweens go between two neighbouring frames (or from the last frame"
                    + " back to the first); frames " + first + " and " + second + " are not. To move layers over the"
                    + " frames between two keys, use Interpolate layers.");
        }
        if (count < 1 || count > 100) {
            throw new EditRejectedException("Insert 1 to 100 in-betweens, not " + count + ".");
        }
        List<ActFrame> frames = InBetweens.between(from, to, count, easing, anchors);
        for (ActFrame frame : frames) {
            for (SpriteLayer layer : frame.layers()) {
                LayerSizing.fit(model().act().version(), model().sheet(), layer);
            }
        }
        return frames;
    }

    /**
     * Inserts {@code count} in-betweens after frame {@code first}, going to frame {@code second} (its
     * neighbour; or from the last frame to the first, inserted at the end). Returns their places.
     */
    public List<FrameRef> insertInBetweens(int action, int first, int second, int count, Easing easing,
            boolean anchors) {
        List<ActFrame> frames = previewInBetweens(action, first, second, count, easing, anchors);
        String name = "Insert " + count + (count == 1 ? " in-between" : " in-betweens");
        doc.perform(new InsertFramesEdit(name, model(), action, first + 1, frames));
        List<FrameRef> refs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            refs.add(new FrameRef(action, first + 1 + i));
        }
        return refs;
    }

    /** The action {@link #interpolateLayers} would make (a copy, not in the document). */
    public ActAnimation previewLayerTween(int action, int first, int second, Collection<Integer> layers,
            Easing easing, boolean anchors) {
        return LayerTween.apply(ActRules.action(model().act(), action), first, second, layers, easing, anchors);
    }

    /**
     * Moves the chosen layers (by index in frame {@code first}) of every frame between the two key frames
     * on the way from the first key to the second; see {@link LayerTween}.
     */
    public void interpolateLayers(int action, int first, int second, Collection<Integer> layers, Easing easing,
            boolean anchors) {
        ActAnimation result = previewLayerTween(action, first, second, layers, easing, anchors);
        doc.perform(new ReplaceActionEdit("Interpolate " + (layers.size() == 1 ? "layer" : layers.size() + " layers"),
                model(), action, result));
    }

    /** Reverses the order of the frames of each action. */
    public void reverseActions(Collection<Integer> actions) {
        Selections.requireSome(actions, "action");
        TreeSet<Integer> sorted = new TreeSet<>(actions);
        for (int a : sorted) {
            ActRules.action(model().act(), a);
        }
        String name = sorted.size() == 1 ? "Reverse action " + sorted.first() : "Reverse " + sorted.size()
                + " actions";
        doc.compound(name, () -> {
            for (int a : sorted) {
                int size = model().act().animations().get(a).frames().size();
                if (size > 1) {
                    int[] order = new int[size];
                    for (int i = 0; i < size; i++) {
                        order[i] = size - 1 - i;
                    }
                    doc.perform(new ReorderFramesEdit(name, model(), a, order));
                }
            }
        });
    }

    /** Reverses the order of the chosen frames of one action among their own places. */
    public void reverseFrames(Collection<FrameRef> frames) {
        int action = Selections.singleAction(model().act(), frames);
        TreeSet<Integer> selected = Selections.framesByAction(model().act(), frames).get(action);
        if (selected.size() < 2) {
            reverseActions(List.of(action));
            return;
        }
        int size = model().act().animations().get(action).frames().size();
        int[] order = new int[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        List<Integer> places = new ArrayList<>(selected);
        for (int i = 0; i < places.size(); i++) {
            order[places.get(i)] = places.get(places.size() - 1 - i);
        }
        doc.perform(new ReorderFramesEdit("Reverse " + selected.size() + " frames", model(), action, order));
    }

    /**
     * Copies action {@code source} to each target action: replacing its frames (and interval), or appending
     * the frames after its own. A target facing the opposite direction (d and 8 - d, d in 1-3 or 5-7) gets
     * the mirror image made by the editor's {@link MirrorRule} (official convention; the second and third
     * thirds of head-direction frames swapped in the idle and sit actions of the player layout) when
     * {@code mirrorOpposite} is set. The source itself is skipped. Returns the targets changed.
     */
    public List<Integer> copyAction(int source, Collection<Integer> targets, boolean append, boolean mirrorOpposite) {
        ActAnimation original = ActRules.action(model().act(), source);
        TreeSet<Integer> sorted = new TreeSet<>(targets);
        sorted.remove(source);
        Selections.requireSome(sorted, "target action");
        for (int t : sorted) {
            ActRules.action(model().act(), t);
        }
        String name = (append ? "Append action " : "Copy action ") + source + " to "
                + (sorted.size() == 1 ? "action " + sorted.first() : sorted.size() + " actions");
        List<Integer> changed = new ArrayList<>();
        doc.compound(name, () -> {
            for (int t : sorted) {
                ActAnimation copy = mirrorOpposite && MirrorRule.oppositeAction(source) == t
                        ? mirrored(source, original) : original.copy();
                ActAnimation result;
                if (append) {
                    result = model().act().animations().get(t).copy();
                    result.frames().addAll(copy.frames());
                } else {
                    result = copy;
                }
                doc.perform(new ReplaceActionEdit(name, model(), t, result));
                changed.add(t);
            }
        });
        return changed;
    }

    private ActAnimation mirrored(int source, ActAnimation original) {
        boolean headTurns = PlayerAnimation.actionHasHeadDirections(source)
                && model().act().animations().size() == PlayerAnimation.ACTION_COUNT;
        return MirrorRule.mirror(original, model().sheet(), headTurns, MirrorRule.Convention.OFFICIAL).action();
    }

    /**
     * Adds a layer showing {@code image} to every frame of the actions, at ({@code x}, {@code y}) from the
     * frame origin, or from the frame's first anchor with {@code fromAnchor} (frames without one use the
     * origin). {@code front}: drawn over the frame's layers, else under them. Returns how many layers were
     * added.
     */
    public int addSpriteToFrames(Collection<Integer> actions, ImageRef image, int x, int y, boolean front,
            boolean fromAnchor) {
        Selections.requireSome(actions, "action");
        SheetRules.image(model().sheet(), image);
        TreeSet<Integer> sorted = new TreeSet<>(actions);
        for (int a : sorted) {
            ActRules.action(model().act(), a);
        }
        int[] added = {0};
        doc.compound("Add " + image + " to " + (sorted.size() == 1 ? "action " + sorted.first()
                : sorted.size() + " actions"), () -> {
            for (int a : sorted) {
                ActAnimation result = model().act().animations().get(a).copy();
                for (ActFrame frame : result.frames()) {
                    SpriteLayer layer = new SpriteLayer(x, y, image.index(), image.type());
                    if (fromAnchor && !frame.anchors().isEmpty()) {
                        Anchor anchor = frame.anchors().get(0);
                        layer.setX(ActRules.offset(x, anchor.x()));
                        layer.setY(ActRules.offset(y, anchor.y()));
                    }
                    LayerSizing.fit(model().act().version(), model().sheet(), layer);
                    frame.layers().add(front ? frame.layers().size() : 0, layer);
                    added[0]++;
                }
                if (!result.frames().isEmpty()) {
                    doc.perform(new ReplaceActionEdit("Add sprite", model(), a, result));
                }
            }
        });
        return added[0];
    }

    /**
     * The ACT {@link #setUpFromBody} would make (not in the document).
     *
     * @param body          the body's ACT
     * @param sourceActions the first action of the eight holding the drawn frames (0: the idle actions)
     * @param sourceFrame   the frame of each of those actions holding the drawing
     */
    public ActDocument previewSetUp(ActDocument body, AttachmentSetup.Part part, int sourceActions, int sourceFrame) {
        List<ActFrame> drawn = new ArrayList<>();
        List<ActFrame> drawnOn = new ArrayList<>();
        for (int d = 0; d < 8; d++) {
            int action = sourceActions + d;
            drawn.add(frameOrNull(model().act(), action, sourceFrame));
            drawnOn.add(frameOrNull(body, action, Math.min(sourceFrame, Math.max(0, frames(body, action) - 1))));
        }
        return AttachmentSetup.create(body, drawn, drawnOn, model().sheet(), model().act(), part);
    }

    /**
     * Rebuilds every action from the drawn frames placed on {@code body}'s anchors (see
     * {@link AttachmentSetup}); one undo step.
     */
    public void setUpFromBody(ActDocument body, AttachmentSetup.Part part, int sourceActions, int sourceFrame) {
        ActDocument result = previewSetUp(body, part, sourceActions, sourceFrame);
        doc.perform(new ReplaceActEdit("Set up " + part.noun() + " from body", model(), result));
    }

    private static int frames(ActDocument act, int action) {
        return action < act.animations().size() ? act.animations().get(action).frames().size() : 0;
    }

    private static ActFrame frameOrNull(ActDocument act, int action, int frame) {
        if (action < 0 || action >= act.animations().size()) {
            return null;
        }
        List<ActFrame> frames = act.animations().get(action).frames();
        return frame >= 0 && frame < frames.size() ? frames.get(frame) : null;
    }

    /** What {@link #applyEffect} would make (copies; the document is unchanged). */
    public Effects.Result previewEffect(Map<Integer, ? extends SortedSet<Integer>> frames, Effects.Effect effect,
            Effects.Placement placement, int steps) {
        return Effects.apply(model(), frames, effect, placement, steps);
    }

    /** Applies an effect to the chosen frames of each action, adding the pictures it draws to the sheet. */
    public Effects.Result applyEffect(Map<Integer, ? extends SortedSet<Integer>> frames, Effects.Effect effect,
            Effects.Placement placement, int steps) {
        Effects.Result result = previewEffect(frames, effect, placement, steps);
        String name = effect.title() + (result.actions().size() == 1 ? "" : " (" + result.actions().size()
                + " actions)");
        doc.compound(name, () -> {
            addImages(result.images());
            for (Map.Entry<Integer, ActAnimation> e : result.actions().entrySet()) {
                doc.perform(new ReplaceActionEdit(name, model(), e.getKey(), e.getValue()));
            }
        });
        return result;
    }

    private void addImages(NewImages images) {
        SpriteSheet sheet = model().sheet();
        if (!images.indexed().isEmpty()) {
            doc.perform(new AddImagesEdit("Add images", model(), SpriteLayer.TYPE_INDEXED,
                    sheet.indexedImages().size(), images.indexed()));
        }
        if (!images.rgba().isEmpty()) {
            doc.perform(new AddImagesEdit("Add images", model(), SpriteLayer.TYPE_RGBA, sheet.rgbaImages().size(),
                    images.rgba()));
        }
    }
}
