package dev.marionette.editor.archive;

import dev.marionette.export.ro.ArchiveSpriteExport;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import java.awt.Component;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JDialog;
import javax.swing.JOptionPane;

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
    static void start(Component parent, Archive archive, List<ArchiveEntry> entries,
            ArchiveExportDialog.Request request, Consumer<ArchiveSpriteExport.Outcome> done) {
        int total = ArchiveSpriteExport.sprites(entries).size();
        ProgressRun.start(parent, "Exporting " + total + " sprites to " + request.folder(), total, "Export",
                "Could not export to " + request.folder(), "archive-export",
                (progress, cancelled) -> ArchiveSpriteExport.run(archive, entries, request.exporter(),
                        request.options(), request.folder(), (k, all, name) -> progress.at(k, name), cancelled),
                result -> {
                    done.accept(result);
                    if (!result.skipped().isEmpty()) {
                        showSkipped(parent, result.skipped());
                    }
                });
    }

    private static void showSkipped(Component parent, List<ArchiveSpriteExport.Skipped> skipped) {
        List<ArchiveSpriteExport.Skipped> shown = skipped.subList(0, Math.min(LISTED, skipped.size()));
        StringBuilder text = new StringBuilder(skipped.size() + " not exported:\n");
        shown.forEach(s -> text.append(s).append('\n'));
        if (shown.size() < skipped.size()) {
            text.append("and ").append(skipped.size() - shown.size()).append(" more");
        }
        JOptionPane pane = new JOptionPane(text.toString().strip(), JOptionPane.WARNING_MESSAGE);
        JDialog dialog = pane.createDialog(parent, "Export");
        dialog.setName("archiveExportSkipped");
        dialog.setVisible(true);
    }
}
