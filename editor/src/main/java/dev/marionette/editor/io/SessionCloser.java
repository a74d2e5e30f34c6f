package dev.marionette.editor.io;

import dev.marionette.editor.doc.DocumentManager;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.UnsavedChangesPrompt.Answer;
import dev.marionette.editor.util.Edt;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Closes documents without ever dropping unsaved changes unasked. For each document with unsaved changes,
 * in tab order, the prompt asks Save / Don't Save / Cancel: Save writes it first (a failed or cancelled
 * save stops everything), Cancel stops everything. Only when every document is settled are they all
 * closed, so a cancelled Exit or Close All leaves every tab open.
 */
public final class SessionCloser {

    private final DocumentManager documents;
    private final FileOperations files;
    private final UnsavedChangesPrompt prompt;

    public SessionCloser(DocumentManager documents, FileOperations files, UnsavedChangesPrompt prompt) {
        this.documents = documents;
        this.files = files;
        this.prompt = prompt;
    }

    /** Closes the active document; true when it closed (or there was none). */
    public CompletableFuture<Boolean> closeActive() {
        return documents.active().map(s -> close(List.of(s))).orElse(CompletableFuture.completedFuture(true));
    }

    /** Closes every document; true when all closed. */
    public CompletableFuture<Boolean> closeAll() {
        return close(documents.sessions());
    }

    /**
     * Settles and closes {@code sessions}. True when they all closed; false when the user cancelled or a save
     * failed, and then none of them was closed.
     */
    public CompletableFuture<Boolean> close(List<DocumentSession> sessions) {
        Edt.check();
        return settle(sessions, 0).thenApply(ok -> {
            if (ok) {
                sessions.forEach(documents::remove);
            }
            return ok;
        });
    }

    /** True when every session from {@code index} on may be closed; asks (and saves) in order. */
    private CompletableFuture<Boolean> settle(List<DocumentSession> sessions, int index) {
        if (index == sessions.size()) {
            return CompletableFuture.completedFuture(true);
        }
        DocumentSession session = sessions.get(index);
        if (session.isBusy()) {
            // a save of it is still running: closing now could lose its result, so wait for the user to retry
            return CompletableFuture.completedFuture(false);
        }
        if (!session.hasUnsavedChanges()) {
            return settle(sessions, index + 1);
        }
        documents.setActive(session);
        Answer answer = prompt.ask(session);
        return switch (answer) {
            case CANCEL -> CompletableFuture.completedFuture(false);
            case DONT_SAVE -> settle(sessions, index + 1);
            case SAVE -> files.save(session).thenCompose(saved -> saved && !session.hasUnsavedChanges()
                    ? settle(sessions, index + 1)
                    : CompletableFuture.completedFuture(false));
        };
    }
}
