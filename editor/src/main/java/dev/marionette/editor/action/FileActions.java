package dev.marionette.editor.action;

import dev.marionette.editor.doc.DocumentManager;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.FileOperations;
import dev.marionette.editor.io.SessionCloser;
import dev.marionette.editor.prefs.RecentFiles;

/** Registers the File menu's actions and the rules that enable them. */
public final class FileActions {

    private FileActions() {
    }

    /**
     * @param exit runs File &gt; Exit (it asks about unsaved changes itself)
     */
    public static void register(ActionRegistry registry, DocumentManager documents, FileOperations files,
            SessionCloser closer, RecentFiles recentFiles, Runnable exit) {
        registry.register(ActionIds.FILE_OPEN, files::openWithDialog);
        registry.register(ActionIds.FILE_OPEN_ARCHIVE, files::openArchiveWithDialog)
                .enabledWhen(() -> files.kinds().all().stream().anyMatch(k -> k.id().equals(FileOperations.ARCHIVE_KIND)));
        registry.register(ActionIds.FILE_CLEAR_RECENT, recentFiles::clear)
                .enabledWhen(() -> !recentFiles.files().isEmpty());
        registry.register(ActionIds.FILE_SAVE, () -> documents.active().ifPresent(files::save))
                .enabledWhen(() -> documents.active().map(s -> s.needsSave() && !s.isBusy()).orElse(false));
        registry.register(ActionIds.FILE_SAVE_AS, () -> documents.active().ifPresent(files::saveAs))
                .enabledWhen(() -> documents.active().map(s -> !s.isBusy()).orElse(false));
        registry.register(ActionIds.FILE_SAVE_ALL, files::saveAll)
                .enabledWhen(() -> documents.sessions().stream().anyMatch(DocumentSession::needsSave));
        registry.register(ActionIds.FILE_CLOSE, closer::closeActive)
                .enabledWhen(() -> documents.active().isPresent());
        registry.register(ActionIds.FILE_CLOSE_ALL, closer::closeAll)
                .enabledWhen(() -> !documents.isEmpty());
        registry.register(ActionIds.FILE_EXIT, exit);
    }
}
