package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;

/**
 * Effects applied to chosen frames of one or more actions, computed on copies: the actions as they become,
 * and the pictures the effect draws ({@link NewImages}: indexed when the palette can hold them, else RGBA,
 * never added twice).
 *
 * <h2>Where an effect goes ({@link Placement})</h2>
 * <ul>
 * <li>{@link Placement#ON_FRAMES}: the chosen frames themselves change (layer values, or new layers in them).
 *     The k-th of n chosen frames is at progress {@code k / (n - 1)} (0 for the first, 1 for the last; 1 when
 *     only one is chosen); cyclic effects (breathing, shake) use {@code k / n}, so the action loops
 *     smoothly.</li>
 * <li>{@link Placement#NEW_FRAMES}: {@code steps} copies of the last chosen frame (of the first, for a fade
 *     in, which goes before it) are inserted after it, the i-th at progress {@code i / steps} (a fade in
 *     counts down to the chosen frame; shake and recoil start at full strength: {@code (i - 1) / steps}).
 *     The new frames fire no event.</li>
 * </ul>
 *
 * <h2>The effects</h2>
 * <ul>
 * <li>{@link Fade}: at amount {@code u} (progress for a fade out, {@code 1 - progress} for a fade in) every
 *     drawn layer gets a silhouette of itself in the colour on top of it, at alpha {@code u·strength}, and
 *     the layer and its silhouette are multiplied by the opacity {@code 1 + u·(end/255 - 1)}. Strength 0
 *     fades without drawing anything.</li>
 * <li>{@link Breathing}: every layer's scale and its position (about the frame origin, the feet) are
 *     multiplied by {@code 1 + amplitude·sin(2π·cycles·p)}, vertically only or both ways; anchors move
 *     with the body when asked.</li>
 * <li>{@link Outline}: each drawn layer gets an outline picture ({@link Pictures#outline}) under it, or a
 *     silhouette over it, placed so its pixels line up with the layer's ({@link LayerPlacement}).</li>
 * <li>{@link Trail}: copies of the layers of the frames {@code delay, 2·delay, ...} before each chosen frame
 *     in its action go under its layers, tinted by the colour at falling alpha (the nearest at the given
 *     alpha, the farthest at {@code alpha / copies}). Frames before the start of the action have none.</li>
 * <li>{@link Shake}: every layer (and, when asked, the anchors) moves by an offset that dies down: a shake
 *     alternates its sign from frame to frame at {@code amplitude·(1 - p)}; a recoil kicks once and
 *     settles, {@code amplitude·(1 - p)²}.</li>
 * </ul>
 */
public final class Effects {

    /** Where the effect goes. */
    public enum Placement {
        /** The chosen frames change. */
        ON_FRAMES,
        /** New frames after (a fade in: before) the chosen ones. */
        NEW_FRAMES
    }

    /** The effect and its settings. */
    public sealed interface Effect permits Fade, Breathing, Outline, Trail, Shake {
        /** "Fade out", for undo step names. */
        String title();

        /** Whether the effect can make new frames (trails and outlines only change frames). */
        default boolean makesFrames() {
            return true;
        }
    }

    /**
     * Fading to or from a colour.
     *
     * @param out      fade out (else in)
     * @param rgb      the colour {@code 0xRRGGBB}
     * @param strength how much the colour covers the sprite at full amount, 0..1
     * @param endAlpha the sprite's opacity at full amount, 0..255 (255: it stays opaque)
     */
    public record Fade(boolean out, int rgb, double strength, int endAlpha) implements Effect {
        @Override
        public String title() {
            return out ? "Fade out" : "Fade in";
        }
    }

    /**
     * A scale pulse about the frame origin.
     *
     * @param amplitude    the largest change, e.g. 0.04 for 4%
     * @param cycles       how many pulses over the frames
     * @param verticalOnly scale only vertically (else both ways)
     * @param anchors      move the anchors with the body
     */
    public record Breathing(double amplitude, double cycles, boolean verticalOnly, boolean anchors)
            implements Effect {
        @Override
        public String title() {
            return "Breathing";
        }
    }

