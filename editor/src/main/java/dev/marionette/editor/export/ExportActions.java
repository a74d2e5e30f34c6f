package dev.marionette.editor.export;

import dev.marionette.editor.workbench.Workbench;
import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.export.ExportSource;
import dev.marionette.export.Exporter;
import dev.marionette.export.registry.Exporters;
import java.awt.Window;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * File &gt; Export...: enabled for a document whose kind exports ({@code DocumentKind.canExport}); opens the
 * {@link ExportDialog} on a snapshot of it, with the exporters registered for the snapshot's type.
 */
public final class ExportActions {

    private ExportActions() {
    }

    /** Registers File &gt; Export..., whose dialog opens over {@code parent}. Event thread. */
    public static void register(Workbench workbench, Window parent) {
        Exporters exporters = Exporters.standard();
        workbench.actions().register(ActionIds.FILE_EXPORT,
                () -> workbench.documents().active().ifPresent(s -> open(workbench, parent, exporters, s)))
                .enabledWhen(() -> workbench.documents().active()
                        .map(s -> !s.isBusy() && s.kind().canExport(s.document())).orElse(false));
    }

    /** Opens the dialog for {@code session}; returns it, or empty when there is nothing to export. */
    static Optional<ExportDialog<?>> open(Workbench workbench, Window parent, Exporters exporters,
            DocumentSession session) {
        Optional<ExportSource<?>> source = session.kind().exportSource(session.document(), session.view());
        if (source.isEmpty()) {
            return Optional.empty();
        }
        ExportDialog<?> dialog = create(workbench, parent, exporters, session, source.get());
        if (dialog == null) {
            workbench.status().accept("Nothing to export from " + session.displayName());
            return Optional.empty();
        }
        dialog.setVisible(true);
        return Optional.of(dialog);
    }

    private static <S> ExportDialog<S> create(Workbench workbench, Window parent, Exporters exporters,
            DocumentSession session, ExportSource<S> source) {
        List<Exporter<S>> found = exporters.exportersFor(source.type());
        if (found.isEmpty()) {
            return null;
        }
        Path folder = session.file() != null && session.file().getParent() != null ? session.file().getParent()
                : Path.of(System.getProperty("user.home"));
        return new ExportDialog<>(parent, source, found, folder, workbench.services().worker(), workbench.status());
    }
}
