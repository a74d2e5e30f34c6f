package dev.marionette.io.edit;

import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.pixel.PixelTransforms;
import dev.marionette.model.ro.pixel.PixelShapes;
import dev.marionette.model.ro.pixel.PixelBuffer;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.AnchorRef;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.ro.tools.AttachmentSetup;
import dev.marionette.model.ro.tools.Easing;
import dev.marionette.model.ro.tools.Effects;
import dev.marionette.model.spr.Palette;
import java.util.Map;
import java.util.TreeSet;
import dev.marionette.model.ro.SpriteClip;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.doc.SpriteEditor;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import java.util.ArrayList;
import java.util.List;

/**
 * One random step of an editing session: a command with four random numbers that pick its targets in
 * whatever document it meets (modulo what exists), so any sequence can run on any file and shrinks well.
 * Commands may be rejected by the format's rules; that is part of what is tested.
 *
 * @param kind what to do
 * @param a    first choice
 * @param b    second choice
 * @param c    third choice
 * @param d    fourth choice (also a signed amount)
 */
record EditOp(Kind kind, int a, int b, int c, int d) {

    /** The commands, plus the history moves and saves between them. */
    enum Kind {
        MOVE_LAYERS, SCALE_LAYER, ROTATE_LAYER, MIRROR_LAYER, TINT_LAYER, SET_SPRITE, ADD_LAYER, REMOVE_LAYERS,
        DUPLICATE_LAYERS, REORDER_LAYERS, ADD_FRAME, DUPLICATE_FRAMES, REMOVE_FRAMES, MOVE_FRAMES, FRAME_EVENT,
        ADD_ANCHOR, MOVE_ANCHOR, REMOVE_ANCHOR, ADD_ACTION, DUPLICATE_ACTION, REMOVE_ACTION, INTERVAL,
        MIRROR_ACTION, ADD_EVENT, RENAME_EVENT, REMOVE_EVENT, ADD_IMAGE, REMOVE_IMAGE, MOVE_IMAGE, REPLACE_IMAGE,
        CONVERT_IMAGE, PALETTE_COLOR, PASTE_LAYERS, PASTE_FRAMES, PASTE_FROM_OTHER, NUDGE,
        IN_BETWEENS, LAYER_TWEEN, REVERSE_ACTIONS, REVERSE_FRAMES, COPY_ACTION, ADD_SPRITE_TO_ACTIONS, EFFECT,
        ADJUST_COLOURS, IMPORT_PALETTE, REMOVE_UNUSED_COLOURS, TRIM_IMAGES, SET_UP_FROM_BODY,
        SWAP_PALETTE_ENTRIES, MOVE_PALETTE_ENTRIES, PALETTE_GRADIENT, PASTE_PALETTE_ENTRIES, PAINT_PIXELS,
        RESIZE_CANVAS,
        REMOVE_UNUSED_IMAGES, MERGE_LAYERS, MAGNIFY, DEFAULT_ANCHORS, IMPORT_ANCHORS, MIRROR_VERTICALLY,
        PASTE_ACTIONS,
        UNDO, REDO, JUMP, SAVE
    }

    /** True for the steps that move through the history or save rather than edit. */
    boolean isHistoryStep() {
        return kind == Kind.UNDO || kind == Kind.REDO || kind == Kind.JUMP || kind == Kind.SAVE;
    }

