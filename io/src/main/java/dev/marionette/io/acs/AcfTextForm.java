package dev.marionette.io.acs;

import dev.marionette.io.FileFormat;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextWriter;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The text form of a Microsoft Agent ACF (acs.md 4.7): the character information as in an ACS
 * ({@link AcsTextForm}), then one line per animation naming its ACA file, and an {@code acf} line first with the
 * CRC-32 of the file ({@code block=}), so the compressed payload comes back with the encoder that made it
 * (Microsoft's rule, or the smallest encoding); a payload another compressor made is kept in base64 on a
 * {@code kept} line, used again while it decodes to the payload the lines make.
 *
 * <pre>
 * acf block=0x1a2b3c4d                       ([signature=0xabcdabc2] for the older signature)
 * character version=2.1 guid={…} frame=128x128 …
 * animation "Greet" file="genie_greet.aca" return="" checksum=0x…
 * </pre>
 */
public final class AcfTextForm implements TextForm {

    private final FileFormat format;

    /** @param format the ACF format constant of the plug-in that owns it */
    public AcfTextForm(FileFormat format) {
        this.format = format;
    }

    @Override
    public FileFormat format() {
        return format;
    }

    @Override
    public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
        AcfFile acf = AcfCodec.read(data, source.name());
        int signature = new LittleEndianReader(source.name(), data).i32("signature");
        byte[] kept = keptStream(AcfCodec.unpack(data, source.name(), FieldTrace.NONE), data, 4);
        out.line(0, "acf").hex32("block", crc(data));
        if (signature != AcfCodec.SIGNATURE) {
            out.hex32("signature", signature & 0xFFFF_FFFFL);
        }
        out.end();
        showKept(out, kept);
        AgentInfoText.show(out, acf.info());
        for (AcfFile.AnimationEntry e : acf.animations()) {
            out.line(0, "animation").quoted(e.name()).quoted("file", e.acaFileName())
                    .quoted("return", e.returnAnimation()).hex32("checksum", e.checksum()).end();
        }
    }

    /**
     * The compressed block of an envelope ({@code u32 size; u32 packed; block} at {@code at}) when another
     * compressor than Microsoft's made it (its first tokens differ from Microsoft's rule), else null.
     */
    static byte[] keptStream(byte[] payload, byte[] file, int at) {
        int start = at + 8;
        return MicrosoftEncoder.prefixAgrees(payload, payload.length, file, start, file.length - start) ? null
                : java.util.Arrays.copyOfRange(file, start, file.length);
    }

    /** A kept block as a {@code kept} line with its base64 under it. */
    static void showKept(TextWriter out, byte[] kept) {
        if (kept != null) {
            out.line(0, "kept").field("bytes", kept.length).end();
            dev.marionette.io.textform.DataLines.writeBase64(out, 1, kept);
        }
    }

    /** The block of a {@code kept} line among {@code nodes}, or null. */
    static byte[] readKept(List<TextNode> nodes) throws dev.marionette.io.FormatException {
        for (TextNode node : nodes) {
            if (node.kind().equals("kept")) {
                byte[] kept = dev.marionette.io.textform.DataLines.readBase64(node, node.dataChildren());
                node.optional("bytes");
                node.finish();
                return kept;
            }
        }
        return null;
    }

    /** {@code encoder}, except that a payload the kept block decodes to gets the kept block. */
    static BlockEncoder keeping(byte[] kept, BlockEncoder encoder) {
        return kept == null ? encoder : raw -> ImageBlockCodec.decodesTo(kept, raw) ? kept : encoder.encode(raw);
    }

    @Override
    public byte[] build(TextDocument text) throws IOException {
        List<TextNode> nodes = text.nodes();
        if (nodes.isEmpty() || !nodes.get(0).kind().equals("acf")) {
            throw (nodes.isEmpty() ? text.header() : nodes.get(0)).error("acf", "an \"acf block=…\" line first",
                    nodes.isEmpty() ? "nothing" : nodes.get(0).kind());
        }
        TextNode head = nodes.get(0);
        long block = head.has("block") ? head.u32("block") : -1;
        int signature = head.has("signature") ? (int) head.u32("signature") : AcfCodec.SIGNATURE;
        if (signature != AcfCodec.SIGNATURE && signature != AcfCodec.OLD_SIGNATURE) {
            throw head.error("signature", "0xabcdabc4 or 0xabcdabc2", String.format("0x%08x", signature));
        }
        head.finish();
        AgentCharacter info = new AgentCharacter();
        List<TextNode> rest = nodes.subList(1, nodes.size());
        byte[] kept = readKept(rest);
        AgentInfoText.build(rest, head, info);
        List<AcfFile.AnimationEntry> entries = new ArrayList<>();
        for (TextNode node : rest) {
            if (node.kind().equals("animation")) {
                entries.add(new AcfFile.AnimationEntry(node.stringValue("animation name",
                        node.word(0, "animation name")), node.string("file"), node.string("return"),
                        node.u32("checksum")));
                node.finish();
            } else if (!AgentInfoText.KINDS.contains(node.kind()) && !node.kind().equals("kept")) {
                throw node.error(node.kind(), "a line of an Agent ACF (character, palette, animation…)",
                        node.kind());
            }
        }
        AcfFile acf = new AcfFile(info, entries);
        byte[] bytes = withSignature(AcfCodec.write(acf, keeping(kept, BlockEncoder.microsoft())), signature);
        if (block >= 0 && crc(bytes) != block) {
            byte[] smallest = withSignature(AcfCodec.write(acf, keeping(kept, BlockEncoder.smallest())), signature);
            if (crc(smallest) == block) {
                return smallest;
            }
        }
        return bytes;
    }

    private static byte[] withSignature(byte[] bytes, int signature) {
        bytes[0] = (byte) signature;
        bytes[1] = (byte) (signature >>> 8);
        bytes[2] = (byte) (signature >>> 16);
        bytes[3] = (byte) (signature >>> 24);
        return bytes;
    }

    static long crc(byte[] data) {
        CRC32 crc = new CRC32();
        crc.update(data);
        return crc.getValue();
    }
}
