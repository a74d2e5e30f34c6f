package dev.marionette.model.testing;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import java.util.List;

/**
 * ACT documents built in code for tests: for each version, a document that uses every field the version
 * stores, with the awkward cases real files have (empty layers, frames with 2 anchors, opaque bytes that
 * are not zero, event names with bytes after the NUL, unusual float bits, an action with no frames).
 */
public final class ActFixtures {

    private ActFixtures() {
    }

    /** One rich fixture per supported version. */
    public static List<ActDocument> allVersions() {
        return ActVersion.KNOWN.stream().map(ActFixtures::rich).toList();
    }

    /** A document in {@code version} holding only fields that version stores (others at reader defaults). */
    public static ActDocument rich(int version) {
        ActDocument doc = new ActDocument();
        doc.setVersion(version);
        doc.setReserved(new byte[] {(byte) 0xCC, (byte) 0xCC, 0x46, 0, 4, 0, 0, 0, 0, 1});

        ActAnimation walk = new ActAnimation();
        walk.frames().add(frame(version, 0, 2));
        walk.frames().add(frame(version, 1, 1));
        walk.frames().add(frame(version, 2, 0));
        ActAnimation empty = new ActAnimation();
        ActAnimation single = new ActAnimation();
        single.frames().add(frame(version, 3, 3));
        doc.animations().addAll(List.of(walk, empty, single));

        if (ActVersion.hasIntervals(version)) {
            walk.setInterval(4.0f);
            empty.setInterval(9.5f);
            // A NaN with a payload: must survive as raw bits.
            single.setIntervalBits(0x7FC0_1234);
        }
        if (ActVersion.hasEventList(version)) {
            doc.events().add(ActEvent.of("atk"));
            doc.events().add(ActEvent.of("poring_move.wav"));
            byte[] raw = new byte[ActEvent.SIZE];
            raw[0] = 'x';
            raw[5] = 0x7F; // a byte after the terminating NUL
            doc.events().add(ActEvent.fromRaw(raw));
            doc.events().add(ActEvent.of("\uD55C\uAE00.wav")); // Korean name, two bytes per syllable in CP949
        }
        return doc;
    }

    private static ActFrame frame(int version, int seed, int anchorCount) {
        ActFrame frame = new ActFrame();
        byte[] prefix = new byte[ActFrame.PREFIX_SIZE];
        for (int i = 0; i < prefix.length; i++) {
            prefix[i] = (byte) (0xF0 - i * 7 + seed);
        }
        frame.setPrefix(prefix);
        frame.layers().add(layer(version, seed, 0));
        frame.layers().add(emptyLayer(version));
        if (seed % 2 == 0) {
            frame.layers().add(layer(version, seed, 1));
        }
        if (ActVersion.hasFrameEventId(version)) {
            frame.setEventId(seed == 1 ? 0 : seed == 3 ? 3 : ActFrame.NO_EVENT);
        }
        if (ActVersion.hasAnchors(version)) {
            for (int i = 0; i < anchorCount; i++) {
                Anchor anchor = new Anchor(-3 + i * 17, -72 + seed);
                anchor.setOpaque(new byte[] {0x78, 0x0B, 0x46, (byte) i});
                frame.anchors().add(anchor);
            }
        }
        return frame;
    }

    private static SpriteLayer layer(int version, int seed, int variant) {
        SpriteLayer layer = new SpriteLayer(-12 + seed * 5, -45 - variant, seed + variant, SpriteLayer.TYPE_INDEXED);
        layer.setMirrored(variant == 1);
        if (ActVersion.hasLayerAttributes(version)) {
            layer.setTint(0xFF, 0xFF, 0xFF, 0x45 + seed);
            layer.setXScale(seed == 2 ? 2.5f : 1.2f);
            layer.setYScaleBits(ActVersion.hasYScale(version) ? Float.floatToRawIntBits(0.7f) : layer.xScaleBits());
            layer.setRotation(variant == 0 ? 0 : 347);
            layer.setSpriteType(variant == 1 ? SpriteLayer.TYPE_RGBA : SpriteLayer.TYPE_INDEXED);
            if (ActVersion.hasLayerSize(version)) {
                layer.setWidth(31 + seed);
                layer.setHeight(17 + variant);
            }
        }
        return layer;
    }

    /** An empty layer as weapon files have them: colour 0 and scale 0 from 0x200, size 0x0. */
    private static SpriteLayer emptyLayer(int version) {
        SpriteLayer layer = new SpriteLayer();
        if (ActVersion.hasLayerAttributes(version)) {
            layer.setTint(0);
            layer.setXScale(0f);
            layer.setYScale(ActVersion.hasYScale(version) ? -0.0f : 0f);
            if (!ActVersion.hasYScale(version)) {
                layer.setYScaleBits(layer.xScaleBits());
            }
        }
        return layer;
    }
}
