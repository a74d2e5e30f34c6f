package dev.marionette.editor.io;

import dev.marionette.editor.doc.DocumentManager;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveRouter;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.prefs.RecentFiles;
import dev.marionette.editor.util.Edt;
import dev.marionette.editor.util.StatusLine;
import dev.marionette.model.doc.Document;
import java.nio.file.NoSuchFileException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * New, Open, Save, Save As and Save All. Reading and writing run on worker threads through the
 * {@link TaskRunner}; the documents are only touched on the event thread. Failures end in a dialog that names
 * the file and the problem, and the futures complete normally (empty or false) so callers need no error
 * handling of their own.
 */
public final class FileOperations {

    private final DocumentManager documents;
    private final DocumentKinds kinds;
    private final TaskRunner tasks;
    private final FileDialogs dialogs;
    private final ErrorReporter errors;
    private final RecentFiles recentFiles;
    private final StatusLine status;
    private final List<SaveRouter> routers = new ArrayList<>();

    /**
     * @param status shows a short message in the status bar ("Saved idle.act"), about the document concerned
     */
    public FileOperations(DocumentManager documents, DocumentKinds kinds, TaskRunner tasks, FileDialogs dialogs,
            ErrorReporter errors, RecentFiles recentFiles, StatusLine status) {
        this.documents = documents;
        this.kinds = kinds;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.errors = errors;
        this.recentFiles = recentFiles;
        this.status = status;
    }

    public DocumentKinds kinds() {
        return kinds;
    }

    /** Opens a new untitled document from {@code template} in a new tab. */
    public DocumentSession newDocument(DocumentKind kind, DocumentTemplate template) {
        Edt.check();
        DocumentSession session = new DocumentSession(template.create(), kind, null);
        documents.add(session);
        return session;
    }

    /**
     * File &gt; New: runs the template's wizard first when it has one (over the active window), then opens the
     * new document in a new tab. Empty when the user cancelled the wizard.
     */
    public Optional<DocumentSession> newDocumentAsking(DocumentKind kind, DocumentTemplate template) {
        Edt.check();
        java.awt.Window parent = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow();
        Optional<Document<?>> document = template.createAsking(parent);
        if (document.isEmpty()) {
            return Optional.empty();
        }
        DocumentSession session = new DocumentSession(document.get(), kind, null);
        documents.add(session);
        return Optional.of(session);
    }

    /** The id of the kind File &gt; Open Archive... offers (the archive browser). */
    public static final String ARCHIVE_KIND = "archive";

    /** File &gt; Open Archive...: asks for archives only and opens each in a browser tab. */
    public void openArchiveWithDialog() {
        List<DocumentKind> archive = kinds.all().stream().filter(k -> k.id().equals(ARCHIVE_KIND)).toList();
        if (!archive.isEmpty()) {
            openAll(dialogs.chooseFilesToOpen(new DocumentKinds(archive)));
        }
    }

    /** File &gt; Open: asks for files and opens each. */
    public void openWithDialog() {
        openAll(dialogs.chooseFilesToOpen(kinds));
    }

    /**
     * Opens each file in its own tab, one after the other; failures are reported one by one. Files that belong
     * to another file of the group open with it instead of in a tab of their own ({@link
     * DocumentKind#companionsAmong}: a skeleton dropped with its motion).
     */
    public CompletableFuture<List<DocumentSession>> openAll(List<Path> files) {
        Edt.check();
        if (files.size() < 2) {
            return openGroups(files.stream().map(f -> new OpenGroup(f, List.of())).toList());
        }
        List<Path> all = List.copyOf(files);
        return tasks.run("Opening " + all.size() + " files", true, progress -> group(all))
                .handle((groups, failure) -> groups != null ? groups
                        : all.stream().map(f -> new OpenGroup(f, List.<Path>of())).toList())
                .thenCompose(this::openGroups);
    }

    /** A file to open and the files that open with it. */
    record OpenGroup(Path file, List<Path> companions) {
    }

    private CompletableFuture<List<DocumentSession>> openGroups(List<OpenGroup> groups) {
        CompletableFuture<List<DocumentSession>> chain = CompletableFuture.completedFuture(new ArrayList<>());
        for (OpenGroup group : groups) {
            chain = chain.thenCompose(opened -> open(group.file(), group.companions()).thenApply(s -> {
                s.ifPresent(opened::add);
                return opened;
            }));
        }
        return chain;
    }

