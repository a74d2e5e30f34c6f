package dev.marionette.editor.gk3;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.OpenRequest;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.motion.MotionPanel;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSource;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.gk3.Gk3SourceLoader;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.io.Companions;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.gk3.Gk3ActWriter;
import dev.marionette.io.gk3.Gk3Formats;
import dev.marionette.io.gk3.OpenedGk3Act;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.doc.Document;
import dev.marionette.model.gk3.Gk3Document;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Gabriel Knight 3 {@code .ACT} mesh animations plugged into the shell, for inspection: recognised by content
 * ({@code "HTCA"}; a Ragnarok {@code .act} starts with {@code "AC"} and goes to the Ragnarok tab), shown as a header,
 * a table of the blocks and the box puppet played at 15 fps. Save writes the file back as read.
 */
public final class Gk3Kind implements DocumentKind {

    public static final FileType ACT = FileType.of(Gk3Formats.ACT);

    @Override
    public String id() {
        return "gk3";
    }

    @Override
    public String displayName() {
        return "Gabriel Knight 3 animations";
    }

    @Override
    public List<FileType> formats() {
        return List.of(ACT);
    }


    /** The animation as the GK3 plug-in opens it ({@code Gk3Plugin.open}). */
    @Override
    public Document<?> open(OpenRequest request, TaskProgress progress) throws IOException {
        OpenedGk3Act opened = request.detected().open(FileSource.of(request.file()), Companions.NONE)
                .as(OpenedGk3Act.class);
        return new Gk3Document(opened.act(), request.file());
    }

    @Override
    public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) throws IOException {
        byte[] bytes = Gk3ActWriter.toBytes(((Gk3Document) document).model());
        return progress -> SafeFileWriter.write(target, bytes);
    }

    @Override
    public DocumentView createView(Document<?> document) {
        return new Gk3View((Gk3Document) document);
    }

    @Override
    public boolean canExport(Document<?> document) {
        return document instanceof Gk3Document;
    }

    /** The box puppet as pictures, its meshes as bones for CSV and BVH. */
    @Override
    public Optional<ExportSource<?>> exportSource(Document<?> document, DocumentView view) {
        Gk3Document doc = (Gk3Document) document;
        String name = SourceLoader.baseName(Path.of(doc.displayName()));
        MotionSource source = Gk3SourceLoader.source(name, doc.model(), doc.poses());
        return Optional.of(new ExportSource<>(MotionSource.class, source, name, ExportOptions.DEFAULTS));
    }

    /** The motion view's keys (the tab adds none). */
    @Override
    public List<dev.marionette.editor.kind.Shortcut> shortcuts() {
        return MotionPanel.shortcuts(new java.util.ListResourceBundle() {
            @Override
            protected Object[][] getContents() {
                return new Object[0][];
            }
        }, "GK3 tab", List.of());
    }
}
