package dev.marionette.editor.workbench;

import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditActions;
import dev.marionette.editor.action.FileActions;
import dev.marionette.editor.doc.ActiveDocumentWatcher;
import dev.marionette.editor.doc.DocumentManager;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.doc.DocumentStatus;
import dev.marionette.editor.doc.EditRouting;
import dev.marionette.editor.io.ErrorReporter;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.io.FileDialogs;
import dev.marionette.editor.io.FileOperations;
import dev.marionette.editor.io.SessionCloser;
import dev.marionette.editor.io.TaskRunner;
import dev.marionette.editor.io.UnsavedChangesPrompt;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.kind.SaveRouter;
import dev.marionette.model.doc.Document;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.prefs.RecentFiles;
import dev.marionette.editor.util.Edt;
import dev.marionette.editor.util.StatusLine;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Everything one editor window does, without the window: open documents, file operations, closing with
 * prompts, recent files and the File and Edit actions with their enabling rules. {@link MainFrame} shows it;
 * tests drive it directly, answering the dialogs through {@link Services}. One per window, no static state.
 */
public final class Workbench {

    /**
     * What the workbench needs from outside: the installed kinds, the preferences, the dialogs (so tests can
     * answer them) and the threads (so tests can run work in place).
     *
     * @param worker runs file reads and writes; {@link TaskRunner#newWorkerPool()} in the editor
     * @param ui     runs the hand-over to the event thread; {@link Edt#EXECUTOR} in the editor
     */
    public record Services(DocumentKinds kinds, EditorPreferences preferences, FileDialogs fileDialogs,
            UnsavedChangesPrompt prompt, ErrorReporter errors, Executor worker, Executor ui) {

        public Services {
            Objects.requireNonNull(kinds, "kinds");
            Objects.requireNonNull(preferences, "preferences");
            Objects.requireNonNull(fileDialogs, "fileDialogs");
            Objects.requireNonNull(prompt, "prompt");
            Objects.requireNonNull(errors, "errors");
            Objects.requireNonNull(worker, "worker");
            Objects.requireNonNull(ui, "ui");
        }
    }

    private final Services services;
    private final DocumentManager documents = new DocumentManager();
    private final ActiveDocumentWatcher watcher = new ActiveDocumentWatcher(documents);
    private final EditRouting editRouting = new EditRouting(documents);
    private final StatusLine status = new StatusLine();
    private final FileChoosers choosers;
    private final RecentFiles recentFiles;
    private final TaskRunner tasks;
    private final FileOperations files;
    private final SessionCloser closer;
    private final ActionRegistry actions;
    private Runnable exitHandler = () -> { };

    /** Builds the workbench and registers the File and Edit actions in {@code actions}. Event thread. */
    public Workbench(Services services, ActionRegistry actions) {
        Edt.check();
        this.services = services;
        this.actions = actions;
        this.recentFiles = new RecentFiles(services.preferences());
        this.tasks = new TaskRunner(services.worker(), services.ui());
        this.files = new FileOperations(documents, services.kinds(), tasks, services.fileDialogs(),
                services.errors(), recentFiles, status);
        services.kinds().all().stream().filter(k -> k instanceof SaveRouter)
                .forEach(k -> files.addSaveRouter((SaveRouter) k));
        this.closer = new SessionCloser(documents, files, services.prompt());
        new DocumentStatus(documents, status);
        this.choosers = new FileChoosers(() -> documents.active().map(DocumentSession::file),
                services.preferences()::lastDirectory, services.preferences()::setLastDirectory);
        FileActions.register(actions, documents, files, closer, recentFiles, this::exit);
        EditActions.register(actions, documents, editRouting);
        watcher.addListener(actions::refreshAll);
        editRouting.addListener(actions::refreshAll);
        recentFiles.addChangeListener(actions::refreshAll);
        EditorShell shell = new EditorShell() {
            @Override
            public boolean openNew(String kindId, Document<?> document) {
                Edt.check();
                for (DocumentKind kind : services.kinds().all()) {
                    if (kind.id().equals(kindId)) {
                        documents.add(new DocumentSession(document, kind, null));
                        return true;
                    }
                }
                return false;
            }

            @Override
            public void status(String message) {
                status.accept(message);
            }

            @Override
            public boolean show(Document<?> document) {
                Edt.check();
                for (DocumentSession session : documents.sessions()) {
                    if (session.document() == document) {
                        documents.setActive(session);
                        return true;
                    }
                }
                return false;
            }
        };
        services.kinds().all().forEach(kind -> kind.attach(shell));
    }

    /**
     * Shows what the editor starts with: {@code files} when given, else the start-up document of the first
     * kind offering one, else nothing (the window shows its welcome panel).
     */
    public CompletableFuture<List<DocumentSession>> openAtStart(List<Path> filesToOpen) {
        Edt.check();
        if (!filesToOpen.isEmpty()) {
            return files.openAll(filesToOpen);
        }
        return CompletableFuture.completedFuture(services.kinds().startupDocument().map(choice -> {
            DocumentSession session = files.newDocument(choice.kind(), choice.template());
            session.setStartupDocument(true);
            return List.of(session);
        }).orElse(List.of()));
    }

    /**
     * File &gt; Exit and the window's close box: asks about every document with unsaved changes, then runs
     * the exit handler. True when the editor is exiting; false when the user cancelled.
     */
    public CompletableFuture<Boolean> exit() {
        return closer.closeAll().thenApply(ok -> {
            if (ok) {
                exitHandler.run();
            }
            return ok;
        });
    }

    /** What exiting does once every document is settled (save the window state, dispose the window). */
    public void setExitHandler(Runnable handler) {
        this.exitHandler = Objects.requireNonNull(handler, "handler");
    }

    public Services services() {
        return services;
    }

    public DocumentManager documents() {
        return documents;
    }

    public ActiveDocumentWatcher watcher() {
        return watcher;
    }

    public EditRouting editRouting() {
        return editRouting;
    }

    public StatusLine status() {
        return status;
    }

    /** Where the window's file choosers start. */
    public FileChoosers choosers() {
        return choosers;
    }

    public RecentFiles recentFiles() {
        return recentFiles;
    }

    public TaskRunner tasks() {
        return tasks;
    }

    public FileOperations files() {
        return files;
    }

    public SessionCloser closer() {
        return closer;
    }

    public ActionRegistry actions() {
        return actions;
    }

    public EditorPreferences preferences() {
        return services.preferences();
    }

    public DocumentKinds kinds() {
        return services.kinds();
    }
}