    /**
     * Which files open with which: each file's kind names its companions among the others of its kind; a file
     * another one takes (and that does not take it in turn) opens with it rather than alone. Worker thread.
     */
    List<OpenGroup> group(List<Path> files) {
        Map<Path, DocumentKind> kindOf = new HashMap<>();
        for (Path file : files) {
            try {
                kindOf.put(file, kinds.detect(file.toAbsolutePath().normalize()));
            } catch (Exception e) {
                // opened alone: the open reports the problem
            }
        }
        Map<Path, List<Path>> companions = new HashMap<>();
        for (Path file : files) {
            DocumentKind kind = kindOf.get(file);
            if (kind == null) {
                companions.put(file, List.of());
                continue;
            }
            List<Path> others = files.stream().filter(o -> !o.equals(file) && kindOf.get(o) == kind).toList();
            companions.put(file, kind.companionsAmong(file, others).stream().filter(others::contains).toList());
        }
        List<OpenGroup> groups = new ArrayList<>();
        for (Path file : files) {
            boolean taken = files.stream().anyMatch(o -> !o.equals(file) && companions.get(o).contains(file)
                    && !companions.get(file).contains(o));
            if (!taken) {
                groups.add(new OpenGroup(file, companions.get(file)));
            }
        }
        return groups;
    }

    /**
     * Opens {@code file} in a new tab, or shows its tab when it is open already (so changes made there are
     * never dropped by reading the file again). The untouched start-up document gives way to the first file
     * opened. Empty when the file could not be read (the user was told) or the user cancelled.
     */
    public CompletableFuture<Optional<DocumentSession>> open(Path file) {
        return open(file, List.of());
    }

    /** {@link #open(Path)} with the files that open as part of it ({@link DocumentKind#companionsAmong}). */
    public CompletableFuture<Optional<DocumentSession>> open(Path file, List<Path> companions) {
        Edt.check();
        Path target = file.toAbsolutePath().normalize();
        Optional<DocumentSession> already = documents.findByFile(target);
        if (already.isPresent()) {
            documents.setActive(already.get());
            return CompletableFuture.completedFuture(already);
        }
        String name = String.valueOf(target.getFileName());
        status.accept("Opening " + name + "…");
        return tasks.run("Opening " + name, true, progress -> {
            // Recognised once; the detection goes with the file to the kind that opens it.
            DocumentKinds.Recognised recognised = kinds.recognise(target);
            progress.checkCancelled();
            Document<?> document = recognised.open(target, companions, progress);
            return new Opened(recognised.kind(), document);
        }).handle((opened, failure) -> {
            if (failure != null) {
                reportOpenFailure(target, failure);
                return Optional.<DocumentSession>empty();
            }
            return Optional.of(show(opened, target));
        });
    }

    private record Opened(DocumentKind kind, Document<?> document) {
    }

    private DocumentSession show(Opened opened, Path file) {
        Optional<DocumentSession> raced = documents.findByFile(file);
        if (raced.isPresent()) {
            // opened twice in quick succession: keep the first tab, drop the duplicate read
            documents.setActive(raced.get());
            return raced.get();
        }
        List<DocumentSession> before = documents.sessions();
        DocumentSession session = new DocumentSession(opened.document(), opened.kind(), file);
        documents.add(session);
        if (before.size() == 1 && before.get(0).isStartupDocument() && !before.get(0).hasUnsavedChanges()) {
            documents.remove(before.get(0));
        }
        recentFiles.add(file);
        status.say(session, "Opened " + file.getFileName());
        return session;
    }

    private void reportOpenFailure(Path file, Throwable failure) {
        if (ErrorMessages.isCancellation(failure)) {
            status.accept("Opening " + file.getFileName() + " cancelled");
            return;
        }
        if (ErrorMessages.unwrap(failure) instanceof NoSuchFileException) {
            recentFiles.remove(file);
        }
        status.accept("Could not open " + file.getFileName());
        errors.showError("Could not open file",
                "Could not open " + file.getFileName() + ":\n" + ErrorMessages.describe(failure, file));
    }

    /** Lets {@code router} decide where Save puts the documents without a file it knows about. */
    public void addSaveRouter(SaveRouter router) {
        routers.add(router);
    }

    /**
     * Save: writes to the document's file, or, when it has none, lets a {@link SaveRouter} that knows where it
     * came from decide, or asks where. True once saved.
     */
    public CompletableFuture<Boolean> save(DocumentSession session) {
        Edt.check();
        if (session.isUntitled()) {
            for (SaveRouter router : routers) {
                if (router.routesSave(session.document())) {
                    return router.save(session.document(), host(session));
                }
            }
            return saveAs(session);
        }
        return write(session, session.file(), session.kind().defaultSaveOptions(session.document()));
    }

