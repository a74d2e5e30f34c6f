package dev.marionette.editor.archive;

import dev.marionette.export.ro.ArchiveSpriteExport;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfEntry;
import java.awt.Component;
import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.ProgressMonitor;
import javax.swing.SwingUtilities;

/**
 * Runs the browser's Export... on a background thread ({@link ArchiveSpriteExport}) with a progress dialog whose
 * Cancel stops after the sprite being written; sprites that could not be exported are listed at the end with
 * their reasons.
 */
final class ArchiveExportRun {

    /** How many skipped sprites the closing message lists (the status line counts them all). */
    static final int LISTED = 20;

    private ArchiveExportRun() {
    }

    /** Starts exporting {@code entries}' sprites as {@code request} says; {@code done} is told on the event thread. */
    static void start(Component parent, GrfArchive archive, List<GrfEntry> entries,
            ArchiveExportDialog.Request request, Consumer<ArchiveSpriteExport.Outcome> done) {
        int total = ArchiveSpriteExport.sprites(entries).size();
        ProgressMonitor monitor = new ProgressMonitor(parent, "Exporting " + total + " sprites to "
                + request.folder(), "", 0, Math.max(1, total));
        monitor.setMillisToDecideToPopup(200);
        monitor.setMillisToPopup(300);
        Thread worker = new Thread(() -> {
            ArchiveSpriteExport.Outcome outcome;
            try {
                outcome = ArchiveSpriteExport.run(archive, entries, request.exporter(), request.options(),
                        request.folder(), (k, all, name) -> SwingUtilities.invokeLater(() -> {
                            monitor.setProgress(k);
                            monitor.setNote(name);
                        }), monitor::isCanceled);
            } catch (IOException e) {
                SwingUtilities.invokeLater(() -> {
                    monitor.close();
                    JOptionPane.showMessageDialog(parent, "Could not export to " + request.folder() + ":\n"
                            + e.getMessage(), "Export", JOptionPane.ERROR_MESSAGE);
                });
                return;
            }
            ArchiveSpriteExport.Outcome result = outcome;
            SwingUtilities.invokeLater(() -> {
                monitor.close();
                done.accept(result);
                if (!result.skipped().isEmpty()) {
                    List<ArchiveSpriteExport.Skipped> shown = result.skipped().subList(0,
                            Math.min(LISTED, result.skipped().size()));
                    StringBuilder text = new StringBuilder(result.skipped().size() + " not exported:\n");
                    shown.forEach(s -> text.append(s).append('\n'));
                    if (shown.size() < result.skipped().size()) {
                        text.append("and ").append(result.skipped().size() - shown.size()).append(" more");
                    }
                    JOptionPane pane = new JOptionPane(text.toString().strip(), JOptionPane.WARNING_MESSAGE);
                    JDialog dialog = pane.createDialog(parent, "Export");
                    dialog.setName("archiveExportSkipped");
                    dialog.setVisible(true);
                }
            });
        }, "archive-export");
        worker.setDaemon(true);
        worker.start();
    }
}
