package dev.marionette.io.ragnarok;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextValues;
import dev.marionette.io.textform.TextWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * The text form of a Ragnarok ACT ({@code docs/text-forms.md}):
 *
 * <pre>
 * act version=0x205                                  [reserved=HEX when the 10 header bytes are not zero]
 * action #0 interval=4                               (0x202+; the f32 as written, exact)
 *   frame #0 event=-1                                (0x200+; [prefix=HEX] when the 32 bytes are not zero)
 *     layer #0 x=-3 y=5 sprite=2 mirror=0 tint=ffffffff xscale=1 yscale=1 rotation=0 type=indexed width=0 height=0
 *     anchor #0 x=0 y=-60 attr=0                     (0x203+; [opaque=HEX] when the 4 bytes are not zero)
 * event #0 "atk"                                     (0x201+; CP949 names readable; [pad=HEX]: bytes after the
 *                                                    NUL up to the last that is not zero)
 * </pre>
 *
 * A layer's fields depend on the version: before 0x200 only position, sprite and mirror; 0x200 to 0x203 one
 * {@code scale}; 0x204 {@code xscale} and {@code yscale}; 0x205 also {@code width} and {@code height}.
 */
public final class ActTextForm implements TextForm {

    private static final byte[] NO_BYTES = new byte[0];

    @Override
    public FileFormat format() {
        return RagnarokFormats.ACT;
    }

