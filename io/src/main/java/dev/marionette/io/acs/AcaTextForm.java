package dev.marionette.io.acs;

import dev.marionette.io.FileFormat;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.RecordText;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextWriter;
import java.io.IOException;
import java.util.List;

/**
 * The text form of a Microsoft Agent ACA (acs.md 4.7), made from its records ({@link RecordText}): an
 * {@code aca-file} line with the version, checksum and compression, a {@code sound} per sound (its bytes in
 * base64), an {@code image} per frame image and a {@code frame} per frame with its branches and mouths, pictures
 * and regions in hex under them (an ACA holds the frame size in its ACF, so its pictures are blocks of bytes, not
 * rows). A compressed file has a {@code packing block=0x…} line: the CRC-32 of the file, so its payload comes back
 * with the encoder that made it.
 */
public final class AcaTextForm implements TextForm {

    private static final RecordText RECORDS = new RecordText(List.of(), List.of());

    private final FileFormat format;

    /** @param format the ACA format constant of the plug-in that owns it */
    public AcaTextForm(FileFormat format) {
        this.format = format;
    }

    @Override
    public FileFormat format() {
        return format;
    }

    @Override
    public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
        AcaFile aca = AcaCodec.readAlone(data, source.name());
        if (aca.compressed()) {
            out.line(0, "packing").hex32("block", AcfTextForm.crc(data)).end();
            // u16 minor, u16 major, u32 checksum, u8 flag, then the envelope
            AcfTextForm.showKept(out, AcfTextForm.keptStream(AcaCodec.body(aca), data, 9));
        }
        RECORDS.show(out, aca);
    }

    @Override
    public byte[] build(TextDocument text) throws IOException {
        long block = -1;
        AcaFile aca = null;
        for (TextNode node : text.nodes()) {
            switch (node.kind()) {
                case "packing" -> {
                    block = node.u32("block");
                    node.finish();
                }
                case "aca-file" -> aca = RECORDS.build(node, AcaFile.class);
                case "kept" -> {
                    // read below
                }
                default -> throw node.error(node.kind(), "an aca-file line (and a packing line)", node.kind());
            }
        }
        if (aca == null) {
            throw text.header().error("aca-file", "an \"aca-file …\" line", "none");
        }
        byte[] kept = AcfTextForm.readKept(text.nodes());
        byte[] bytes = AcaCodec.write(aca, AcfTextForm.keeping(kept, BlockEncoder.microsoft()));
        if (aca.compressed() && block >= 0 && AcfTextForm.crc(bytes) != block) {
            byte[] smallest = AcaCodec.write(aca, AcfTextForm.keeping(kept, BlockEncoder.smallest()));
            if (AcfTextForm.crc(smallest) == block) {
                return smallest;
            }
        }
        return bytes;
    }
}