    /**
     * An outline stroke under each layer, or a silhouette over it.
     *
     * @param rgb        the colour
     * @param thickness  the stroke's width in pixels (1..8)
     * @param silhouette fill the shape instead (on top of the layer)
     * @param alpha      the new layers' opacity, 0..255
     */
    public record Outline(int rgb, int thickness, boolean silhouette, int alpha) implements Effect {
        @Override
        public String title() {
            return silhouette ? "Silhouette" : "Outline";
        }

        @Override
        public boolean makesFrames() {
            return false;
        }
    }

    /**
     * Delayed copies of earlier frames (a shadow or a motion trail).
     *
     * @param copies how many copies (1..8)
     * @param delay  frames between copies (1 or more)
     * @param rgba   the tint of the nearest copy, {@code 0xRRGGBBAA}
     */
    public record Trail(int copies, int delay, int rgba) implements Effect {
        @Override
        public String title() {
            return "Trail";
        }

        @Override
        public boolean makesFrames() {
            return false;
        }
    }

    /**
     * A shake or a recoil.
     *
     * @param amplitude  pixels (negative: to the left or up first)
     * @param recoil     one kick that settles (else alternating)
     * @param horizontal move along x
     * @param vertical   move along y
     * @param anchors    move the anchors too (attached sprites shake with it)
     */
    public record Shake(int amplitude, boolean recoil, boolean horizontal, boolean vertical, boolean anchors)
            implements Effect {
        @Override
        public String title() {
            return recoil ? "Recoil" : "Shake";
        }
    }

    /**
     * What the effect makes.
     *
     * @param actions the changed actions by index (new objects)
     * @param images  the pictures to add to the sheet
     */
    public record Result(Map<Integer, ActAnimation> actions, NewImages images) {
    }

    private Effects() {
    }

    /**
     * Applies {@code effect} to the chosen frames of each action.
     *
     * @throws EditRejectedException when a frame does not exist, the version cannot store what the effect
     *                               needs, or the effect cannot go where asked
     */
    public static Result apply(ActSprPair model, Map<Integer, ? extends SortedSet<Integer>> chosen, Effect effect,
            Placement placement, int steps) {
        int version = model.act().version();
        ActRules.requireLayerAttributes(version, "tint, scale or rotation, which effects use,");
        if (chosen.isEmpty()) {
            throw new EditRejectedException("No frame is chosen.");
        }
        if (placement == Placement.NEW_FRAMES && !effect.makesFrames()) {
            throw new EditRejectedException(effect.title() + " changes the chosen frames; it makes no new ones.");
        }
        if (placement == Placement.NEW_FRAMES && (steps < 1 || steps > 100)) {
            throw new EditRejectedException("Make 1 to 100 new frames, not " + steps + ".");
        }
        NewImages images = new NewImages(model.sheet(), version);
        Map<Integer, ActAnimation> actions = new LinkedHashMap<>();
        for (Map.Entry<Integer, ? extends SortedSet<Integer>> e : chosen.entrySet()) {
            ActAnimation source = ActRules.action(model.act(), e.getKey());
            if (e.getValue().isEmpty()) {
                continue;
            }
            for (int f : e.getValue()) {
                ActRules.frame(model.act(), new dev.marionette.model.ro.FrameRef(e.getKey(), f));
            }
            ActAnimation result = source.copy();
            Worker worker = new Worker(model.sheet(), version, images, effect);
            if (placement == Placement.NEW_FRAMES) {
                worker.newFrames(result, e.getValue(), steps);
            } else {
                worker.onFrames(source, result, e.getValue());
            }
            for (ActFrame frame : result.frames()) {
                ActRules.requireStorable(version, frame);
            }
            actions.put(e.getKey(), result);
        }
        return new Result(actions, images);
    }

    /** Applies one effect to the frames of one action. */
    private static final class Worker {
        private final SpriteSheet sheet;
        private final int version;
        private final NewImages images;
        private final Effect effect;

        Worker(SpriteSheet sheet, int version, NewImages images, Effect effect) {
            this.sheet = sheet;
            this.version = version;
            this.images = images;
            this.effect = effect;
        }