    /**
     * Save As: asks where and how, then writes there; the tab then shows the new file. True once saved (false
     * when the kind wrote a converted copy, {@link SaveTask#writesCopy()}: the document itself is not saved).
     */
    public CompletableFuture<Boolean> saveAs(DocumentSession session) {
        Edt.check();
        Optional<SaveTarget> target = dialogs.chooseSaveTarget(session);
        if (target.isEmpty()) {
            return CompletableFuture.completedFuture(false);
        }
        Path file = target.get().file().toAbsolutePath().normalize();
        Optional<DocumentSession> other = documents.findByFile(file);
        if (other.isPresent() && other.get() != session) {
            errors.showError("Could not save file", "Could not save " + file.getFileName()
                    + ":\nit is open in another tab. Close that tab first.");
            return CompletableFuture.completedFuture(false);
        }
        return write(session, file, target.get().options());
    }

    private SaveRouter.SaveHost host(DocumentSession session) {
        return new SaveRouter.SaveHost() {
            @Override
            public CompletableFuture<Boolean> saveAs() {
                return FileOperations.this.saveAs(session);
            }

            @Override
            public CompletableFuture<Boolean> saveTo(Path file) {
                Path target = file.toAbsolutePath().normalize();
                Optional<DocumentSession> other = documents.findByFile(target);
                if (other.isPresent() && other.get() != session) {
                    errors.showError("Could not save file", "Could not save " + target.getFileName()
                            + ":\nit is open in another tab. Close that tab first.");
                    return CompletableFuture.completedFuture(false);
                }
                return FileOperations.this.write(session, target, session.kind().defaultSaveOptions(session.document()));
            }

            @Override
            public CompletableFuture<Boolean> write(String target, SaveTask task) {
                return run(session, Path.of(target), task, false);
            }
        };
    }

    /** Saves every document that needs it, one after the other; stops at the first failure or cancel. */
    public CompletableFuture<Boolean> saveAll() {
        CompletableFuture<Boolean> chain = CompletableFuture.completedFuture(true);
        for (DocumentSession session : documents.sessions()) {
            chain = chain.thenCompose(ok -> ok && session.needsSave() && documents.sessions().contains(session)
                    ? save(session) : CompletableFuture.completedFuture(ok));
        }
        return chain;
    }

    /**
     * Snapshots on the event thread, writes on a worker, then, on success only, points the session at the
     * file and marks the document saved (unless it changed while the write ran: then it stays dirty).
     */
    private CompletableFuture<Boolean> write(DocumentSession session, Path file, SaveOptions options) {
        if (session.isBusy()) {
            return CompletableFuture.completedFuture(false);
        }
        SaveTask task;
        try {
            task = session.kind().prepareSave(session.document(), file, options);
        } catch (Exception e) {
            reportSaveFailure(file, e);
            return CompletableFuture.completedFuture(false);
        }
        return run(session, file, task, true);
    }

    /** Runs a prepared save; {@code pointsTab}: the tab shows {@code file} afterwards (else only its name is used). */
    private CompletableFuture<Boolean> run(DocumentSession session, Path file, SaveTask task, boolean pointsTab) {
        if (session.isBusy()) {
            return CompletableFuture.completedFuture(false);
        }
        long changesBefore = session.changeCount();
        session.setBusy(true);
        status.say(session, "Saving " + file.getFileName() + "…");
        return tasks.run("Saving " + file.getFileName(), false, progress -> {
            task.write(progress);
            return Boolean.TRUE;
        }).handle((ok, failure) -> {
            session.setBusy(false);
            if (failure != null) {
                reportSaveFailure(file, failure);
                return false;
            }
            if (task.writesCopy()) {
                // A converted copy: the tab stays on its file and the document keeps its unsaved changes.
                recentFiles.add(file);
                status.say(session, "Wrote " + file.getFileName() + " (a converted copy; the tab stays on "
                        + session.displayName() + ")");
                return false;
            }
            if (pointsTab && !file.equals(session.file())) {
                session.setFile(file);
            }
            if (session.changeCount() == changesBefore) {
                session.document().markSaved();
            }
            if (pointsTab) {
                recentFiles.add(file);
            }
            status.say(session, "Saved " + file.getFileName());
            return true;
        });
    }

    /**
     * Says why {@code file} could not be saved, and what is on disk now: a save writes all or nothing, so an
     * existing file is as it was, and a new one was not made.
     */
    private void reportSaveFailure(Path file, Throwable failure) {
        status.accept("Could not save " + file.getFileName());
        String disk = Files.exists(file) ? "The file on disk was left as it was." : "Nothing was written.";
        errors.showError("Could not save file", "Could not save " + file.getFileName() + ":\n"
                + ErrorMessages.describe(failure, file) + "\n" + disk);
    }
}
