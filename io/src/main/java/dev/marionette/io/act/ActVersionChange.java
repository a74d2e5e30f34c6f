package dev.marionette.io.act;

import dev.marionette.io.act.VersionEffect.Kind;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Saving an ACT document in a version other than the one it has, as an explicit choice: {@link #effects}
 * says in words what the target version changes, computed from the document's content, and
 * {@link #convert} makes the converted document, equal to what reading the written file back gives.
 *
 * <p>Upgrading a file older than 0x202 creates an interval per action: {@value #ADDED_INTERVAL_TICKS}
 * ticks (150 ms). That is what the most widely used editor (ActEditor, on the GRF library) writes when it
 * re-saves such a file, and the 150 ms the web client (roBrowser) assumes, so the converted file plays as
 * it would after a re-save in that editor. (Two other players assume 4 ticks; they will play it slower.)
 *
 * <p>Upgrading to 0x205 stores a width and height per layer. Given the sprite sheet they are taken from
 * its images, as that editor does; without one they stay as the document holds them (0&times;0 for a file
 * that stored none), and the effects say so.
 */
public final class ActVersionChange {

    /** Interval written for actions of files that had none. */
    public static final float ADDED_INTERVAL_TICKS = ActAnimation.DEFAULT_INTERVAL_TICKS;

    private ActVersionChange() {
    }

    /** The effects of writing {@code document} in {@code target}, without a sprite sheet. */
    public static List<VersionEffect> effects(ActDocument document, int target) {
        return effects(document, target, null);
    }

    /**
     * The effects of writing {@code document} in {@code target}. Writing a document in its own version can
     * have effects too, when it holds values that version cannot store (an edited y scale in a 0x203 file).
     *
     * @param sheet the sprite sheet the document draws from, or null; used for layer sizes
     * @throws IllegalArgumentException when {@code target} is not a supported version
     */
    public static List<VersionEffect> effects(ActDocument document, int target, SpriteSheet sheet) {
        requireKnown(target);
        int source = document.version();
        String to = ActVersion.format(target);
        List<VersionEffect> effects = new ArrayList<>();
        int actions = document.animations().size();
        int nonDefaultIntervals = countActions(document,
                a -> a.interval() != ActAnimation.DEFAULT_INTERVAL_TICKS);

        int created = actions - nonDefaultIntervals;
        if (ActVersion.hasIntervals(target) && !ActVersion.hasIntervals(source) && created > 0) {
            String edited = nonDefaultIntervals == 0 ? ""
                    : "; " + nonDefaultIntervals + " set in this document are written as set";
            effects.add(new VersionEffect(Kind.INTERVALS_ADDED, created, created + " of " + actions
                    + " actions get an interval of 6 ticks (150 ms), because the " + ActVersion.format(source)
                    + " file stores none: it is what ActEditor writes when it re-saves such a file and what"
                    + " roBrowser assumes, so the file plays as it would after an ActEditor re-save" + edited));
        }
        if (!ActVersion.hasIntervals(target) && actions > 0
                && (ActVersion.hasIntervals(source) || nonDefaultIntervals > 0)) {
            String differing = nonDefaultIntervals == 0 ? "all were 6 ticks, the usual default"
                    : nonDefaultIntervals + " of them differ from the usual 6-tick default and will play at another speed";
            effects.add(new VersionEffect(Kind.INTERVALS_DROPPED, actions, "the intervals of " + actions
                    + " actions are dropped (" + to + " has no interval table); " + differing));
        }
        if (!ActVersion.hasAnchors(target)) {
            int frames = countFrames(document, f -> !f.anchors().isEmpty());
            if (frames > 0) {
                effects.add(new VersionEffect(Kind.ANCHORS_DROPPED, frames, frames + " frames lose their anchors ("
                        + document.anchorCount() + " anchors): " + to
                        + " stores none, so heads, headgear and garments can no longer be attached"));
            }
        }
        if (ActVersion.hasLayerAttributes(target) && !ActVersion.hasYScale(target)) {
            int layers = countLayers(document, l -> l.yScaleBits() != l.xScaleBits());
            if (layers > 0) {
                effects.add(new VersionEffect(Kind.Y_SCALE_MERGED, layers, "yScale differs from xScale in " + layers
                        + " layers; " + to + " stores one scale, so those layers get xScale on both axes"));
            }
        }
        addLayerSizeEffects(document, source, target, sheet, effects);
        addEventEffects(document, target, effects);
        if (!ActVersion.hasLayerAttributes(target)) {
            addAttributeEffects(document, to, effects);
        }
        return effects;
    }

    private static void addLayerSizeEffects(ActDocument document, int source, int target, SpriteSheet sheet,
            List<VersionEffect> effects) {
        String to = ActVersion.format(target);
        if (!ActVersion.hasLayerSize(target)) {
            int stored = countLayers(document, l -> l.width() != 0 || l.height() != 0);
            if (stored > 0) {
                String lost = "";
                if (sheet != null) {
                    int mismatched = LayerSizes.countMismatches(document, sheet);
                    lost = mismatched == 0 ? "; all matched their images" : "; " + mismatched
                            + " of them differed from their image and that difference is lost";
                }
                effects.add(new VersionEffect(Kind.LAYER_SIZE_DROPPED, stored, "the width/height of " + stored
                        + " layers is dropped (" + to + " stores none); readers derive it from the SPR images"
                        + lost));
            }
        } else if (!ActVersion.hasLayerSize(source)) {
            int visible = countLayers(document, l -> !l.isEmpty());
            if (visible > 0 && sheet != null) {
                effects.add(new VersionEffect(Kind.LAYER_SIZE_ADDED, visible, "the width/height of " + visible
                        + " layers is derived from the sprite sheet's images (" + to + " stores it per layer)"));
            } else if (visible > 0) {
                int unset = countLayers(document, l -> !l.isEmpty() && l.width() == 0 && l.height() == 0);
                effects.add(new VersionEffect(Kind.LAYER_SIZE_ADDED, visible, "the width/height of " + visible
                        + " layers is written as the document holds it (" + unset + " are 0x0) because no sprite"
                        + " sheet was given to derive it from; renderers that size sprites from these values"
                        + " would draw those layers empty"));
            }
        }
    }

    private static void addEventEffects(ActDocument document, int target, List<VersionEffect> effects) {
        String to = ActVersion.format(target);
        if (!ActVersion.hasEventList(target) && !document.events().isEmpty()) {
            List<String> names = new ArrayList<>();
            for (ActEvent e : document.events()) {
                if (names.size() == 5) {
                    names.add("...");
                    break;
                }
                names.add(e.name());
            }
            String dangling = ActVersion.hasFrameEventId(target)
                    ? "; frames keep their event numbers, which then refer to nothing" : "";
            effects.add(new VersionEffect(Kind.EVENT_LIST_DROPPED, document.events().size(), "the event list ("
                    + document.events().size() + " names: " + String.join(", ", names) + ") is dropped (" + to
                    + " has none), so its sounds and attack signals no longer fire" + dangling));
        }
        if (!ActVersion.hasFrameEventId(target)) {
            int frames = countFrames(document, f -> f.eventId() != ActFrame.NO_EVENT);
            if (frames > 0) {
                effects.add(new VersionEffect(Kind.EVENT_IDS_DROPPED, frames,
                        frames + " frames lose their event (" + to + " stores no event per frame)"));
            }
        }
    }

    private static void addAttributeEffects(ActDocument document, String to, List<VersionEffect> effects) {
        int tinted = countLayers(document, l -> l.tint() != SpriteLayer.DEFAULT_TINT);
        if (tinted > 0) {
            effects.add(new VersionEffect(Kind.TINT_DROPPED, tinted, tinted
                    + " layers lose their tint (colour and transparency; " + to + " draws every layer untinted)"));
        }
        int scaled = countLayers(document,
                l -> l.xScaleBits() != SpriteLayer.ONE_BITS || l.yScaleBits() != SpriteLayer.ONE_BITS);
        if (scaled > 0) {
            effects.add(new VersionEffect(Kind.SCALE_DROPPED, scaled,
                    scaled + " layers lose their scale (" + to + " draws every layer at 1:1)"));
        }
        int rotated = countLayers(document, l -> l.rotation() != 0);
        if (rotated > 0) {
            effects.add(new VersionEffect(Kind.ROTATION_DROPPED, rotated,
                    rotated + " layers lose their rotation (" + to + " stores none)"));
        }
        int rgba = countLayers(document, l -> !l.isEmpty() && l.spriteType() != SpriteLayer.TYPE_INDEXED);
        if (rgba > 0) {
            effects.add(new VersionEffect(Kind.RGBA_LAYERS_BROKEN, rgba, rgba + " layers show RGBA images, which "
                    + to + " cannot refer to: they would show the indexed image with the same number instead"));
        }
    }

    /** {@code document} converted to {@code target}, without a sprite sheet. */
    public static ActDocument convert(ActDocument document, int target) {
        return convert(document, target, null);
    }

    /**
     * A copy of {@code document} in version {@code target}, holding exactly what a file of that version
     * keeps: dropped fields take the values a reader gives them when absent (no anchors, no events,
     * {@value #ADDED_INTERVAL_TICKS}-tick intervals, y scale equal to x scale, width/height 0, default tint,
     * scale and rotation). Reading the written result back gives a document equal to it. The original is
     * not changed.
     *
     * @param sheet when given and the target stores layer sizes the source did not, sizes come from it
     */
    public static ActDocument convert(ActDocument document, int target, SpriteSheet sheet) {
        requireKnown(target);
        int source = document.version();
        ActDocument converted = document.copy();
        converted.setVersion(target);
        if (!ActVersion.hasEventList(target)) {
            converted.events().clear();
        }
        for (ActAnimation animation : converted.animations()) {
            if (!ActVersion.hasIntervals(target)) {
                animation.setInterval(ActAnimation.DEFAULT_INTERVAL_TICKS);
            }
            for (ActFrame frame : animation.frames()) {
                if (!ActVersion.hasFrameEventId(target)) {
                    frame.setEventId(ActFrame.NO_EVENT);
                }
                if (!ActVersion.hasAnchors(target)) {
                    frame.anchors().clear();
                }
                for (SpriteLayer layer : frame.layers()) {
                    convertLayer(layer, target);
                }
            }
        }
        if (sheet != null && ActVersion.hasLayerSize(target) && !ActVersion.hasLayerSize(source)) {
            LayerSizes.syncWithSheet(converted, sheet);
        }
        return converted;
    }

    private static void convertLayer(SpriteLayer layer, int target) {
        if (!ActVersion.hasLayerAttributes(target)) {
            SpriteLayer defaults = new SpriteLayer();
            layer.setTint(defaults.tint());
            layer.setXScaleBits(defaults.xScaleBits());
            layer.setYScaleBits(defaults.yScaleBits());
            layer.setRotation(defaults.rotation());
            layer.setSpriteType(defaults.spriteType());
        } else if (!ActVersion.hasYScale(target)) {
            layer.setYScaleBits(layer.xScaleBits());
        }
        if (!ActVersion.hasLayerSize(target)) {
            layer.setWidth(0);
            layer.setHeight(0);
        }
    }

    private static void requireKnown(int target) {
        if (!ActVersion.isKnown(target)) {
            throw new IllegalArgumentException(String.format(
                    "unsupported ACT version 0x%X (supported: 0x100, 0x101, 0x200..0x205)", target));
        }
    }

    private static int countActions(ActDocument document, Predicate<ActAnimation> test) {
        return (int) document.animations().stream().filter(test).count();
    }

    private static int countFrames(ActDocument document, Predicate<ActFrame> test) {
        return (int) frames(document).filter(test).count();
    }

    private static int countLayers(ActDocument document, Predicate<SpriteLayer> test) {
        return (int) frames(document).flatMap(f -> f.layers().stream()).filter(test).count();
    }

    /** Every frame of every action, in order. */
    private static Stream<ActFrame> frames(ActDocument document) {
        return document.animations().stream().flatMap(a -> a.frames().stream());
    }
}