        void newFrames(ActAnimation action, SortedSet<Integer> chosen, int steps) {
            boolean before = effect instanceof Fade fade && !fade.out();
            int baseIndex = before ? chosen.first() : chosen.last();
            ActFrame base = action.frames().get(baseIndex);
            List<ActFrame> made = new ArrayList<>();
            for (int i = 1; i <= steps; i++) {
                ActFrame frame = base.copy();
                frame.setPrefix(new byte[ActFrame.PREFIX_SIZE]);
                frame.setEventId(ActFrame.NO_EVENT);
                double p;
                if (before) {
                    p = (i - 1) / (double) steps;
                } else if (effect instanceof Shake) {
                    p = (i - 1) / (double) steps;
                } else {
                    p = i / (double) steps;
                }
                change(frame, p, i - 1, null, -1);
                made.add(frame);
            }
            action.frames().addAll(before ? baseIndex : baseIndex + 1, made);
        }

        void onFrames(ActAnimation original, ActAnimation action, SortedSet<Integer> chosen) {
            int n = chosen.size();
            boolean cyclic = effect instanceof Breathing || effect instanceof Shake && !((Shake) effect).recoil();
            int k = 0;
            for (int f : chosen) {
                double p = cyclic ? k / (double) n : n == 1 ? 1 : k / (double) (n - 1);
                change(action.frames().get(f), p, k, original, f);
                k++;
            }
        }

        /** Changes one frame at progress p; {@code index} counts the frames of the sequence. */
        private void change(ActFrame frame, double p, int index, ActAnimation original, int at) {
            if (effect instanceof Fade fade) {
                fade(frame, fade, fade.out() ? p : 1 - p);
            } else if (effect instanceof Breathing breathing) {
                breathe(frame, breathing, p);
            } else if (effect instanceof Outline outline) {
                outline(frame, outline);
            } else if (effect instanceof Trail trail) {
                trail(frame, trail, original, at);
            } else if (effect instanceof Shake shake) {
                shake(frame, shake, p, index);
            }
        }

        private void fade(ActFrame frame, Fade fade, double u) {
            if (u <= 0) {
                return;
            }
            double opacity = 1 + u * (fade.endAlpha() / 255.0 - 1);
            double cover = u * Math.max(0, Math.min(1, fade.strength()));
            List<SpriteLayer> layers = new ArrayList<>();
            for (SpriteLayer layer : frame.layers()) {
                SpriteLayer own = layer.copy();
                int alpha = layer.tintAlpha();
                own.setTint(layer.tintRed(), layer.tintGreen(), layer.tintBlue(), (int) Math.round(alpha * opacity));
                layers.add(own);
                Pictures picture = layer.isEmpty() ? null : Pictures.of(sheet, layer.spriteType(), layer.spriteIndex());
                int overlayAlpha = (int) Math.round(255 * cover * opacity * alpha / 255.0);
                if (picture != null && !picture.isBlank() && overlayAlpha > 0) {
                    Pictures shape = picture.silhouette(fade.rgb());
                    SpriteLayer overlay = layered(layer, images.add(shape.width(), shape.height(), shape.argb()));
                    overlay.setTint(255, 255, 255, overlayAlpha);
                    layers.add(overlay);
                }
            }
            frame.layers().clear();
            frame.layers().addAll(layers);
        }

        private void breathe(ActFrame frame, Breathing breathing, double p) {
            double k = 1 + breathing.amplitude() * Math.sin(2 * Math.PI * breathing.cycles() * p);
            boolean uniform = !breathing.verticalOnly() || !ActVersion.hasYScale(version);
            double kx = uniform ? k : 1;
            for (SpriteLayer layer : frame.layers()) {
                layer.setX((int) Math.round(layer.x() * kx));
                layer.setY((int) Math.round(layer.y() * k));
                if (kx != 1) {
                    layer.setXScale((float) (layer.xScale() * kx));
                }
                layer.setYScale((float) (layer.yScale() * k));
                if (!ActVersion.hasYScale(version)) {
                    layer.setYScaleBits(layer.xScaleBits());
                }
            }
            if (breathing.anchors()) {
                for (Anchor anchor : frame.anchors()) {
                    anchor.setX((int) Math.round(anchor.x() * kx));
                    anchor.setY((int) Math.round(anchor.y() * k));
                }
            }
        }

