package dev.marionette.model.ro;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.List;

/**
 * Mirror-copying an action to its opposite direction so that it draws as the mirror image.
 *
 * <p>Actions are animation &times; 8 + direction; directions 5, 6, 7 are the mirror images of 3, 2, 1
 * ({@link #oppositeAction}). 0 (south) and 4 (north) face the viewer or away and have no opposite.
 *
 * <h2>The layer rule, from the drawing model</h2>
 * A layer at {@code x} with an image {@code w} pixels wide and horizontal scale {@code s} is drawn (spec
 * section 3) by: the mirror flag's UV flip in place, a translation by {@code -ceil(w/2)}, the scale, the
 * rotation about the image's true centre, and a translation by {@code (x, y)}. Before rotating, pixel column
 * {@code u} of the unflipped image lands at {@code X(u) = x + s(u - ceil(w/2))}, and the true centre at
 * {@code x - s(w mod 2)/2}. Mirroring the drawing about the frame's vertical axis maps {@code X} to
 * {@code -X}, turns a clockwise angle {@code r} into {@code -r} and flips the image. The layer with its flag
 * toggled draws column {@code u} at {@code x' + s(w - u - ceil(w/2))}, which equals {@code -X(u)} for every
 * {@code u} exactly when
 *
 * <pre>    x' = -x + s &middot; (w mod 2)</pre>
 *
 * The centre then maps onto the centre, so the rotation stays exact as {@code (360 - r) mod 360}. Everything
 * else (y, scale, tint, sprite, size) is unchanged. Even widths mirror to {@code -x}, odd widths at scale 1 to
 * {@code 1 - x}: the half pixel that {@code ceil} adds for odd widths is what one-pixel mirroring errors
 * forget.
 *
 * <h2>What the official files show, and the two conventions</h2>
 * At scale 1 the official files follow this rule in every layer whose opposite direction is a true mirror
 * (bodies, heads, headgear, garments, weapons; odd and even widths). For scaled odd-width layers, though,
 * they do not scale the half pixel: monster files hold hundreds of such layers at scales from 0.1 to 10, and
 * every one is mirrored to {@code 1 - x}, never {@code s - x}. So the game's own tools treat the odd-width
 * offset as one whole pixel at any scale, unlike the transform order of section 3. Both are offered:
 * <ul>
 * <li>{@link Convention#OFFICIAL} (the default): {@code x' = -x + (w mod 2)} at every scale, matching the
 *     official files and so the client they were made for;</li>
 * <li>{@link Convention#DRAWING_MODEL}: {@code x' = -x + s(w mod 2)}, the exact mirror in a renderer that
 *     draws by section 3 (such as the common editor's preview), rounded to the nearest integer
 *     ({@link Math#round}) when that is not a whole number.</li>
 * </ul>
 * The conventions differ only for odd widths at a scale other than 1. <b>Where no exact integer position
 * exists</b> in the drawing model (an odd width at a scale whose value is not a whole number, e.g. 1.5 gives
 * {@code -x + 1.5}), or where the two conventions disagree, the layer is listed in
 * {@link Result#approximateLayers()}, as it is when its width is unknown (an image missing from the sheet; a
 * 0x205 layer's stored width is used when it has one) or its scale is not finite. Empty layers draw nothing
 * and mirror exactly; their flag is toggled too, as the official files do for the invisible layer that head
 * frames start with.
 *
 * <h2>The anchor rule</h2>
 * Anchors only matter relative to another sprite's anchor (an attached sprite is shifted by
 * {@code bodyAnchor - ownAnchor}), so any rule {@code x' = k - x} mirrors attached sprites exactly, provided
 * every sprite uses the same {@code k}. The official files use {@code k = 1} (in every frame of body, head,
 * headgear, garment and weapon files whose layers are a true mirror), so this rule does too: a sprite
 * mirrored here lines up with official sprites. A plain point mirror ({@code -x}) leaves it one pixel off.
 * {@code y} and the opaque bytes are kept.
 *
 * <h2>Head turns</h2>
 * Head and headgear files hold the head turned straight, to one side and to the other in the thirds of the
 * idle and sit actions; mirroring swaps the two sides, and official files store the second and third thirds
 * swapped. {@code swapHeadTurns} does the same for actions whose frame count is a multiple of 3.
 */
