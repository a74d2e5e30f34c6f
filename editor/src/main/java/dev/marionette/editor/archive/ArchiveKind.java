package dev.marionette.editor.archive;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.OpenRequest;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveRouter;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.kind.Shortcut;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.model.doc.Document;
import java.awt.Font;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javax.swing.SwingUtilities;

/**
 * Ragnarok archives of every kind ({@link ArchiveRegistry}: GRF/GPF, THOR and RGZ patches), opened in a browser tab
 * ({@link ArchiveView}): File &gt; Open (or Open Archive..., a drop, the command line) of a file whose first bytes a
 * kind recognises ({@code Master of Magic}, {@code ASSF (C) 2007 Aeomin DEV}, an RGZ's gzip stream). The tab is
 * never modified; Save As writes a copy of the archive. Sprites opened from it go to normal Ragnarok tabs, and their Save is routed here
 * ({@link ArchiveSaves}): into a patch archive, a data folder, or Save As.
 */
public final class ArchiveKind implements DocumentKind, SaveRouter {

    public static final String ID = "archive";
    public static final FileType ARCHIVE = FileType.of("Ragnarok Online archive",
            ArchiveRegistry.installed().extensions().toArray(String[]::new));

    private final ArchiveSaves saves;
    private final OpenArchives openArchives = new OpenArchives();
    private EditorShell shell = EditorShell.NONE;
    private ArchiveSearchDialog search;
    private final Function<Font, Optional<Font>> koreanFonts;

    /** The kind as installed: asks where to save with Swing dialogs. */
    public ArchiveKind() {
        this(new SwingArchiveSaveChooser());
    }

    public ArchiveKind(ArchiveSaveChooser chooser) {
        this(chooser, HangulFonts::forKorean);
    }

    /**
     * @param koreanFonts a font like the one given that shows Hangul, or empty when none is installed (tests try a
     *                    machine without one)
     */
    ArchiveKind(ArchiveSaveChooser chooser, Function<Font, Optional<Font>> koreanFonts) {
        this.saves = new ArchiveSaves(chooser);
        this.koreanFonts = koreanFonts;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "Ragnarok Online archives";
    }

    @Override
    public List<FileType> formats() {
        return List.of(ARCHIVE);
    }

    /**
     * True when a kind recognises the first bytes; a kind that needs more of them than the shell passes (an RGZ, whose
     * first record lies inside its gzip stream) looks at the file itself.
     */
    @Override
    public boolean recognizes(Path file, byte[] head) {
        ArchiveRegistry registry = ArchiveRegistry.installed();
        if (registry.detect(head).isPresent()) {
            return true;
        }
        return head.length < registry.headLength() && head.length >= 2 && registry.detect(file).isPresent();
    }

    @Override
    public Document<?> open(OpenRequest request, TaskProgress progress) throws IOException {
        Path file = request.file();
        Archive archive = ArchiveRegistry.installed().open(file, String.valueOf(file.getFileName()));
        try {
            ArchiveIndex index = ArchiveIndex.build(archive, progress::isCancelled);
            if (index == null) {
                throw new InterruptedIOException("cancelled");
            }
            return new ArchiveDocument(index, file);
        } catch (IOException | RuntimeException e) {
            archive.close();
            throw e;
        }
    }

    @Override
    public void attach(EditorShell shell) {
        this.shell = shell;
    }

    /** Save As of the browser's tab writes a copy of the archive, byte for byte; the tab stays on its file. */
    @Override
    public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) throws IOException {
        Path source = ((ArchiveDocument) document).file();
        if (target.toAbsolutePath().normalize().equals(source.toAbsolutePath().normalize())) {
            throw new IOException("an archive is not saved over itself: nothing in the browser changes it");
        }
        return SaveTask.copy(progress -> SafeFileWriter.writeChannel(target, channel -> {
            try (var in = java.nio.channels.FileChannel.open(source)) {
                long size = in.size();
                for (long at = 0; at < size; ) {
                    at += in.transferTo(at, size - at, channel);
                }
            }
        }));
    }

    /** The browser's keys and gestures, for Help &gt; Keyboard Shortcuts. */
    @Override
    public List<Shortcut> shortcuts() {
        String section = "Archive browser";
        return List.of(new Shortcut(section, "Open the selected ACT or SPR in a sprite tab", "Enter"),
                new Shortcut(section, "Open the ACT or SPR", "Double-click in the list"),
                new Shortcut(section, "Select several entries to extract", "Ctrl+click, Shift+click"),
                new Shortcut(section, "Extract the selected entries (or the folder)", "Ctrl+Shift+X"),
                new Shortcut(section, "Export the selected sprites (or the folder's)", "Ctrl+Shift+E"),
                new Shortcut(section, "Find entries in every open archive", "Ctrl+Shift+F"),
                new Shortcut(section, "Type in the filter box", "Ctrl+F, Alt+I"),
                new Shortcut(section, "The commands of the entries or folders", "Right-click, Shift+F10"),
                new Shortcut(section, "Reach the tool bar's buttons", "Tab, then Space"),
                new Shortcut(section, "Show the chosen find result in its archive",
                        "Enter, double-click (Find in Open Archives)"));
    }

    @Override
    public DocumentView createView(Document<?> document) {
        return new ArchiveView((ArchiveDocument) document, shell, saves, openArchives, this::findInOpenArchives,
                koreanFonts);
    }

    /** Opens Find in Open Archives beside {@code from}'s tab (one dialog per window, kept between uses). */
    private void findInOpenArchives(ArchiveView from) {
        if (search == null) {
            search = new ArchiveSearchDialog(SwingUtilities.getWindowAncestor(from.component()), openArchives);
        }
        search.showFor(from.component());
    }

    /** The Find in Open Archives dialog once it was opened (tests). */
    ArchiveSearchDialog searchDialog() {
        return search;
    }

    @Override
    public boolean routesSave(Document<?> document) {
        return saves.knows(document);
    }

    @Override
    public CompletableFuture<Boolean> save(Document<?> document, SaveHost host) {
        return saves.save(document, host);
    }

    /** Where sprites opened from archives came from, and where their saves go. */
    ArchiveSaves saves() {
        return saves;
    }
}