        private void outline(ActFrame frame, Outline outline) {
            int thickness = Math.max(1, Math.min(8, outline.thickness()));
            List<SpriteLayer> layers = new ArrayList<>();
            for (SpriteLayer layer : frame.layers()) {
                Pictures picture = layer.isEmpty() ? null : Pictures.of(sheet, layer.spriteType(), layer.spriteIndex());
                if (picture == null || picture.isBlank()) {
                    layers.add(layer);
                    continue;
                }
                Pictures drawn = outline.silhouette() ? picture.silhouette(outline.rgb())
                        : picture.outline(outline.rgb(), thickness);
                SpriteLayer added = layered(layer, images.add(drawn.width(), drawn.height(), drawn.argb()));
                if (!outline.silhouette()) {
                    LayerPlacement.Result at = LayerPlacement.moved(layer, picture.width(), picture.height(),
                            drawn.width(), drawn.height(), -thickness, -thickness);
                    added.setX(at.x());
                    added.setY(at.y());
                }
                added.setTint(255, 255, 255, (int) Math.round(outline.alpha() * layer.tintAlpha() / 255.0));
                if (outline.silhouette()) {
                    layers.add(layer);
                    layers.add(added);
                } else {
                    layers.add(added);
                    layers.add(layer);
                }
            }
            frame.layers().clear();
            frame.layers().addAll(layers);
        }

        private void trail(ActFrame frame, Trail trail, ActAnimation original, int at) {
            int copies = Math.max(1, Math.min(8, trail.copies()));
            int delay = Math.max(1, trail.delay());
            List<SpriteLayer> ghosts = new ArrayList<>();
            for (int j = copies; j >= 1; j--) {
                int from = at - j * delay;
                if (original == null || from < 0) {
                    continue;
                }
                int alpha = (int) Math.round((trail.rgba() & 0xFF) * (copies - j + 1) / (double) copies);
                for (SpriteLayer layer : original.frames().get(from).layers()) {
                    if (layer.isEmpty()) {
                        continue;
                    }
                    SpriteLayer ghost = layer.copy();
                    ghost.setTint(multiply(layer.tint(), trail.rgba() & 0xFFFF_FF00 | alpha));
                    ghosts.add(ghost);
                }
            }
            frame.layers().addAll(0, ghosts);
        }

        private void shake(ActFrame frame, Shake shake, double p, int index) {
            double strength = shake.recoil() ? (1 - p) * (1 - p) : 1 - p;
            int amount = (int) Math.round(shake.amplitude() * strength);
            int sign = shake.recoil() || index % 2 == 0 ? 1 : -1;
            int dx = shake.horizontal() ? sign * amount : 0;
            int dy = shake.vertical() ? sign * amount : 0;
            for (SpriteLayer layer : frame.layers()) {
                layer.setX(ActRules.offset(layer.x(), dx));
                layer.setY(ActRules.offset(layer.y(), dy));
            }
            if (shake.anchors()) {
                for (Anchor anchor : frame.anchors()) {
                    anchor.setX(ActRules.offset(anchor.x(), dx));
                    anchor.setY(ActRules.offset(anchor.y(), dy));
                }
            }
        }

        /** A copy of {@code layer} showing {@code image}, sized for it. */
        private SpriteLayer layered(SpriteLayer layer, ImageRef image) {
            SpriteLayer copy = layer.copy();
            copy.setSpriteType(image.type());
            copy.setSpriteIndex(image.index());
            if (ActVersion.hasLayerSize(version)) {
                copy.setWidth(images.width(image));
                copy.setHeight(images.height(image));
            } else {
                copy.setWidth(0);
                copy.setHeight(0);
            }
            return copy;
        }
    }

    /** Two {@code 0xRRGGBBAA} tints multiplied channel by channel. */
    static int multiply(int a, int b) {
        int result = 0;
        for (int shift = 24; shift >= 0; shift -= 8) {
            int ca = (a >>> shift) & 0xFF;
            int cb = (b >>> shift) & 0xFF;
            result |= (int) Math.round(ca * cb / 255.0) << shift;
        }
        return result;
    }
}
