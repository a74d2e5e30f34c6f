package dev.marionette.io.act;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.ReadIssues;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Ragnarok ACT files, versions 0x100, 0x101 and 0x200 to 0x205, keeping every byte needed to write
 * them back unchanged. All integers are little-endian; the layout (fields by version, see
 * {@link ActVersion}) is:
 *
 * <pre>
 * "AC", u8 minor, u8 major, u16 actionCount, u8[10] reserved
 * action: u32 frameCount; frame: u8[32] opaque, u32 layerCount, layer[], [i32 eventId], [i32 n, anchor[n]]
 * layer:  i32 x, i32 y, i32 sprite, u32 mirror, [u8 R,G,B,A, f32 xScale, [f32 yScale], i32 rotation,
 *         i32 spriteType, [i32 width, i32 height]]
 * anchor: u8[4] opaque, i32 x, i32 y, i32 attr
 * [i32 eventCount, char[40] name &times; eventCount]  [f32 interval &times; actionCount]
 * </pre>
 *
 * Every count is checked against the bytes left before anything is allocated for it, so a damaged or
 * hostile file fails at once with a {@link FormatException} naming the offset and field.
 */
public final class ActReader {

    /** Smallest possible file: the 16-byte header. */
    static final int HEADER_SIZE = 16;

    private final LittleEndianReader in;
    private final ReadIssues issues;
    private int version;
    /** Offsets and values of frame event ids that must index the event list, checked once it is read. */
    private final List<int[]> eventReferences = new ArrayList<>();

    private ActReader(LittleEndianReader in, ReadIssues issues) {
        this.in = in;
        this.issues = issues;
    }

    /** Reads {@code file} strictly. */
    public static ReadResult<ActDocument> read(Path file) throws IOException {
        return read(file, ReadOptions.STRICT);
    }

    /** Reads {@code file}; the file name appears in every error and warning. */
    public static ReadResult<ActDocument> read(Path file, ReadOptions options) throws IOException {
        return read(FileBytes.read(file, options), file.toString(), options);
    }

    /** Reads an ACT held in memory; {@code source} names it in errors. */
    public static ReadResult<ActDocument> read(byte[] data, String source, ReadOptions options)
            throws FormatException {
        ReadIssues issues = new ReadIssues(source, options);
        ActReader reader = new ActReader(new LittleEndianReader(source, data), issues);
        ActDocument document = reader.readDocument();
        return new ReadResult<>(document, issues.warnings());
    }

    /** Reads an ACT held in memory strictly and returns the document alone. */
    public static ActDocument read(byte[] data, String source) throws FormatException {
        return read(data, source, ReadOptions.STRICT).value();
    }

    private ActDocument readDocument() throws FormatException {
        ActDocument doc = new ActDocument();
        readSignature();
        // The version is a u16 stored minor byte first: bytes 05 02 are 0x205.
        int versionAt = in.offset();
        int minor = in.u8("version (minor)");
        int major = in.u8("version (major)");
        version = major << 8 | minor;
        if (!ActVersion.isKnown(version)) {
            throw in.errorAt(versionAt, "version", "one of 0x100, 0x101, 0x200..0x205",
                    String.format("0x%X (an ACT of unsupported version %d.%d)", version, major, minor));
        }
        doc.setVersion(version);

        // The action count is a u16; each action needs at least its u32 frame count (and, strictly, an interval).
        int perAction = 4 + (ActVersion.hasIntervals(version) && !issues.lenient() ? 4 : 0);
        int actionCount = in.u16Count(0xFFFF, perAction, "action count");
        doc.setReserved(in.bytes(ActDocument.RESERVED_SIZE, "reserved header bytes"));

        for (int a = 0; a < actionCount; a++) {
            doc.animations().add(readAnimation(a));
        }
        if (ActVersion.hasEventList(version)) {
            readEvents(doc.events());
            checkEventReferences(doc.events().size());
        }
        if (ActVersion.hasIntervals(version)) {
            readIntervals(doc.animations());
        }
        if (in.remaining() > 0) {
            issues.tolerate(in.offset(), "end of file", "end of file",
                    in.remaining() + " more bytes after the last field",
                    "ignored; they will not be written back");
        }
        return doc;
    }

    private void readSignature() throws FormatException {
        byte[] data = in.data();
        if (data.length >= 4 && data[0] == 'H' && data[1] == 'T' && data[2] == 'C' && data[3] == 'A') {
            throw in.errorAt(0, "signature", "\"AC\" (a Ragnarok ACT)",
                    "\"HTCA\": a Gabriel Knight 3 ACT, a different format");
        }
        int first = in.u8("signature");
        int second = in.u8("signature");
        if (first != 'A' || second != 'C') {
            throw in.errorAt(0, "signature", "\"AC\"", String.format("%02X %02X", first, second));
        }
    }

    private ActAnimation readAnimation(int index) throws FormatException {
        ActAnimation animation = new ActAnimation();
        // Each frame holds at least the 32-byte prefix, its layer count, and the version's per-frame fields.
        int perFrame = ActFrame.PREFIX_SIZE + 4 + (ActVersion.hasFrameEventId(version) ? 4 : 0)
                + (ActVersion.hasAnchors(version) ? 4 : 0);
        int frameCount = in.u32Count(Integer.MAX_VALUE, perFrame, "frame count of action " + index);
        for (int f = 0; f < frameCount; f++) {
            animation.frames().add(readFrame(index, f));
        }
        return animation;
    }

