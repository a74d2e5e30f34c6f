package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.TextDocument;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.textform.TextMerge;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The text forms of every format the installed plug-ins read ({@link FormatPlugin#textForm}), and the three things
 * done with them: show a file as text, build a file from its text, merge three versions of a file by structure.
 * The command line's {@code text} command and the editor's "Compare with…" both go through here.
 *
 * <p>A text form starts with its header, {@code format ID form=N}, and one comment line saying how to build it
 * back. A format without a text form of its own that is text already (ACD, ASF, AMC, CMX) is shown as it is.
 */
public final class TextForms {

    /** The largest text form read (a text form is larger than its file: pixel rows are hex). */
    public static final long MAX_TEXT_SIZE = 512L << 20;

    private final FormatRegistry registry;

    /** The text forms of {@code registry}'s plug-ins. */
    public TextForms(FormatRegistry registry) {
        this.registry = registry;
    }

    /** The text forms of the installed plug-ins. */
    public static TextForms installed() {
        return new TextForms(FormatRegistry.installed());
    }

    /** The text form of {@code format}, if its plug-in has one. */
    public Optional<TextForm> of(FileFormat format) {
        return registry.pluginOf(format).flatMap(p -> p.textForm(format));
    }

    /** Every format that has a text form, plug-in by plug-in. */
    public List<FileFormat> formats() {
        List<FileFormat> out = new ArrayList<>();
        for (FileFormat f : registry.formats()) {
            if (of(f).isPresent()) {
                out.add(f);
            }
        }
        return out;
    }

    /**
     * Writes the text form of {@code source} to {@code out}: the header and the form's lines, or the file itself
     * when it is a text format with no form of its own.
     *
     * @throws FormatException when the file is invalid, of no known format, or a binary format without a text form
     */
    public void show(FileSource source, OutputStream out) throws IOException {
        byte[] data = source.read(ReadOptions.STRICT);
        FileHead head = FileHead.of(data, source.name());
        Detection detection = registry.detect(head);
        Optional<TextForm> form = of(detection.format());
        if (form.isEmpty()) {
            if (head.textLines().isPresent()) {
                out.write(data);
                out.flush();
                return;
            }
            throw FormatException.of(source.name(), 0, "file format", detection.description()
                    + " has no text form yet");
        }
        TextWriter writer = TextWriter.to(out);
        writeHeader(writer, form.get());
        form.get().show(source, data, writer);
        writer.flush();
    }

    /** {@link #show(FileSource, OutputStream)} into memory. */
    public byte[] show(FileSource source) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(1 << 16);
        show(source, out);
        return out.toByteArray();
    }

    private static void writeHeader(TextWriter writer, TextForm form) {
        FileFormat format = form.format();
        writer.line(0, TextDocument.HEADER).word(format.id()).field("form", form.form()).end();
        String extension = format.extensions().isEmpty() ? "" : "." + format.extensions().get(0);
        writer.comment(0, format.displayName() + " as text (docs/text-forms.md); back to the file: marionette text"
                + " build -o FILE" + extension + " THIS-TEXT");
    }

    /**
     * The file a text form stands for; a text format's file without a header is its own text and comes back as it
     * is.
     *
     * @throws FormatException naming the line of a problem, or saying the text is no text form
     */
    public byte[] build(byte[] text, String source) throws IOException {
        if (!TextDocument.looksLikeTextForm(text)) {
            Optional<Detection> detection = registry.tryDetect(text, source);
            if (detection.isPresent() && of(detection.get().format()).isEmpty()
                    && FileHead.of(text, source).textLines().isPresent()) {
                return text;
            }
            throw FormatException.inText(source, 0, 1, 1, "header", "a first line \"format ID form=N\" (made by"
                    + " marionette text show)", detection.map(d -> "a " + d.description() + " file").orElse(
                            "text without it"));
        }
        return build(TextDocument.parse(text, source));
    }

    /** The file of a parsed text form. */
    public byte[] build(TextDocument document) throws IOException {
        return formOf(document).build(document);
    }

    private TextForm formOf(TextDocument document) throws FormatException {
        Optional<FileFormat> format = registry.format(document.format());
        Optional<TextForm> form = format.flatMap(this::of);
        if (form.isEmpty()) {
            throw document.header().error("format identifier", "one of " + String.join(", ",
                    formats().stream().map(FileFormat::id).toList()), document.format());
        }
        if (document.form() > form.get().form()) {
            throw document.header().error("form", "form " + form.get().form() + " or older (this Marionette is"
                    + " older than the one that wrote the text)", Integer.toString(document.form()));
        }
        return form.get();
    }

    // ---- merge --------------------------------------------------------------------------------------------------

    /**
     * What a merge gives.
     *
     * @param output    the merged file (a binary file when ours was one, else a text form); ours unchanged when
     *                  there are conflicts
     * @param conflicts what could not merge, empty for a clean merge
     * @param format    the format merged ("(text lines)" for a text format merged line by line)
     */
    public record Merged(byte[] output, List<TextMerge.Conflict> conflicts, String format) {

        public Merged {
            conflicts = List.copyOf(conflicts);
        }

        /** Whether everything merged. */
        public boolean clean() {
            return conflicts.isEmpty();
        }
    }

    /**
     * Merges three versions of one file ({@link TextMerge}): binary files through their text forms, text forms as
     * they are, text formats line by line.
     *
     * @throws FormatException when an input is invalid, or the three are not of one format
     */
    public Merged merge(FileSource base, FileSource ours, FileSource theirs) throws IOException {
        Input b = input(base);
        Input o = input(ours);
        Input t = input(theirs);
        if (o.plainText() && b.plainText() && t.plainText()) {
            TextMerge.Result r = TextMerge.mergeLines(b.data(), o.data(), t.data());
            return new Merged(r.clean() ? TextMerge.joinLines(r.nodes()) : o.data(), r.conflicts(),
                    o.formatName());
        }
        for (Input other : List.of(b, t)) {
            if (other.document() == null || o.document() == null
                    || !other.document().format().equals(o.document().format())) {
                throw FormatException.of(other.name(), 0, "file format", "the three versions are of different"
                        + " formats: " + o.formatName() + " (ours) and " + other.formatName());
            }
        }
        TextMerge.Result result = TextMerge.merge(b.document().nodes(), o.document().nodes(),
                t.document().nodes());
        if (!result.clean()) {
            return new Merged(o.data(), result.conflicts(), o.formatName());
        }
        TextDocument merged = new TextDocument(o.name(), o.document().format(), o.document().form(),
                o.document().header(), result.nodes());
        byte[] output = o.binary() ? build(merged) : merged.print();
        return new Merged(output, List.of(), o.formatName());
    }

    /** One version of a merge: its bytes, and its text form read (null for a text format merged by lines). */
    private record Input(String name, byte[] data, TextDocument document, boolean binary, String formatName) {

        boolean plainText() {
            return document == null;
        }
    }

    private Input input(FileSource source) throws IOException {
        byte[] data = source.read(new ReadOptions(false, MAX_TEXT_SIZE));
        if (TextDocument.looksLikeTextForm(data)) {
            TextDocument document = TextDocument.parse(data, source.name());
            String name = registry.format(document.format()).map(FileFormat::displayName).orElse(document.format());
            return new Input(source.name(), data, document, false, name + " (text form)");
        }
        if (data.length > ReadOptions.DEFAULT_MAX_FILE_SIZE) {
            throw new FormatException(source.name(), 0, "file size", "at most " + ReadOptions.DEFAULT_MAX_FILE_SIZE
                    + " bytes", data.length + " bytes");
        }
        FileHead head = FileHead.of(data, source.name());
        Optional<Detection> detection = registry.tryDetect(head);
        Optional<TextForm> form = detection.flatMap(d -> of(d.format()));
        if (form.isEmpty()) {
            if (head.textLines().isPresent() || data.length == 0) {
                return new Input(source.name(), data, null, false, detection.map(Detection::description)
                        .orElse("text"));
            }
            Detection d = registry.detect(head);
            throw FormatException.of(source.name(), 0, "file format", d.description() + " has no text form yet");
        }
        TextWriter writer = TextWriter.inMemory();
        writeHeader(writer, form.get());
        form.get().show(source, data, writer);
        TextDocument document = TextDocument.parse(writer.toBytes(), source.name() + " (as text)");
        return new Input(source.name(), data, document, true, detection.get().description());
    }

    /** The lines of a text form, for a caller that walks them (the editor's comparison). */
    public static List<TextNode> lines(TextDocument document) {
        List<TextNode> all = new ArrayList<>();
        all.add(document.header());
        all.addAll(document.nodes());
        return all;
    }
}
