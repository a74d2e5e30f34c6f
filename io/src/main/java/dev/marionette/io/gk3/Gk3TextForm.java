package dev.marionette.io.gk3;

import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.RecordText;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextWriter;
import dev.marionette.model.gk3.Gk3Act;
import java.io.IOException;
import java.util.List;

/**
 * The text form of a Gabriel Knight 3 ACT, made from its records ({@link RecordText}): an {@code act} line with
 * the header's values, then a {@code frame} per frame, a {@code mesh} per mesh entry and a {@code block} per block
 * (its type first: {@code absolute-vertices}, {@code delta-vertices}, {@code mesh-transform}, {@code bounding-box},
 * {@code unknown-block} with its bytes), vertex positions and delta codes as data lines under their block.
 */
public final class Gk3TextForm implements TextForm {

    private static final RecordText RECORDS = new RecordText(List.of("Gk3"), List.of())
            .numbersPerLine("positions", 3).paddedName("model-name-field", java.nio.charset.StandardCharsets.ISO_8859_1, Gk3Act.NAME_SIZE);

    @Override
    public FileFormat format() {
        return Gk3Formats.ACT;
    }

    @Override
    public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
        RECORDS.show(out, Gk3ActReader.read(data, source.name(), ReadOptions.STRICT).value());
    }

    @Override
    public byte[] build(TextDocument text) throws IOException {
        List<TextNode> nodes = text.nodes();
        if (nodes.size() != 1 || !nodes.get(0).kind().equals("act")) {
            throw (nodes.isEmpty() ? text.header() : nodes.get(nodes.size() > 1 ? 1 : 0)).error("act",
                    "one \"act …\" line with the frames under it", nodes.isEmpty() ? "nothing" : nodes.get(0).kind());
        }
        return Gk3ActWriter.toBytes(RECORDS.build(nodes.get(0), Gk3Act.class));
    }
}