    private ActFrame readFrame(int action, int index) throws FormatException {
        String where = "action " + action + " frame " + index;
        ActFrame frame = new ActFrame();
        frame.setPrefix(in.bytes(ActFrame.PREFIX_SIZE, where + " prefix"));
        int layerCount = in.u32Count(Integer.MAX_VALUE, layerSize(), where + " layer count");
        for (int l = 0; l < layerCount; l++) {
            frame.layers().add(readLayer(where + " layer " + l));
        }
        if (ActVersion.hasFrameEventId(version)) {
            int at = in.offset();
            frame.setEventId(in.i32(where + " event id"));
            if (frame.eventId() != ActFrame.NO_EVENT) {
                eventReferences.add(new int[] {at, frame.eventId()});
            }
        }
        if (ActVersion.hasAnchors(version)) {
            int anchorCount = in.i32Count(Integer.MAX_VALUE, 16, where + " anchor count");
            for (int n = 0; n < anchorCount; n++) {
                frame.anchors().add(readAnchor(where + " anchor " + n));
            }
        }
        return frame;
    }

    /** Bytes per layer in this version. */
    private int layerSize() {
        int size = 16;
        if (ActVersion.hasLayerAttributes(version)) {
            size += 16;
        }
        if (ActVersion.hasYScale(version)) {
            size += 4;
        }
        if (ActVersion.hasLayerSize(version)) {
            size += 8;
        }
        return size;
    }

    private SpriteLayer readLayer(String where) throws FormatException {
        SpriteLayer layer = new SpriteLayer();
        layer.setX(in.i32(where + " x"));
        layer.setY(in.i32(where + " y"));
        int at = in.offset();
        layer.setSpriteIndex(in.i32(where + " sprite index"));
        if (layer.spriteIndex() < SpriteLayer.EMPTY) {
            issues.warn(at, where + " sprite index", layer.spriteIndex() + ": only -1 marks an empty layer;"
                    + " it is kept and the layer is treated as empty");
        }
        at = in.offset();
        layer.setMirrorFlag(in.i32(where + " mirror flag"));
        if (layer.mirrorFlag() != 0 && layer.mirrorFlag() != 1) {
            issues.warn(at, where + " mirror flag", layer.mirrorFlag() + ": readers disagree on values other"
                    + " than 0 and 1 (non-zero, bit 0, or exactly 1); kept as read and shown as mirrored");
        }
        if (ActVersion.hasLayerAttributes(version)) {
            // Tint bytes are stored R, G, B, A.
            int r = in.u8(where + " tint red");
            int g = in.u8(where + " tint green");
            int b = in.u8(where + " tint blue");
            int a = in.u8(where + " tint alpha");
            layer.setTint(r, g, b, a);
            int xScale = in.f32Bits(where + " x scale");
            layer.setXScaleBits(xScale);
            // Before 0x204 a single scale applies to both axes.
            layer.setYScaleBits(ActVersion.hasYScale(version) ? in.f32Bits(where + " y scale") : xScale);
            layer.setRotation(in.i32(where + " rotation"));
            at = in.offset();
            layer.setSpriteType(in.i32(where + " sprite type"));
            if (layer.spriteType() != SpriteLayer.TYPE_INDEXED && layer.spriteType() != SpriteLayer.TYPE_RGBA) {
                issues.warn(at, where + " sprite type", layer.spriteType()
                        + ": only 0 (indexed) and 1 (RGBA) are defined; kept as read");
            }
            if (ActVersion.hasLayerSize(version)) {
                layer.setWidth(in.i32(where + " width"));
                layer.setHeight(in.i32(where + " height"));
            }
        }
        return layer;
    }

    private Anchor readAnchor(String where) throws FormatException {
        Anchor anchor = new Anchor();
        anchor.setOpaque(in.bytes(Anchor.OPAQUE_SIZE, where + " opaque bytes"));
        anchor.setX(in.i32(where + " x"));
        anchor.setY(in.i32(where + " y"));
        anchor.setAttr(in.i32(where + " attr"));
        return anchor;
    }

    private void readEvents(List<ActEvent> events) throws FormatException {
        int count = in.i32Count(Integer.MAX_VALUE, ActEvent.SIZE, "event count");
        for (int i = 0; i < count; i++) {
            events.add(ActEvent.fromRaw(in.bytes(ActEvent.SIZE, "event " + i + " name")));
        }
    }

    private void checkEventReferences(int eventCount) {
        for (int[] reference : eventReferences) {
            if (reference[1] < 0 || reference[1] >= eventCount) {
                issues.warn(reference[0], "frame event id", reference[1] + " does not index the event list ("
                        + eventCount + " events); kept as read, no event fires");
            }
        }
    }

    private void readIntervals(List<ActAnimation> animations) throws FormatException {
        int complete = Math.min(animations.size(), in.remaining() / 4);
        if (complete < animations.size()) {
            // One editor tolerates a short table and repeats the last value; lenient reading does the same.
            issues.tolerate(in.offset(), "interval table", animations.size() + " intervals (one per action)",
                    "only " + complete, "the missing ones repeat the last interval (or "
                            + ActAnimation.DEFAULT_INTERVAL_TICKS + " ticks when there is none)");
        }
        List<Integer> bits = new ArrayList<>(complete);
        for (int i = 0; i < complete; i++) {
            bits.add(in.f32Bits("interval of action " + i));
        }
        int fill = bits.isEmpty() ? Float.floatToRawIntBits(ActAnimation.DEFAULT_INTERVAL_TICKS)
                : bits.get(bits.size() - 1);
        for (int i = 0; i < animations.size(); i++) {
            animations.get(i).setIntervalBits(i < bits.size() ? bits.get(i) : fill);
        }
    }
}
