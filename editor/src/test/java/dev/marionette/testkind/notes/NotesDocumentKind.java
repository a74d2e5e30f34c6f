package dev.marionette.testkind.notes;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.OpenRequest;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.io.Companions;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.notes.NotesPlugin;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.doc.Document;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;

/**
 * The made-up notes family's editor tab (test code, named by {@code NotesPlugin.parts}): a notes file opened through
 * its plug-in, shown as its lines, titled by the {@code .title} beside it, saved back as the plug-in reads it.
 */
public final class NotesDocumentKind implements DocumentKind {

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
        return List.of(FileType.of(NotesPlugin.NOTES));
    }

    @Override
    public Document<?> open(OpenRequest request, TaskProgress progress) throws IOException {
        Path file = request.file();
        Companions chosen = request.companions().isEmpty() ? Companions.NONE
                : Companions.sheet(request.companions().get(0));
        NotesPlugin.Opened notes = request.detected().open(FileSource.of(file), chosen).as(NotesPlugin.Opened.class);
        return new Document<>(notes) {
            @Override
            public String displayName() {
                return notes.title().orElse(file.getFileName().toString());
            }
        };
    }

    @Override
    public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) {
        List<String> lines = ((NotesPlugin.Opened) document.model()).lines();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("NOTE".getBytes(StandardCharsets.US_ASCII));
        out.write(lines.size());
        out.writeBytes((String.join("\n", lines) + "\n").getBytes(StandardCharsets.US_ASCII));
        byte[] bytes = out.toByteArray();
        return progress -> SafeFileWriter.write(target, bytes);
    }

    @Override
    public DocumentView createView(Document<?> document) {
        JTextArea text = new JTextArea(String.join("\n", ((NotesPlugin.Opened) document.model()).lines()));
        text.setEditable(false);
        text.setName("notesText");
        JScrollPane pane = new JScrollPane(text);
        return () -> (JComponent) pane;
    }
}