    /** Runs an editing command on {@code doc}; {@code donor} is another open document to paste from. */
    void edit(SpriteDocument doc, SpriteDocument donor) {
        SpriteEditor e = doc.editor();
        int signed = d % 21 - 10;
        switch (kind) {
            case MOVE_LAYERS -> e.layers().moveLayers(layers(doc), signed, c % 5 - 2);
            case SCALE_LAYER -> e.layers().scaleLayers(layers(doc), (c % 40 + 1) / 10f,
                    d % 3 == 0 ? (d % 40 + 1) / 10f : (c % 40 + 1) / 10f);
            case ROTATE_LAYER -> e.layers().rotateLayers(layers(doc), d - 5000);
            case MIRROR_LAYER -> e.layers().setLayersMirrored(layers(doc), d % 2 == 0);
            case TINT_LAYER -> e.layers().tintLayers(layers(doc), d * 0x01030507);
            case SET_SPRITE -> e.layers().setLayerSprite(layers(doc), image(doc, c, d, true));
            case ADD_LAYER -> e.layers().addLayer(frame(doc), image(doc, c, d, true));
            case REMOVE_LAYERS -> e.layers().removeLayers(layers(doc));
            case DUPLICATE_LAYERS -> e.layers().duplicateLayers(layers(doc));
            case REORDER_LAYERS -> {
                switch (d % 4) {
                    case 0 -> e.layers().bringForward(layers(doc));
                    case 1 -> e.layers().sendBackward(layers(doc));
                    case 2 -> e.layers().bringToFront(layers(doc));
                    default -> e.layers().moveLayersTo(layers(doc), c % 4);
                }
            }
            case ADD_FRAME -> e.frames().insertFrame(new FrameRef(action(doc), b % (frameCount(doc) + 1)));
            case DUPLICATE_FRAMES -> e.frames().duplicateFrames(frames(doc));
            case REMOVE_FRAMES -> e.frames().removeFrames(frames(doc));
            case MOVE_FRAMES -> {
                if (d % 2 == 0) {
                    e.frames().moveFramesTo(frames(doc), c % 5);
                } else {
                    e.frames().moveFramesEarlier(frames(doc));
                }
            }
            case FRAME_EVENT -> e.frames().setFrameEvent(frame(doc), c % (doc.act().events().size() + 1) - 1);
            case ADD_ANCHOR -> e.frames().addAnchor(frame(doc), signed, -c % 90);
            case MOVE_ANCHOR -> e.frames().moveAnchor(anchor(doc), signed, c % 3 - 1);
            case REMOVE_ANCHOR -> e.frames().removeAnchor(anchor(doc));
            case ADD_ACTION -> e.actions().insertAction(a % (doc.act().animations().size() + 1));
            case DUPLICATE_ACTION -> e.actions().duplicateAction(action(doc));
            case REMOVE_ACTION -> e.actions().removeActions(List.of(action(doc)));
            case INTERVAL -> e.actions().setInterval(action(doc), (c % 100 + 1) / 4f);
            case MIRROR_ACTION -> e.actions().mirrorToOpposite(action(doc), d % 2 == 0,
                    c % 2 == 0 ? MirrorRule.Convention.OFFICIAL : MirrorRule.Convention.DRAWING_MODEL);
            case ADD_EVENT -> e.events().addEvent(c % 3 == 0 ? "atk" : "sound" + (d % 7) + ".wav");
            case RENAME_EVENT -> e.events().renameEvent(a % Math.max(1, doc.act().events().size()), "renamed" + d % 5);
            case REMOVE_EVENT -> e.events().removeEvent(a % Math.max(1, doc.act().events().size()));
            case ADD_IMAGE -> e.sheet().insertImages(c % 2, b % (block(doc, c % 2) + 1), List.of(newImage(c % 2, d)));
            case REMOVE_IMAGE -> e.sheet().removeImages(c % 2, List.of(b % Math.max(1, block(doc, c % 2))));
            case MOVE_IMAGE -> e.sheet().moveImagesTo(c % 2, List.of(b % Math.max(1, block(doc, c % 2))), d % 6);
            case REPLACE_IMAGE -> e.sheet().replaceImage(image(doc, c, b, false), newImage(c % 2, d));
            case PAINT_PIXELS -> {
                // a pencil stroke of the pixel editor: a brush line across the image, one step
                ImageRef ref = image(doc, c, b, false);
                PixelBuffer pixels = PixelBuffer.of(imageAt(doc, ref));
                PixelShapes.stroke(a % pixels.width(), b % pixels.height(), c % pixels.width(), d % pixels.height(),
                        1 + d % 3, PixelShapes.painter(pixels, ref.type() == SpriteLayer.TYPE_INDEXED ? d % 256
                                : 0xFF000000 | d * 0x010203, null));
                e.sheet().editPixels("Pencil", ref, pixels.toImage());
            }
            case RESIZE_CANVAS -> {
                ImageRef ref = image(doc, c, b, false);
                PixelBuffer pixels = PixelBuffer.of(imageAt(doc, ref));
                int width = Math.max(1, pixels.width() + d % 7 - 3);
                int height = Math.max(1, pixels.height() + a % 7 - 3);
                int anchorX = c % 3;
                int anchorY = d % 3;
                e.sheet().resizeCanvas("Resize canvas", ref,
                        PixelTransforms.resizeCanvas(pixels, width, height, anchorX, anchorY).toImage(),
                        -PixelTransforms.anchorOffset(width - pixels.width(), anchorX),
                        -PixelTransforms.anchorOffset(height - pixels.height(), anchorY));
            }
            case CONVERT_IMAGE -> e.sheet().convertImage(image(doc, c, b, false));
            case PALETTE_COLOR -> e.sheet().setPaletteColor(b % 256, d * 0x010305);
            case PASTE_LAYERS -> e.clipboard().pasteLayers(e.clipboard().copyLayers(layers(doc)), frame(doc), 0);
            case PASTE_FRAMES -> e.clipboard().pasteFrames(e.clipboard().copyFrames(frames(doc)), action(doc), 0);
            case NUDGE -> nudge(e);
            case IN_BETWEENS -> {
                int count = Math.max(1, frameCount(doc));
                int first = b % count;
                int second = d % 5 == 0 ? 0 : first + 1;
                e.animation().insertInBetweens(action(doc), d % 5 == 0 ? count - 1 : first, second, 1 + c % 3,
                        Easing.values()[d % Easing.values().length], c % 2 == 0);
            }
            case LAYER_TWEEN -> {
                int first = b % Math.max(1, frameCount(doc));
                e.animation().interpolateLayers(action(doc), first, first + 2 + c % 2, List.of(d % 3),
                        Easing.values()[c % Easing.values().length], d % 2 == 0);
            }
            case REVERSE_ACTIONS -> e.animation().reverseActions(List.of(action(doc),
                    (a + 3) % Math.max(1, doc.act().animations().size())));
            case REVERSE_FRAMES -> e.animation().reverseFrames(frames(doc));
            case COPY_ACTION -> e.animation().copyAction(action(doc), List.of(MirrorRule.oppositeAction(action(doc)) >= 0
                    && c % 2 == 0 ? MirrorRule.oppositeAction(action(doc)) : (a + 1 + d % 9)
                    % Math.max(1, doc.act().animations().size())), d % 3 == 0, c % 4 != 1);
            case ADD_SPRITE_TO_ACTIONS -> e.animation().addSpriteToFrames(List.of(action(doc)), image(doc, c, d, false),
                    signed, -c % 40, d % 2 == 0, c % 3 == 0);
            case EFFECT -> e.animation().applyEffect(Map.of(action(doc), new TreeSet<>(frames(doc).stream()
                    .map(FrameRef::frame).toList())), effect(), c % 3 == 0 ? Effects.Placement.NEW_FRAMES
                    : Effects.Placement.ON_FRAMES, 1 + d % 4);
            case ADJUST_COLOURS -> {
                Palette original = doc.sheet().palette();
                e.palette().adjustColours(original == null ? Palette.fromRgb(new int[256]) : original, b % 256,
                        c % 256, d % 360 - 180, (c % 21 - 10) / 20.0, (d % 21 - 10) / 20.0);
            }
            case IMPORT_PALETTE -> e.palette().importPalette(donor.sheet().palette());
            case REMOVE_UNUSED_COLOURS -> e.palette().removeUnusedColours(d % 2 == 0);
            case TRIM_IMAGES -> e.palette().trimImages(d % 3 == 0 ? List.of() : List.of(image(doc, c, b, false)));
            case SET_UP_FROM_BODY -> e.animation().setUpFromBody(donor.act(), AttachmentSetup.Part.values()[d % 3],
                    0, c % 2);
            // Entry 0 (b % 256 may be 0) and runs passing 255 are refused: part of what is tested.
            case SWAP_PALETTE_ENTRIES -> e.palette().swapEntries(b % 256, c % 256);
            case MOVE_PALETTE_ENTRIES -> e.palette().moveEntries(b % 256, b % 256 + c % 4, d % 256);
            case PALETTE_GRADIENT -> e.palette().gradient(b % 256, c % 256);
            case PASTE_PALETTE_ENTRIES -> e.palette().pasteEntries(b % 256, new int[] {d * 0x010305, c * 0x030201});
            case REMOVE_UNUSED_IMAGES -> e.housekeeping().removeUnusedImages();
            case MERGE_LAYERS -> e.housekeeping().mergeLayers(frame(doc));
            case MAGNIFY -> e.housekeeping().magnify(2 + d % 2);
            case DEFAULT_ANCHORS -> e.housekeeping().defaultAnchors(List.of(action(doc)), d % 2 == 0);
            case IMPORT_ANCHORS -> e.housekeeping().importAnchors(donor.act(), List.of(action(doc),
                    (a + 1) % Math.max(1, doc.act().animations().size())), d % 2 == 0);
            case MIRROR_VERTICALLY -> e.housekeeping().mirrorVertically(frames(doc));
            case PASTE_ACTIONS -> {
                SpriteClip clip = (c % 2 == 0 ? donor : doc).editor().clipboard().copyActions(List.of(
                        a % Math.max(1, (c % 2 == 0 ? donor : doc).act().animations().size())));
                e.clipboard().pasteActions(clip, d % 2 == 0 ? action(doc) : b % (doc.act().animations().size() + 1),
                        d % 2 == 0);
            }
            case PASTE_FROM_OTHER -> {
                if (d % 2 == 0) {
                    SpriteClip clip = donor.editor().clipboard().copyLayers(layers(donor));
                    e.clipboard().pasteLayers(clip, frame(doc), layerCount(doc, frame(doc)));
                } else {
                    SpriteClip clip = donor.editor().clipboard().copyFrames(frames(donor));
                    e.clipboard().pasteFrames(clip, action(doc), frameCount(doc));
                }
            }
            default -> throw new IllegalStateException(kind + " is not an edit");
        }
    }

