package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.LayerSizing;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.PlayerAnimation;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds every action of a head, headgear or garment from one drawn frame per direction, placed on a body's
 * anchors, as the common editor's "Setup Headgear/Head/Garment" does.
 *
 * <h2>What is drawn, and where it sits</h2>
 * The artist draws one frame per direction (usually frame 0 of the eight idle actions) while the body is shown
 * attached. A drawn frame sits relative to the body's neck: the client puts a part's first anchor on the body
 * frame's first anchor, so what matters is {@code layer - anchor}, taken against the drawn frame's own first
 * anchor, or, when it has none, the anchor of the body frame it was drawn on. Directions left empty are made
 * from the opposite one with the editor's {@link MirrorRule} (layers and anchor), so drawing south, the three
 * western views and north is enough.
 *
 * <h2>What is made</h2>
 * One action per action of the body, with the body's frame count and interval. Frame {@code f} of action
 * {@code a} shows the drawing of its direction moved onto the body's anchor {@code B} of that frame: layers at
 * {@code B + (layer - drawnAnchor)}, and one anchor at {@code B}. So the part sits where it was drawn in every
 * frame of the body, and, since anchors are what the client attaches by, on any other body too. In the idle
 * and sit actions of the player layout, whose {@code 3N} frames are three head directions, a head or headgear
 * turns with the head: the second group shows the drawing of the next direction clockwise ({@code d + 1}),
 * the third the one before ({@code d - 1}), as official heads do; a garment stays with the body. Frames fire
 * no event; the document keeps its version and event list.
 */
public final class AttachmentSetup {

    /** What is being set up. */
    public enum Part {
        HEAD("head"), HEADGEAR("headgear"), GARMENT("garment");

        private final String noun;

        Part(String noun) {
            this.noun = noun;
        }

        /** "headgear". */
        public String noun() {
            return noun;
        }

        /** True when the part turns with the head in the idle and sit actions. */
        public boolean turnsWithHead() {
            return this != GARMENT;
        }
    }

    /**
     * One drawing to place: its layers relative to the anchor it was drawn against.
     *
     * @param layers the drawn layers (copied when used)
     * @param anchor the anchor they are relative to
     */
    record Drawing(List<SpriteLayer> layers, Anchor anchor) {
    }

    private AttachmentSetup() {
    }

    /**
     * The new ACT content.
     *
     * @param body         the body to fit (its anchors, frame counts and intervals are used)
     * @param drawn        for each of the 8 directions, the drawn frame, or null where nothing is drawn
     * @param drawnOn      for each direction, the body frame the drawing was made on (whose anchor counts when
     *                     the drawn frame has none); null entries fall back to frame 0 of that direction's
     *                     first action
     * @param sheet        the sheet the drawn layers show (image widths for mirroring)
     * @param current      the document being set up: its version and event list are kept
     * @throws EditRejectedException when the version stores no anchors, the body has no anchors, or a
     *                               direction has no drawing and no opposite to mirror
     */
    public static ActDocument create(ActDocument body, List<ActFrame> drawn, List<ActFrame> drawnOn,
            SpriteSheet sheet, ActDocument current, Part part) {
        int version = current.version();
        if (!ActVersion.hasAnchors(version)) {
            throw new EditRejectedException("This ACT is version " + ActVersion.format(version)
                    + ", which stores no anchors; a " + part.noun() + " needs them (0x203 or later). Save it as"
                    + " a newer version first.");
        }
        if (body.anchorCount() == 0) {
            throw new EditRejectedException("The body has no anchors to attach a " + part.noun() + " to.");
        }
        if (drawn.size() != Direction.COUNT) {
            throw new IllegalArgumentException("one drawn frame per direction: 8, got " + drawn.size());
        }
        Drawing[] drawings = drawings(body, drawn, drawnOn, sheet, part);
        ActDocument result = current.copy();
        result.animations().clear();
        for (int a = 0; a < body.animations().size(); a++) {
            ActAnimation source = body.animations().get(a);
            ActAnimation action = new ActAnimation();
            action.setIntervalBits(ActVersion.hasIntervals(version) ? source.intervalBits()
                    : Float.floatToRawIntBits(ActAnimation.DEFAULT_INTERVAL_TICKS));
            int frames = source.frames().size();
            Anchor last = null;
            for (int f = 0; f < frames; f++) {
                ActFrame bodyFrame = source.frames().get(f);
                Anchor neck = bodyFrame.anchors().isEmpty() ? last : bodyFrame.anchors().get(0);
                last = neck;
                Drawing drawing = drawings[viewDirection(a, f, frames, part)];
                action.frames().add(place(drawing, neck, version, sheet));
            }
            result.animations().add(action);
        }
        return result;
    }