public final class MirrorRule {

    private MirrorRule() {
    }

    /** How the half pixel of odd-width layers is mirrored at scales other than 1 (see the class comment). */
    public enum Convention {
        /** {@code x' = -x + (w mod 2)} at every scale, as the official files do. */
        OFFICIAL,
        /** {@code x' = -x + s(w mod 2)}, rounded: the exact mirror in the section 3 drawing model. */
        DRAWING_MODEL
    }

    /**
     * A mirrored copy of an action and the layers whose position is not the drawing model's exact mirror
     * (see the class comment).
     */
    public record Result(ActAnimation action, List<FrameLayer> approximateLayers) {
        public Result {
            approximateLayers = List.copyOf(approximateLayers);
        }
    }

    /**
     * A layer by frame and layer index within one action.
     *
     * @param frame index of the frame
     * @param layer index of the layer in it
     */
    public record FrameLayer(int frame, int layer) {
    }

    /** The direction (0..7) of an action. */
    public static int direction(int action) {
        return Math.floorMod(action, 8);
    }

    /** The action facing the opposite way (direction d to 8 - d), or -1 for directions 0 and 4. */
    public static int oppositeAction(int action) {
        int d = direction(action);
        return d == 0 || d == 4 ? -1 : action - d + (8 - d);
    }

    /** A mirrored deep copy of {@code source}, whose layers draw from {@code sheet}. */
    public static Result mirror(ActAnimation source, SpriteSheet sheet, boolean swapHeadTurns,
            Convention convention) {
        ActAnimation mirrored = source.copy();
        List<ActFrame> frames = mirrored.frames();
        int third = frames.size() / 3;
        if (swapHeadTurns && third > 0 && frames.size() % 3 == 0) {
            List<ActFrame> reordered = new ArrayList<>(frames.subList(0, third));
            reordered.addAll(frames.subList(2 * third, 3 * third));
            reordered.addAll(frames.subList(third, 2 * third));
            frames.clear();
            frames.addAll(reordered);
        }
        List<FrameLayer> approximate = new ArrayList<>();
        for (int f = 0; f < frames.size(); f++) {
            ActFrame frame = frames.get(f);
            for (int l = 0; l < frame.layers().size(); l++) {
                if (!mirrorLayer(frame.layers().get(l), sheet, convention)) {
                    approximate.add(new FrameLayer(f, l));
                }
            }
            for (Anchor anchor : frame.anchors()) {
                mirrorAnchor(anchor);
            }
        }
        return new Result(mirrored, approximate);
    }

    /**
     * Mirrors {@code layer} in place; false when its position is not the drawing model's exact mirror (see the
     * class comment).
     */
    public static boolean mirrorLayer(SpriteLayer layer, SpriteSheet sheet, Convention convention) {
        int width = 0;
        boolean widthKnown = true;
        if (!layer.isEmpty()) {
            width = sheet.imageWidth(layer.spriteType(), layer.spriteIndex());
            if (width < 0) {
                width = Math.max(layer.width(), 0);
                widthKnown = layer.width() > 0;
            }
        }
        return mirrorLayer(layer, width, convention) && widthKnown;
    }

    /**
     * Mirrors {@code layer}, whose image is {@code width} pixels wide, in place; false when its position is not
     * the drawing model's exact mirror.
     */
    public static boolean mirrorLayer(SpriteLayer layer, int width, Convention convention) {
        int odd = width % 2;
        float scale = layer.xScale();
        // The drawing model's exact mirrored position, when the scale is a number.
        double exactX = -(double) layer.x() + (odd == 0 ? 0 : scale);
        long x = convention == Convention.OFFICIAL || !Float.isFinite(scale) ? -(long) layer.x() + odd
                : Math.round(exactX);
        boolean exact = x == exactX && x >= Integer.MIN_VALUE && x <= Integer.MAX_VALUE;
        layer.setX((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, x)));
        layer.setMirrored(!layer.isMirrored());
        layer.setRotation(Math.floorMod(-layer.rotation(), 360));
        return exact;
    }

    /** Mirrors {@code anchor} in place: {@code x' = 1 - x}. */
    public static void mirrorAnchor(Anchor anchor) {
        long x = 1L - anchor.x();
        anchor.setX((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, x)));
    }
}