    /** One of the effects, with settings picked by the choices. */
    private Effects.Effect effect() {
        int colour = d * 0x010305 & 0xFFFFFF;
        return switch (c % 5) {
            case 0 -> new Effects.Fade(d % 2 == 0, colour, (b % 5) / 4.0, b % 256);
            case 1 -> new Effects.Breathing(0.02 + (d % 5) / 50.0, 1 + b % 2, d % 2 == 0, b % 3 != 0);
            case 2 -> new Effects.Outline(colour, 1 + b % 3, d % 2 == 0, 128 + b % 128);
            case 3 -> new Effects.Trail(1 + b % 3, 1 + d % 2, colour << 8 | 0x80);
            default -> new Effects.Shake(d % 11 - 5, b % 2 == 0, true, d % 2 == 0, b % 3 == 0);
        };
    }

    /**
     * A small change of a fixed target (the first layer or anchor, the first action's interval, palette entry 1),
     * so that nudges in a row hit the same object and merge, as arrow keys and spinners do.
     */
    private void nudge(SpriteEditor e) {
        int amount = d % 7 - 3;
        switch (c % 4) {
            case 0 -> e.layers().moveLayers(List.of(new LayerRef(0, 0, 0)), amount, 0);
            case 1 -> e.frames().moveAnchor(new AnchorRef(0, 0, 0), 0, amount);
            case 2 -> e.actions().setInterval(0, 1 + d % 12);
            default -> e.sheet().setPaletteColor(1, d * 0x010101);
        }
    }

