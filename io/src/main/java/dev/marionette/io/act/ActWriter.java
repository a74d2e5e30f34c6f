package dev.marionette.io.act;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
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
 * Writes Ragnarok ACT files in the document's version (the one it was read as; 0x205 for new documents),
 * field for field as {@link ActReader} reads them, so an unmodified document gives back the bytes it was
 * read from.
 *
 * <p>A version stores only its own fields (see {@link ActVersion}); anything else in the document is left
 * out. To save in another version with the consequences spelled out, use {@link ActVersionChange}, which
 * lists the effects in words and converts the document. The writer itself refuses only what no version can
 * hold: an unknown version or more than 65,535 actions.
 */
public final class ActWriter {

    private final LittleEndianWriter out = new LittleEndianWriter(4096);
    private final int version;

    private ActWriter(int version) {
        this.version = version;
    }

    /** The file bytes of {@code document} in its own version. */
    public static byte[] toBytes(ActDocument document) throws WriteLimitException {
        return toBytes(document, document.version());
    }

    /**
     * The file bytes of {@code document} in {@code version}. Fields the version lacks are not written; see
     * {@link ActVersionChange#effects} for what that loses.
     */
    public static byte[] toBytes(ActDocument document, int version) throws WriteLimitException {
        List<String> problems = problems(document, version);
        if (!problems.isEmpty()) {
            throw new WriteLimitException("ACT version " + String.format("0x%X", version), problems);
        }
        ActWriter writer = new ActWriter(version);
        writer.writeDocument(document);
        return writer.out.toByteArray();
    }

    /** Writes {@code document} in its own version to {@code file}, atomically. */
    public static void write(ActDocument document, Path file) throws IOException {
        SafeFileWriter.write(file, toBytes(document));
    }

    /** What stops {@code document} from being written in {@code version} at all; empty when it can be. */
    public static List<String> problems(ActDocument document, int version) {
        List<String> problems = new ArrayList<>();
        if (!ActVersion.isKnown(version)) {
            problems.add(String.format("unknown ACT version 0x%X (supported: 0x100, 0x101, 0x200..0x205)", version));
        }
        if (document.animations().size() > 0xFFFF) {
            problems.add(document.animations().size() + " actions; the action count is a 16-bit field (at most 65535)");
        }
        return problems;
    }

    private void writeDocument(ActDocument doc) {
        // Header: "AC", version minor byte then major byte, u16 action count, 10 reserved bytes.
        out.u8('A').u8('C');
        out.u8(version & 0xFF).u8(version >>> 8);
        out.u16(doc.animations().size());
        out.bytes(doc.reserved());
        for (ActAnimation animation : doc.animations()) {
            out.u32(animation.frames().size());
            for (ActFrame frame : animation.frames()) {
                writeFrame(frame);
            }
        }
        if (ActVersion.hasEventList(version)) {
            // 0x201+: i32 event count, then 40-byte NUL-padded names, kept byte for byte.
            out.i32(doc.events().size());
            for (ActEvent event : doc.events()) {
                out.bytes(event.raw());
            }
        }
        if (ActVersion.hasIntervals(version)) {
            // 0x202+: one f32 interval per action, raw bits as read.
            for (ActAnimation animation : doc.animations()) {
                out.i32(animation.intervalBits());
            }
        }
    }

    private void writeFrame(ActFrame frame) {
        out.bytes(frame.prefix());
        out.u32(frame.layers().size());
        for (SpriteLayer layer : frame.layers()) {
            writeLayer(layer);
        }
        if (ActVersion.hasFrameEventId(version)) {
            out.i32(frame.eventId());
        }
        if (ActVersion.hasAnchors(version)) {
            out.i32(frame.anchors().size());
            for (Anchor anchor : frame.anchors()) {
                out.bytes(anchor.opaque());
                out.i32(anchor.x()).i32(anchor.y()).i32(anchor.attr());
            }
        }
    }

    private void writeLayer(SpriteLayer layer) {
        out.i32(layer.x()).i32(layer.y()).i32(layer.spriteIndex()).i32(layer.mirrorFlag());
        if (!ActVersion.hasLayerAttributes(version)) {
            return;
        }
        // 0x200+: tint bytes R, G, B, A; x scale; (0x204+) y scale; rotation; sprite type; (0x205+) w, h.
        out.u8(layer.tintRed()).u8(layer.tintGreen()).u8(layer.tintBlue()).u8(layer.tintAlpha());
        out.i32(layer.xScaleBits());
        if (ActVersion.hasYScale(version)) {
            out.i32(layer.yScaleBits());
        }
        out.i32(layer.rotation());
        out.i32(layer.spriteType());
        if (ActVersion.hasLayerSize(version)) {
            out.i32(layer.width()).i32(layer.height());
        }
    }
}