    @Override
    public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
        ActDocument doc = ActReader.read(data, source.name());
        int version = doc.version();
        out.line(0, "act").field("version", String.format("0x%X", version));
        if (!allZero(doc.reserved())) {
            out.hexField("reserved", doc.reserved());
        }
        out.end();
        List<ActAnimation> actions = doc.animations();
        for (int a = 0; a < actions.size(); a++) {
            ActAnimation action = actions.get(a);
            out.line(0, "action").label(a);
            if (ActVersion.hasIntervals(version)) {
                out.field("interval", TextValues.floatText(action.intervalBits()));
            }
            out.end();
            for (int f = 0; f < action.frames().size(); f++) {
                showFrame(out, version, f, action.frames().get(f));
            }
        }
        if (ActVersion.hasEventList(version)) {
            for (int e = 0; e < doc.events().size(); e++) {
                showEvent(out, e, doc.events().get(e));
            }
        }
    }

    private static void showFrame(TextWriter out, int version, int index, ActFrame frame) {
        out.line(1, "frame").label(index);
        if (ActVersion.hasFrameEventId(version)) {
            out.field("event", frame.eventId());
        }
        if (!allZero(frame.prefix())) {
            out.hexField("prefix", frame.prefix());
        }
        out.end();
        List<SpriteLayer> layers = frame.layers();
        for (int l = 0; l < layers.size(); l++) {
            SpriteLayer layer = layers.get(l);
            out.line(2, "layer").label(l).field("x", layer.x()).field("y", layer.y())
                    .field("sprite", layer.spriteIndex()).field("mirror", layer.mirrorFlag());
            if (ActVersion.hasLayerAttributes(version)) {
                out.field("tint", String.format("%08x", layer.tint()));
                if (ActVersion.hasYScale(version)) {
                    out.field("xscale", TextValues.floatText(layer.xScaleBits()))
                            .field("yscale", TextValues.floatText(layer.yScaleBits()));
                } else {
                    out.field("scale", TextValues.floatText(layer.xScaleBits()));
                }
                out.field("rotation", layer.rotation()).field("type", typeName(layer.spriteType()));
                if (ActVersion.hasLayerSize(version)) {
                    out.field("width", layer.width()).field("height", layer.height());
                }
            }
            out.end();
        }
        if (ActVersion.hasAnchors(version)) {
            for (int n = 0; n < frame.anchors().size(); n++) {
                Anchor anchor = frame.anchors().get(n);
                out.line(2, "anchor").label(n).field("x", anchor.x()).field("y", anchor.y())
                        .field("attr", anchor.attr());
                if (!allZero(anchor.opaque())) {
                    out.hexField("opaque", anchor.opaque());
                }
                out.end();
            }
        }
    }

    private static void showEvent(TextWriter out, int index, ActEvent event) {
        byte[] raw = event.raw();
        int end = 0;
        while (end < raw.length && raw[end] != 0) {
            end++;
        }
        out.line(0, "event").label(index).quoted(TextValues.fromBytes(raw, 0, end, ActEvent.CHARSET));
        int padEnd = raw.length;
        while (padEnd > end + 1 && raw[padEnd - 1] == 0) {
            padEnd--;
        }
        if (padEnd > end + 1) {
            // The bytes after the NUL up to the last that is not zero; the rest are zeros.
            out.hexField("pad", Arrays.copyOfRange(raw, end + 1, padEnd));
        }
        out.end();
    }

    private static String typeName(int type) {
        return type == SpriteLayer.TYPE_INDEXED ? "indexed" : type == SpriteLayer.TYPE_RGBA ? "rgba"
                : Integer.toString(type);
    }

    @Override
    public byte[] build(TextDocument text) throws IOException {
        List<TextNode> nodes = text.nodes();
        if (nodes.isEmpty() || !nodes.get(0).kind().equals("act")) {
            throw (nodes.isEmpty() ? text.header() : nodes.get(0)).error("act", "an \"act version=…\" line first",
                    nodes.isEmpty() ? "nothing" : "\"" + nodes.get(0).kind() + "\"");
        }
        TextNode head = nodes.get(0);
        ActDocument doc = new ActDocument();
        int version = (int) head.integer("version", 0, 0xFFFF);
        if (!ActVersion.isKnown(version)) {
            throw head.error("version", "one of 0x100, 0x101, 0x200..0x205", String.format("0x%X", version));
        }
        doc.setVersion(version);
        if (head.has("reserved")) {
            doc.setReserved(head.hex("reserved", ActDocument.RESERVED_SIZE));
        }
        head.finish();
        boolean eventsStarted = false;
        for (int i = 1; i < nodes.size(); i++) {
            TextNode node = nodes.get(i);
            switch (node.kind()) {
                case "action" -> {
                    if (eventsStarted) {
                        throw node.error("action", "actions before the events", "an action after an event");
                    }
                    doc.animations().add(buildAction(node, version));
                }
                case "event" -> {
                    if (!ActVersion.hasEventList(version)) {
                        throw node.error("event", "no events (version " + String.format("0x%X", version)
                                + " has no event list; 0x201 and later have)", "an event");
                    }
                    eventsStarted = true;
                    doc.events().add(buildEvent(node));
                }
                default -> throw node.error(node.kind(), "an action or event line", "\"" + node.kind() + "\"");
            }
        }
        return ActWriter.toBytes(doc);
    }

    private static ActAnimation buildAction(TextNode node, int version) throws FormatException {
        ActAnimation action = new ActAnimation();
        if (ActVersion.hasIntervals(version)) {
            action.setIntervalBits(node.floatBits("interval"));
        }
        for (TextNode frameNode : node.children("frame")) {
            action.frames().add(buildFrame(frameNode, version));
        }
        node.finish();
        return action;
    }

    private static ActFrame buildFrame(TextNode node, int version) throws FormatException {
        ActFrame frame = new ActFrame();
        if (ActVersion.hasFrameEventId(version)) {
            frame.setEventId(node.i32("event"));
        }
        if (node.has("prefix")) {
            frame.setPrefix(node.hex("prefix", ActFrame.PREFIX_SIZE));
        }
        for (TextNode layerNode : node.children("layer")) {
            frame.layers().add(buildLayer(layerNode, version));
        }
        if (ActVersion.hasAnchors(version)) {
            for (TextNode anchorNode : node.children("anchor")) {
                Anchor anchor = new Anchor(anchorNode.i32("x"), anchorNode.i32("y"));
                anchor.setAttr(anchorNode.i32("attr"));
                if (anchorNode.has("opaque")) {
                    anchor.setOpaque(anchorNode.hex("opaque", Anchor.OPAQUE_SIZE));
                }
                anchorNode.finish();
                frame.anchors().add(anchor);
            }
        }
        node.finish();
        return frame;
    }

    private static SpriteLayer buildLayer(TextNode node, int version) throws FormatException {
        SpriteLayer layer = new SpriteLayer();
        layer.setX(node.i32("x"));
        layer.setY(node.i32("y"));
        layer.setSpriteIndex(node.i32("sprite"));
        layer.setMirrorFlag(node.i32("mirror"));
        if (ActVersion.hasLayerAttributes(version)) {
            byte[] tint = node.hex("tint", 4);
            layer.setTint(tint[0] & 0xFF, tint[1] & 0xFF, tint[2] & 0xFF, tint[3] & 0xFF);
            if (ActVersion.hasYScale(version)) {
                layer.setXScaleBits(node.floatBits("xscale"));
                layer.setYScaleBits(node.floatBits("yscale"));
            } else {
                int scale = node.floatBits("scale");
                layer.setXScaleBits(scale);
                layer.setYScaleBits(scale);
            }
            layer.setRotation(node.i32("rotation"));
            String type = node.raw("type");
            layer.setSpriteType(switch (type) {
                case "indexed" -> SpriteLayer.TYPE_INDEXED;
                case "rgba" -> SpriteLayer.TYPE_RGBA;
                default -> (int) node.checkedInteger("type", type, Integer.MIN_VALUE, Integer.MAX_VALUE);
            });
            if (ActVersion.hasLayerSize(version)) {
                layer.setWidth(node.i32("width"));
                layer.setHeight(node.i32("height"));
            }
        }
        node.finish();
        return layer;
    }

    private static ActEvent buildEvent(TextNode node) throws FormatException {
        byte[] name;
        try {
            name = TextValues.toBytes(node.stringValue("event name", node.word(0, "event name")), ActEvent.CHARSET);
        } catch (IllegalArgumentException e) {
            throw node.error("event name", null, e.getMessage());
        }
        byte[] pad = node.has("pad") ? node.hex("pad", -1) : NO_BYTES;
        if (name.length > ActEvent.SIZE || name.length == ActEvent.SIZE && pad.length > 0
                || name.length < ActEvent.SIZE && name.length + 1 + pad.length > ActEvent.SIZE) {
            throw node.error("event name", "at most " + ActEvent.SIZE + " bytes with its NUL and pad",
                    name.length + " bytes" + (pad.length > 0 ? " and " + pad.length + " bytes of pad" : ""));
        }
        for (byte b : name) {
            if (b == 0) {
                throw node.error("event name", "no NUL inside the name (it ends the name)", "\\x00");
            }
        }
        byte[] raw = new byte[ActEvent.SIZE];
        System.arraycopy(name, 0, raw, 0, name.length);
        if (name.length < ActEvent.SIZE) {
            System.arraycopy(pad, 0, raw, name.length + 1, pad.length);
        }
        node.finish();
        return ActEvent.fromRaw(raw);
    }

    private static boolean allZero(byte[] bytes) {
        for (byte b : bytes) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }
}