    private int action(SpriteDocument doc) {
        return a % Math.max(1, doc.act().animations().size());
    }

    private int frameCount(SpriteDocument doc) {
        List<ActAnimation> actions = doc.act().animations();
        return actions.isEmpty() ? 0 : actions.get(action(doc)).frames().size();
    }

    private FrameRef frame(SpriteDocument doc) {
        return new FrameRef(action(doc), b % Math.max(1, frameCount(doc)));
    }

    private int layerCount(SpriteDocument doc, FrameRef frame) {
        List<ActAnimation> actions = doc.act().animations();
        if (actions.isEmpty() || actions.get(frame.action()).frames().isEmpty()) {
            return 0;
        }
        return actions.get(frame.action()).frames().get(frame.frame()).layers().size();
    }

    /** One or two layers of one frame (an index past the end makes the command reject). */
    private List<LayerRef> layers(SpriteDocument doc) {
        FrameRef frame = frame(doc);
        int count = Math.max(1, layerCount(doc, frame));
        List<LayerRef> refs = new ArrayList<>(List.of(frame.layer(c % count)));
        if (d % 3 == 0 && count > 1) {
            refs.add(frame.layer((c + 1) % count));
        }
        return refs;
    }

    private List<FrameRef> frames(SpriteDocument doc) {
        FrameRef first = frame(doc);
        int count = Math.max(1, frameCount(doc));
        List<FrameRef> refs = new ArrayList<>(List.of(first));
        if (c % 3 == 0 && count > 1) {
            refs.add(new FrameRef(first.action(), (first.frame() + 1) % count));
        }
        return refs;
    }