    /** The direction whose drawing frame {@code f} of action {@code a} (of {@code frames} frames) shows. */
    public static int viewDirection(int action, int frame, int frames, Part part) {
        int direction = Direction.ofAction(action).index();
        int groups = PlayerAnimation.HEAD_DIRECTIONS;
        if (!part.turnsWithHead() || !PlayerAnimation.actionHasHeadDirections(action) || frames < groups
                || frames % groups != 0) {
            return direction;
        }
        return switch (frame / (frames / groups)) {
            case 1 -> Math.floorMod(direction + 1, Direction.COUNT);
            case 2 -> Math.floorMod(direction - 1, Direction.COUNT);
            default -> direction;
        };
    }

    private static ActFrame place(Drawing drawing, Anchor neck, int version, SpriteSheet sheet) {
        ActFrame frame = new ActFrame();
        int dx = neck == null ? 0 : neck.x() - drawing.anchor().x();
        int dy = neck == null ? 0 : neck.y() - drawing.anchor().y();
        for (SpriteLayer layer : drawing.layers()) {
            SpriteLayer copy = layer.copy();
            copy.setX(copy.x() + dx);
            copy.setY(copy.y() + dy);
            LayerSizing.fit(version, sheet, copy);
            frame.layers().add(copy);
        }
        Anchor anchor = neck == null ? drawing.anchor() : neck;
        frame.anchors().add(new Anchor(anchor.x(), anchor.y()));
        return frame;
    }

    private static Drawing[] drawings(ActDocument body, List<ActFrame> drawn, List<ActFrame> drawnOn,
            SpriteSheet sheet, Part part) {
        Drawing[] own = new Drawing[Direction.COUNT];
        for (int d = 0; d < Direction.COUNT; d++) {
            ActFrame frame = drawn.get(d);
            if (frame != null && !frame.layers().isEmpty()) {
                Anchor reference = !frame.anchors().isEmpty() ? frame.anchors().get(0)
                        : bodyAnchor(body, drawnOn == null ? null : drawnOn.get(d), d);
                if (reference == null) {
                    throw new EditRejectedException("The drawing for " + Direction.of(d).displayName()
                            + " has no anchor, and neither has the body frame it was drawn on.");
                }
                own[d] = new Drawing(copies(frame.layers()), reference.copy());
            }
        }
        Drawing[] all = own.clone();
        for (int d = 0; d < Direction.COUNT; d++) {
            if (all[d] != null) {
                continue;
            }
            int opposite = Direction.of(d).mirrored().index();
            if (opposite == d || own[opposite] == null) {
                throw new EditRejectedException("Nothing is drawn for " + Direction.of(d).displayName()
                        + (opposite == d ? "" : " or " + Direction.of(opposite).displayName()) + "; draw one frame"
                        + " per direction (east-facing ones may be left empty: they are mirrored) before setting up the "
                        + part.noun() + ".");
            }
            all[d] = mirrored(own[opposite], sheet);
        }
        return all;
    }

    private static Anchor bodyAnchor(ActDocument body, ActFrame drawnOn, int direction) {
        if (drawnOn != null) {
            return drawnOn.anchors().isEmpty() ? null : drawnOn.anchors().get(0);
        }
        if (direction < body.animations().size()) {
            List<ActFrame> frames = body.animations().get(direction).frames();
            if (!frames.isEmpty() && !frames.get(0).anchors().isEmpty()) {
                return frames.get(0).anchors().get(0);
            }
        }
        return null;
    }

    private static Drawing mirrored(Drawing drawing, SpriteSheet sheet) {
        List<SpriteLayer> layers = copies(drawing.layers());
        for (SpriteLayer layer : layers) {
            MirrorRule.mirrorLayer(layer, sheet, MirrorRule.Convention.OFFICIAL);
        }
        Anchor anchor = drawing.anchor().copy();
        MirrorRule.mirrorAnchor(anchor);
        return new Drawing(layers, anchor);
    }

    private static List<SpriteLayer> copies(List<SpriteLayer> layers) {
        List<SpriteLayer> copies = new ArrayList<>(layers.size());
        for (SpriteLayer layer : layers) {
            copies.add(layer.copy());
        }
        return copies;
    }
}
