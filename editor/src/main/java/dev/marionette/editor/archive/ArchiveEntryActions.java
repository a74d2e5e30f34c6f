package dev.marionette.editor.archive;

import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.export.registry.Exporters;
import dev.marionette.export.ro.ArchiveSpriteExport;
import dev.marionette.export.ro.RagnarokSource;
import dev.marionette.io.archive.ArchiveEntry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;

/**
 * What the archive tab's Open, Extract… and Export… do with the entries the user chose: the selected rows of the
 * entry list, or (for Extract and Export) every entry of the selected folder and below when no row is selected.
 * Each asks what it needs (a folder, export settings), runs its reading or writing off the event thread and
 * reports on the status line. Nothing here writes the archive. Event thread.
 */
final class ArchiveEntryActions {

    /** The Ragnarok kind's id ({@code RoKind}): sprites open in its tabs. */
    static final String RAGNAROK = "ragnarok";

    private final ArchiveDocument document;
    private final ArchiveIndex index;
    private final EditorShell shell;
    private final ArchiveSaves saves;
    private final JComponent parent;
    private final JTable table;
    private final EntryTableModel model;
    private final Supplier<ArchiveFolder> folder;
    private final Exporters exporters = Exporters.standard();
    /** The last Export... choice in this tab, which the next starts from, or null. */
    private ArchiveExportDialog.Request lastExport;

    /**
     * @param parent the tab, which dialogs belong to
     * @param table  the entry list, whose selected rows are the chosen entries
     * @param folder the folder selected in the tree, chosen whole when no row is selected
     */
    ArchiveEntryActions(ArchiveDocument document, EditorShell shell, ArchiveSaves saves, JComponent parent,
            JTable table, EntryTableModel model, Supplier<ArchiveFolder> folder) {
        this.document = document;
        this.index = document.model();
        this.shell = shell;
        this.saves = saves;
        this.parent = parent;
        this.table = table;
        this.model = model;
        this.folder = folder;
    }

    /** Opens the selected ACT/SPR in a Ragnarok tab, reading it off the event thread. */
    void openSelected() {
        int row = table.getSelectedRow();
        if (row < 0) {
            return;
        }
        open(model.entryAt(row));
    }

    /** Opens entry {@code entry}, an ACT or SPR, in a Ragnarok tab, reading it off the event thread. */
    void open(int entry) {
        String path = index.path(entry);
        if (!ArchiveSprites.isSprite(path)) {
            shell.status(index.name(entry) + " is not a sprite: only ACT and SPR entries open in a tab");
            return;
        }
        shell.status("Opening " + path + "…");
        ArchiveEntry e = index.archive().entry(entry);
        Thread reader = new Thread(() -> {
            try {
                ArchiveSprites.Opened opened = ArchiveSprites.open(index.archive(), document.file(), e);
                SwingUtilities.invokeLater(() -> {
                    saves.remember(opened.document(), opened.origin());
                    shell.openNew(RAGNAROK, opened.document());
                    shell.status("Opened " + document.displayName() + "!" + path);
                });
            } catch (Exception problem) {
                SwingUtilities.invokeLater(() -> {
                    shell.status("Could not open " + path);
                    JOptionPane.showMessageDialog(parent, "Could not open " + path + ":\n" + problem.getMessage(),
                            "Could not open", JOptionPane.ERROR_MESSAGE);
                });
            }
        }, "archive-open");
        reader.setDaemon(true);
        reader.start();
    }

    /** The selected entries, or the selected folder's (and below) when none is selected or {@code wholeFolder}. */
    private int[] chosenEntries(boolean wholeFolder) {
        int[] rows = table.getSelectedRows();
        if (rows.length == 0 || wholeFolder) {
            return ArchiveExtraction.entriesBelow(index, folder.get());
        }
        int[] entries = new int[rows.length];
        for (int k = 0; k < rows.length; k++) {
            entries[k] = model.entryAt(rows[k]);
        }
        return entries;
    }

    /** Extracts the selected entries, or the selected folder's when none is selected. */
    void extractSelected() {
        extract(chosenEntries(false));
    }

    /** Extracts every entry of the selected folder and below, whatever entries are selected. */
    void extractFolder() {
        extract(chosenEntries(true));
    }

    private void extract(int[] entries) {
        if (entries.length == 0) {
            return;
        }
        // made where every chooser of the editor is: centred over the window at a size that shows a folder
        JFileChooser chooser = FileChoosers.create(parent);
        chooser.setCurrentDirectory(document.file().toAbsolutePath().getParent().toFile());
        chooser.setDialogTitle("Extract " + entries.length + " entries to");
        chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (chooser.showDialog(parent, "Extract") != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path dir = chooser.getSelectedFile().toPath();
        ArchiveExtraction.start(parent, index, entries, dir, outcome -> shell.status(outcome.summary(dir)));
    }

    /**
     * Exports the sprites among the selected entries, or every sprite of the selected folder and below when none is
     * selected, in a format and into a folder the user chooses, in the background.
     */
    void exportSelected() {
        export(table.getSelectedRowCount() > 0);
    }

    /** Exports every sprite of the selected folder and below, whatever entries are selected. */
    void exportFolder() {
        export(false);
    }

    private void export(boolean selection) {
        List<ArchiveEntry> entries = new ArrayList<>();
        for (int entry : chosenEntries(!selection)) {
            entries.add(index.archive().entry(entry));
        }
        int sprites = ArchiveSpriteExport.sprites(entries).size();
        ArchiveFolder scope = folder.get();
        String where = scope.parent() == null ? document.displayName() : scope.path();
        if (sprites == 0) {
            shell.status(selection ? "No sprite (ACT or SPR) is selected" : "No sprite (ACT or SPR) in " + where);
            return;
        }
        String base = document.displayName().replaceFirst("\\.[^.]*$", "");
        Path proposed = document.file().toAbsolutePath().resolveSibling(base + "-sprites");
        ArchiveExportDialog dialog = new ArchiveExportDialog(SwingUtilities.getWindowAncestor(parent), sprites,
                selection ? "the selected entries" : "every sprite in " + where,
                exporters.exportersFor(RagnarokSource.class), lastExport, proposed);
        dialog.ask().ifPresent(request -> {
            lastExport = request;
            shell.status("Exporting " + sprites + " sprites to " + request.folder() + "…");
            ArchiveExportRun.start(parent, index.archive(), entries, request,
                    outcome -> shell.status(outcome.summary(request.folder())));
        });
    }
}