    private AnchorRef anchor(SpriteDocument doc) {
        FrameRef frame = frame(doc);
        List<ActAnimation> actions = doc.act().animations();
        int count = actions.isEmpty() || actions.get(frame.action()).frames().isEmpty() ? 1
                : Math.max(1, actions.get(frame.action()).frames().get(frame.frame()).anchors().size());
        return frame.anchor(c % count);
    }

    private static int block(SpriteDocument doc, int type) {
        return type == SpriteLayer.TYPE_INDEXED ? doc.sheet().indexedImages().size() : doc.sheet().rgbaImages().size();
    }

    /** The image {@code ref} names (an edit on a block without images is refused before it gets here). */
    private static Object imageAt(SpriteDocument doc, ImageRef ref) {
        List<?> images = ref.type() == SpriteLayer.TYPE_INDEXED ? doc.sheet().indexedImages()
                : doc.sheet().rgbaImages();
        if (ref.index() >= images.size() || PixelBuffer.of(images.get(ref.index())).width() == 0
                || PixelBuffer.of(images.get(ref.index())).height() == 0) {
            throw new EditRejectedException("no pixels to paint in " + ref);
        }
        return images.get(ref.index());
    }

    /** An image of block {@code pick % 2} (or, when allowed, none). */
    private static ImageRef image(SpriteDocument doc, int pick, int index, boolean allowEmpty) {
        int type = pick % 2;
        if (allowEmpty && pick % 7 == 0) {
            return new ImageRef(type, SpriteLayer.EMPTY);
        }
        return new ImageRef(type, index % Math.max(1, block(doc, type)));
    }

    /** A small new image of the block's kind, odd or even in width. */
    private static Object newImage(int type, int seed) {
        int width = 1 + seed % 6;
        int height = 1 + seed % 4;
        if (type == SpriteLayer.TYPE_INDEXED) {
            byte[] pixels = new byte[width * height];
            for (int i = 0; i < pixels.length; i++) {
                pixels[i] = (byte) (i % 3 == 0 ? 0 : seed + i);
            }
            return new IndexedImage(width, height, pixels);
        }
        int[] argb = new int[width * height];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = seed * 0x01020304 + i;
        }
        return new RgbaImage(width, height, argb);
    }

    @Override
    public String toString() {
        return kind + "(" + a + "," + b + "," + c + "," + d + ")";
    }
}
