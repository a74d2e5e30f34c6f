package dev.marionette.editor.export;

import dev.marionette.editor.workbench.Workbench;
import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.export.ExportSource;
import dev.marionette.export.Exporter;
import dev.marionette.export.registry.Exporters;
import java.awt.Window;
import java.awt.event.ActionEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.swing.Action;

/**
 * File &gt; Export...: enabled for a document whose kind exports ({@code DocumentKind.canExport}); opens the
 * {@link ExportDialog} on a snapshot of it, with the exporters registered for the snapshot's type. A view with its
 * own export command (an archive: the sprites chosen in it) runs that instead, and the item enables with it.
 */
public final class ExportActions {

    private ExportActions() {
    }

    /** Registers File &gt; Export..., whose dialog opens over {@code parent}. Event thread. */
    public static void register(Workbench workbench, Window parent) {
        Exporters exporters = Exporters.standard();
        workbench.actions().register(ActionIds.FILE_EXPORT,
                () -> workbench.documents().active().ifPresent(s -> {
                    Optional<Action> own = s.view().exportCommand();
                    if (own.isPresent()) {
                        own.get().actionPerformed(new ActionEvent(parent, ActionEvent.ACTION_PERFORMED,
                                ActionIds.FILE_EXPORT));
                    } else {
                        open(workbench, parent, exporters, s);
                    }
                }))
                .enabledWhen(() -> workbench.documents().active().map(ExportActions::canExport).orElse(false));
    }

    /** Whether File &gt; Export… does something for {@code session}: its view's own command, or the dialog. */
    private static boolean canExport(DocumentSession session) {
        if (session.isBusy()) {
            return false;
        }
        Optional<Action> own = session.view().exportCommand();
        return own.isPresent() ? own.get().isEnabled() : session.kind().canExport(session.document());
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
