package dev.marionette.model.ro;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.Palette;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Copied layers or frames, self-contained so they can be pasted into this document or any other open one:
 * deep copies of the layers or frames, the images their layers show (keyed by where they were in the source
 * sheet), the source palette those indexed images use, and, for frames, the events they fire (keyed by their
 * source event id). Pasting adds the images and events the target lacks and renumbers the copies to match.
 *
 * <p>Immutable: the copies are made when the clip is made and every accessor returns fresh copies, so one clip
 * can be pasted any number of times. Images are immutable values and are shared.
 */
public final class SpriteClip {

    /** What the clip holds. */
    public enum Kind {
        LAYERS, FRAMES,
        /** Whole actions: their frames and intervals. */
        ACTIONS
    }

    private final Kind kind;
    private final List<SpriteLayer> layers;
    private final List<ActFrame> frames;
    private final List<ActAnimation> actions;
    private final Map<ImageRef, Object> images;
    private final Palette palette;
    private final Map<Integer, ActEvent> events;

    private SpriteClip(Kind kind, List<SpriteLayer> layers, List<ActFrame> frames, ActSprPair source) {
        this(kind, layers, frames, List.of(), source);
    }

    private SpriteClip(Kind kind, List<SpriteLayer> layers, List<ActFrame> frames, List<ActAnimation> actions,
            ActSprPair source) {
        this.kind = kind;
        this.layers = layers;
        this.frames = frames;
        this.actions = actions;
        this.palette = source.sheet().palette();
        Map<ImageRef, Object> shown = new LinkedHashMap<>();
        Map<Integer, ActEvent> fired = new LinkedHashMap<>();
        for (SpriteLayer layer : allLayers()) {
            if (!layer.isEmpty() && (layer.spriteType() == SpriteLayer.TYPE_INDEXED
                    || layer.spriteType() == SpriteLayer.TYPE_RGBA)) {
                ImageRef ref = ImageRef.of(layer);
                List<?> block = SheetRules.block(source.sheet(), ref.type());
                if (ref.index() < block.size()) {
                    shown.put(ref, block.get(ref.index()));
                }
            }
        }
        for (ActFrame frame : frames) {
            int id = frame.eventId();
            if (id >= 0 && id < source.act().events().size()) {
                fired.put(id, source.act().events().get(id));
            }
        }
        this.images = Collections.unmodifiableMap(shown);
        this.events = Collections.unmodifiableMap(fired);
    }

    /** A clip of the layers at {@code refs}, in that order (they may come from several frames). */
    public static SpriteClip ofLayers(ActSprPair source, Collection<LayerRef> refs) {
        List<SpriteLayer> copies = new ArrayList<>();
        for (LayerRef ref : new LinkedHashSet<>(refs)) {
            copies.add(ActRules.layer(source.act(), ref).copy());
        }
        return new SpriteClip(Kind.LAYERS, copies, List.of(), source);
    }

    /** A clip of the frames at {@code refs}, in that order (they may come from several actions). */
    public static SpriteClip ofFrames(ActSprPair source, Collection<FrameRef> refs) {
        List<ActFrame> copies = new ArrayList<>();
        for (FrameRef ref : new LinkedHashSet<>(refs)) {
            copies.add(ActRules.frame(source.act(), ref).copy());
        }
        return new SpriteClip(Kind.FRAMES, List.of(), copies, source);
    }

    /** A clip of whole actions (frames and interval) at {@code indexes}, in that order. */
    public static SpriteClip ofActions(ActSprPair source, Collection<Integer> indexes) {
        List<ActAnimation> copies = new ArrayList<>();
        List<ActFrame> all = new ArrayList<>();
        for (int index : new LinkedHashSet<>(indexes)) {
            ActAnimation copy = ActRules.action(source.act(), index).copy();
            copies.add(copy);
            all.addAll(copy.frames());
        }
        return new SpriteClip(Kind.ACTIONS, List.of(), all, copies, source);
    }

    public Kind kind() {
        return kind;
    }

    /** How many layers or frames the clip holds. */
    public int size() {
        return switch (kind) {
            case LAYERS -> layers.size();
            case FRAMES -> frames.size();
            case ACTIONS -> actions.size();
        };
    }

    /** Fresh copies of the copied actions (empty unless the clip holds actions). */
    public List<ActAnimation> actions() {
        return actions.stream().map(ActAnimation::copy).toList();
    }

    /** Fresh copies of the copied layers (empty for a clip of frames). */
    public List<SpriteLayer> layers() {
        return layers.stream().map(SpriteLayer::copy).toList();
    }

    /** Fresh copies of the copied frames (empty for a clip of layers; every frame of a clip of actions). */
    public List<ActFrame> frames() {
        return frames.stream().map(ActFrame::copy).toList();
    }

    /**
     * The images the copied layers show, by their place in the source sheet. Layers whose image the source
     * sheet did not have are not in it; they paste as empty layers.
     */
    public Map<ImageRef, Object> images() {
        return images;
    }

    /** The source sheet's palette, which the indexed images use (null when it had none). */
    public Palette palette() {
        return palette;
    }

    /** The events the copied frames fire, by their source event id. */
    public Map<Integer, ActEvent> events() {
        return events;
    }

    private List<SpriteLayer> allLayers() {
        List<SpriteLayer> all = new ArrayList<>(layers);
        for (ActFrame frame : frames) {
            all.addAll(frame.layers());
        }
        return all;
    }

    /** Pixel bytes the clip keeps alive. */
    public long pixelBytes() {
        long sum = 0;
        for (Object image : images.values()) {
            sum += SheetRules.pixelBytes(image);
        }
        return sum;
    }

    @Override
    public String toString() {
        return "SpriteClip[" + size() + " " + kind.name().toLowerCase(Locale.ROOT) + ", " + images.size()
                + " images]";
    }
}
