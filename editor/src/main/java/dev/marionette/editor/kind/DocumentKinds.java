package dev.marionette.editor.kind;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/** The kinds the editor knows, in registration order, and which of them opens a given file. */
public final class DocumentKinds {

    /** How many leading bytes of a file {@link DocumentKind#recognizes} gets to see. */
    public static final int HEAD_BYTES = 64;

    private final List<DocumentKind> kinds;

    public DocumentKinds(List<? extends DocumentKind> kinds) {
        this.kinds = List.copyOf(kinds);
    }

    /** Every kind listed in {@code META-INF/services/dev.marionette.editor.kind.DocumentKind}. */
    public static DocumentKinds installed() {
        List<DocumentKind> found = new ArrayList<>();
        ServiceLoader.load(DocumentKind.class).forEach(found::add);
        return new DocumentKinds(found);
    }

    public List<DocumentKind> all() {
        return kinds;
    }

    public boolean isEmpty() {
        return kinds.isEmpty();
    }

    /** Every extension any kind opens, for the "All supported files" filter. */
    public List<String> allExtensions() {
        return kinds.stream().flatMap(k -> k.openFormats().stream()).flatMap(f -> f.extensions().stream())
                .distinct().toList();
    }

    /** The first kind offering a start-up document, with it. */
    public Optional<StartupChoice> startupDocument() {
        for (DocumentKind kind : kinds) {
            Optional<DocumentTemplate> template = kind.startupDocument();
            if (template.isPresent()) {
                return Optional.of(new StartupChoice(kind, template.get()));
            }
        }
        return Optional.empty();
    }

    /** A kind and the document it shows at start-up. */
    public record StartupChoice(DocumentKind kind, DocumentTemplate template) {
    }

    /**
     * The kind that reads {@code file}, judged from its first bytes. Worker thread (it reads the file).
     *
     * @throws IOException when the file cannot be read or no kind recognises it; the message says which
     *                     formats are supported
     */
    public DocumentKind detect(Path file) throws IOException {
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString(), null, "no such file");
        }
        if (Files.isDirectory(file)) {
            throw new IOException(file.getFileName() + " is a folder, not a file");
        }
        byte[] head = readHead(file);
        for (DocumentKind kind : kinds) {
            if (kind.recognizes(file, head)) {
                return kind;
            }
        }
        throw new IOException(unsupportedMessage(file));
    }

    private String unsupportedMessage(Path file) {
        if (kinds.isEmpty()) {
            return file.getFileName() + " cannot be opened: this build of Marionette has no file editors installed.";
        }
        String supported = allExtensions().stream().map(e -> "." + e).collect(Collectors.joining(", "));
        return file.getFileName() + " is not a file Marionette can open (supported: " + supported + ").";
    }

    private static byte[] readHead(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[HEAD_BYTES];
            int n = in.readNBytes(buffer, 0, HEAD_BYTES);
            return Arrays.copyOf(buffer, n);
        }
    }
}
