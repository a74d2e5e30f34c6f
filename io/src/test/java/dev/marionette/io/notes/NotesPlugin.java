package dev.marionette.io.notes;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FormatPlugin;
import dev.marionette.io.textform.TextForm;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.format.Sniffer;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A made-up sixth family for the plug-in test, living only in test code: a "notes" file is {@code "NOTE"}, a u8
 * count, then that many lines of text. It is registered by a {@code META-INF/services} file of its own and by no
 * edit of any shared main file.
 */
public final class NotesPlugin implements FormatPlugin {

    /** The format this plug-in declares. */
    public static final FileFormat NOTES = FileFormat.of("notes", "notes.note", "Test notes", "note");

    @Override
    public String family() {
        return "notes";
    }

    @Override
    public String formatsInWords() {
        return "test NOTE";
    }

    @Override
    public List<FileFormat> formats() {
        return List.of(NOTES);
    }

    @Override
    public List<Sniffer> sniffers() {
        return List.of(new Sniffer(Sniffer.SIGNATURE + 50, head -> {
            byte[] b = head.bytes();
            return b.length >= 5 && b[0] == 'N' && b[1] == 'O' && b[2] == 'T' && b[3] == 'E'
                    ? Optional.of(new Detection(NOTES, b[4] & 0xFF, true, "\"NOTE\" signature"))
                    : Optional.empty();
        }));
    }

    /** How many files {@link #open} opened: the tests check that every path reaches it, once per file. */
    public static final AtomicInteger OPENED = new AtomicInteger();

    /**
     * A notes file as the plug-in opens it: its lines, and the title in the {@code NAME.title} file beside it (or
     * the one chosen as its "sheet"), else none.
     */
    public record Opened(FileSource source, FileFormat format, List<String> lines, Optional<String> title)
            implements OpenedFile {
    }

    @Override
    public Opened open(FileSource source, Detection detection, Companions companions) throws IOException {
        OPENED.incrementAndGet();
        List<String> lines = lines(source.read(ReadOptions.STRICT), source.name());
        Optional<FileSource> title = companions.chosenSheet().map(FileSource::of);
        if (title.isEmpty()) {
            title = source.sibling(source.baseName() + ".title");
        }
        Optional<String> text = title.isEmpty() ? Optional.empty()
                : Optional.of(new String(title.get().read(ReadOptions.STRICT), StandardCharsets.UTF_8).strip());
        return new Opened(source, detection.format(), lines, text);
    }

    /** Its text form: the family's own, hung off this plug-in like everything else of it. */
    @Override
    public Optional<TextForm> textForm(FileFormat format) {
        return format.equals(NOTES) ? Optional.of(new NotesTextForm()) : Optional.empty();
    }

    /**
     * Its parts above io, in the editor module's test code: the export and the tab of the family, named here, its
     * one registration.
     */
    @Override
    public List<String> parts(String layer) {
        return switch (layer) {
            case EXPORT_PARTS -> List.of("dev.marionette.testkind.notes.NotesExportProvider");
            case EDITOR_PARTS -> List.of("dev.marionette.testkind.notes.NotesDocumentKind");
            default -> List.of();
        };
    }

    @Override
    public Optional<FormatHandler> handler(FileFormat format) {
        return format.equals(NOTES) ? Optional.of(new NotesHandler()) : Optional.empty();
    }

    /** The commands' handler: the lines checked. */
    private static final class NotesHandler implements FormatHandler {

        @Override
        public Map<String, String> describe(byte[] data, String source, ReadOptions options) throws FormatException {
            Map<String, String> facts = new LinkedHashMap<>();
            facts.put("format", NOTES.displayName());
            facts.put("notes", String.valueOf(lines(data, source).size()));
            return facts;
        }

        @Override
        public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
            lines(data, source);
            return List.of();
        }

        @Override
        public byte[] rewrite(byte[] data, String source, ReadOptions options) throws FormatException {
            lines(data, source);
            return data.clone();
        }

        private static List<String> lines(byte[] data, String source) throws FormatException {
            return NotesPlugin.lines(data, source);
        }
    }

    /** The count and the lines; a count the lines do not reach is an error naming the offset. */
    static List<String> lines(byte[] data, String source) throws FormatException {
        int count = data[4] & 0xFF;
        List<String> lines = new String(data, 5, data.length - 5, StandardCharsets.US_ASCII).lines().toList();
        if (lines.size() != count) {
            throw new FormatException(source, 4, "note count", count + " lines", lines.size() + " lines");
        }
        return lines;
    }
}
