package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.RecordText;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextWriter;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TsoAnimation;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The text forms of The Sims' binary files, made from their records ({@link RecordText}): a BCF as its skeletons,
 * suits and skills (and the strings it spelt with the long length escape), a The Sims Online {@code .anim} as its
 * animation, motions and keyframes. A CFP has its own form ({@link CfpTextForm}). CMX is text already.
 */
final class SimsTextForms {

    /** A keyframe table as its two arrays. */
    record Keyframes(float[] translations, float[] rotations) {
    }

    private static final RecordText RECORDS = new RecordText(List.of("Sims", "Tso", "Bcf"), List.of(
            new RecordText.Converter<>(SkillKeyframes.class, Keyframes.class,
                    k -> new Keyframes(k.translationValues(), k.rotationValues()),
                    r -> SkillKeyframes.of(r.translations(), r.rotations()))))
            .numbersPerLine("translations", 3).numbersPerLine("rotations", 4);

    private SimsTextForms() {
    }

    /** The form of {@code format}, if it has one. */
    static Optional<TextForm> of(FileFormat format) {
        if (format.equals(SimsFormats.BCF)) {
            return Optional.of(new Bcf());
        }
        if (format.equals(SimsFormats.ANIM)) {
            return Optional.of(new Anim());
        }
        return format.equals(SimsFormats.CFP) ? Optional.of(new CfpTextForm()) : Optional.empty();
    }

    /** The one line a form of records starts with, or an error at the header. */
    private static TextNode only(TextDocument text, String kind) throws FormatException {
        List<TextNode> nodes = text.nodes();
        for (TextNode node : nodes) {
            if (!node.kind().equals(kind) && !node.kind().equals("layout")) {
                throw node.error(node.kind(), "a " + kind + " line (and a layout line)", node.kind());
            }
        }
        return nodes.stream().filter(n -> n.kind().equals(kind)).findFirst()
                .orElseThrow(() -> text.header().error(kind, "a " + kind + " line", "none"));
    }

    /** A BCF: {@code character-data} with its skeletons, suits and skills; {@code layout} with the escaped strings. */
    static final class Bcf implements TextForm {

        @Override
        public FileFormat format() {
            return SimsFormats.BCF;
        }

        @Override
        public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
            SimsCharacterFile file = BcfReader.read(data, source.name(), ReadOptions.STRICT).value();
            RECORDS.show(out, file.data());
            RECORDS.show(out, (BcfLayout) file.layout());
        }

        @Override
        public byte[] build(TextDocument text) throws IOException {
            SimsCharacterData data = RECORDS.build(only(text, "character-data"), SimsCharacterData.class);
            BcfLayout layout = BcfLayout.STANDARD;
            for (TextNode node : text.nodes()) {
                if (node.kind().equals("layout")) {
                    layout = RECORDS.build(node, BcfLayout.class);
                }
            }
            return new SimsCharacterFile(data, layout).toBytes();
        }
    }

    /** A The Sims Online {@code .anim}: one {@code animation} line with its keyframes and motions. */
    static final class Anim implements TextForm {

        @Override
        public FileFormat format() {
            return SimsFormats.ANIM;
        }

        @Override
        public void show(FileSource source, byte[] data, TextWriter out) throws IOException {
            RECORDS.show(out, TsoAnimReader.read(data, source.name(), ReadOptions.STRICT).value());
        }

        @Override
        public byte[] build(TextDocument text) throws IOException {
            return TsoAnimWriter.toBytes(RECORDS.build(only(text, "animation"), TsoAnimation.class));
        }
    }
}
