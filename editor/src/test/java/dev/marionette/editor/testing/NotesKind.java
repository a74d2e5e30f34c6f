package dev.marionette.editor.testing;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.OpenRequest;
import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.io.FormatException;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.TaskProgress;
import dev.marionette.model.doc.Document;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A test-only document kind: {@code .note} files holding the signature {@code NOTE\n} and one line of text.
 * Small enough to reason about, real enough to go through detection, worker-thread reads, atomic writes,
 * views and edit targets like the format editors will.
 */
public class NotesKind implements DocumentKind {

    static final byte[] SIGNATURE = "NOTE\n".getBytes(StandardCharsets.US_ASCII);
    public static final FileType FORMAT = FileType.of("Test note", "note");

    private final boolean offersStartupDocument;
    private final AtomicInteger opened = new AtomicInteger();
    private volatile IOException saveFailure;

    public NotesKind() {
        this(false);
    }

    public NotesKind(boolean offersStartupDocument) {
        this.offersStartupDocument = offersStartupDocument;
    }

    /** Writes a note file, for tests. */
    public static Path write(Path file, String text) throws IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(SIGNATURE, SIGNATURE.length + body.length);
        System.arraycopy(body, 0, all, SIGNATURE.length, body.length);
        Files.write(file, all);
        return file;
    }

    /** Reads a note file's text, for tests. */
    public static String read(Path file) throws IOException {
        byte[] all = Files.readAllBytes(file);
        return new String(all, SIGNATURE.length, all.length - SIGNATURE.length, StandardCharsets.UTF_8);
    }

    /** Makes the next writes fail with {@code failure} (null: succeed again). */
    public void failSavesWith(IOException failure) {
        this.saveFailure = failure;
    }

    /** How many files were read. */
    public int openedCount() {
        return opened.get();
    }

    @Override
    public String id() {
        return "notes";
    }

    @Override
    public String displayName() {
        return "Test notes";
    }

    @Override
    public List<FileType> formats() {
        return List.of(FORMAT);
    }

    @Override
    public boolean recognizes(Path file, byte[] head) {
        return hasSignature(head);
    }

    private static boolean hasSignature(byte[] bytes) {
        return bytes.length >= SIGNATURE.length
                && Arrays.equals(Arrays.copyOf(bytes, SIGNATURE.length), SIGNATURE);
    }

    @Override
    public Document<?> open(OpenRequest request, TaskProgress progress) throws IOException {
        Path file = request.file();
        byte[] all = Files.readAllBytes(file);
        if (!hasSignature(all)) {
            throw new FormatException(file.getFileName().toString(), 0, "signature", "NOTE", "something else");
        }
        progress.progress(1);
        opened.incrementAndGet();
        return new NotesDocument(file.getFileName().toString(),
                new String(all, SIGNATURE.length, all.length - SIGNATURE.length, StandardCharsets.UTF_8));
    }

    @Override
    public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) {
        String text = ((NotesDocument) document).text();
        IOException failure = saveFailure;
        return progress -> {
            if (failure != null) {
                throw failure;
            }
            byte[] body = text.getBytes(StandardCharsets.UTF_8);
            byte[] all = Arrays.copyOf(SIGNATURE, SIGNATURE.length + body.length);
            System.arraycopy(body, 0, all, SIGNATURE.length, body.length);
            SafeFileWriter.write(target, all);
        };
    }

    @Override
    public List<DocumentTemplate> templates() {
        return List.of(new DocumentTemplate("Empty note", "A note with no text", () -> new NotesDocument("Untitled", "")),
                new DocumentTemplate("Greeting", "A note that says hello", () -> new NotesDocument("Greeting", "hello")));
    }

    @Override
    public Optional<DocumentTemplate> startupDocument() {
        return offersStartupDocument
                ? Optional.of(new DocumentTemplate("Demo", "The demo note", () -> new NotesDocument("Demo", "demo")))
                : Optional.empty();
    }

    @Override
    public DocumentView createView(Document<?> document) {
        return new NotesView((NotesDocument) document);
    }
}
