package dev.marionette.editor.kind;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatPlugin;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.format.PluginParts;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.doc.Document;
import java.io.IOException;
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

    /** How many leading bytes of a file no plug-in recognised {@link DocumentKind#recognizes} gets to see. */
    public static final int HEAD_BYTES = 64;

    private final List<DocumentKind> kinds;
    private final FormatRegistry registry;

    /** The given kinds, over the installed format plug-ins. */
    public DocumentKinds(List<? extends DocumentKind> kinds) {
        this(kinds, FormatRegistry.installed());
    }

    /** The given kinds, over the format plug-ins of {@code registry}. */
    public DocumentKinds(List<? extends DocumentKind> kinds, FormatRegistry registry) {
        this.kinds = List.copyOf(kinds);
        this.registry = registry;
    }

    /**
     * Every kind of the installed format families (named by their plug-ins, {@code FormatPlugin.parts(EDITOR_PARTS)}),
     * then those of no family listed in {@code META-INF/services/dev.marionette.editor.kind.DocumentKind}.
     */
    public static DocumentKinds installed() {
        return installed(FormatRegistry.installed());
    }

    /** {@link #installed()} over the format plug-ins of {@code registry}. */
    public static DocumentKinds installed(FormatRegistry registry) {
        List<DocumentKind> found = new ArrayList<>(PluginParts.of(registry, FormatPlugin.EDITOR_PARTS,
                DocumentKind.class));
        ServiceLoader.load(DocumentKind.class).forEach(kind -> {
            if (found.stream().noneMatch(k -> k.id().equals(kind.id()))) {
                found.add(kind);
            }
        });
        return new DocumentKinds(found, registry);
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
     * A file recognised: the kind that opens it and, when a format plug-in recognised it, the detection, which the
     * kind's open gets ({@link DocumentKind#open(OpenRequest, TaskProgress)}).
     */
    public record Recognised(DocumentKind kind, Optional<Detection> detection) {

        /** Opens the file with {@code companions} as the kind reads the detected format. Worker thread. */
        public Document<?> open(Path file, List<Path> companions, TaskProgress progress) throws IOException {
            return kind.open(new OpenRequest(file, detection, companions), progress);
        }
    }

    /** The kind that reads {@code file} ({@link #recognise}). Worker thread (it reads the file). */
    public DocumentKind detect(Path file) throws IOException {
        return recognise(file).kind();
    }

    /**
     * Recognises {@code file} once: the installed format plug-ins' tests run on its head, and the kind that declares
     * the detected format ({@link DocumentKind#detectedFormats()}) opens it; a file no plug-in recognises goes to the
     * first kind that claims it ({@link DocumentKind#recognizes}). Worker thread (it reads the file).
     *
     * @throws IOException when the file cannot be read or no kind opens it; the message says which formats are
     *                     supported
     */
    public Recognised recognise(Path file) throws IOException {
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString(), null, "no such file");
        }
        if (Files.isDirectory(file)) {
            throw new IOException(file.getFileName() + " is a folder, not a file");
        }
        return recognise(file, FileHead.of(FileSource.of(file), ReadOptions.STRICT))
                .orElseThrow(() -> new IOException(unsupportedMessage(file)));
    }

    /** {@link #recognise(Path)} of a file whose head is {@code head}; empty when no kind opens it. */
    public Optional<Recognised> recognise(Path file, FileHead head) throws IOException {
        Optional<Detection> detection = registry.tryDetect(head);
        if (detection.isPresent()) {
            for (DocumentKind kind : kinds) {
                if (kind.detectedFormats().contains(detection.get().format())) {
                    return Optional.of(new Recognised(kind, detection));
                }
            }
            return Optional.empty();
        }
        byte[] first = Arrays.copyOf(head.bytes(), (int) Math.min(HEAD_BYTES, head.bytes().length));
        for (DocumentKind kind : kinds) {
            if (kind.recognizes(file, first)) {
                return Optional.of(new Recognised(kind, Optional.empty()));
            }
        }
        return Optional.empty();
    }

    private String unsupportedMessage(Path file) {
        if (kinds.isEmpty()) {
            return file.getFileName() + " cannot be opened: this build of Marionette has no file editors installed.";
        }
        String supported = allExtensions().stream().map(e -> "." + e).collect(Collectors.joining(", "));
        return file.getFileName() + " is not a file Marionette can open (supported: " + supported + ").";
    }

}
