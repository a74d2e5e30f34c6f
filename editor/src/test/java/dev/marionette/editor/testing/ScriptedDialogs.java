package dev.marionette.editor.testing;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.ErrorReporter;
import dev.marionette.editor.io.FileDialogs;
import dev.marionette.editor.io.SaveTarget;
import dev.marionette.editor.io.UnsavedChangesPrompt;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.kind.SaveOptions;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Answers the editor's dialogs from queues filled by a test, and records what was asked. An unexpected
 * question fails the test, so a prompt that should not appear cannot go unnoticed.
 */
public final class ScriptedDialogs implements FileDialogs, UnsavedChangesPrompt, ErrorReporter {

    private final Deque<List<Path>> openAnswers = new ArrayDeque<>();
    private final Deque<Optional<Path>> saveAnswers = new ArrayDeque<>();
    private final Deque<Answer> promptAnswers = new ArrayDeque<>();
    private final List<String> asked = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();

    public ScriptedDialogs answerOpen(Path... files) {
        openAnswers.add(List.of(files));
        return this;
    }

    /** The next Save As answers {@code file}, or cancels when null. */
    public ScriptedDialogs answerSaveAs(Path file) {
        saveAnswers.add(Optional.ofNullable(file));
        return this;
    }

    public ScriptedDialogs answerPrompt(Answer... answers) {
        promptAnswers.addAll(List.of(answers));
        return this;
    }

    /** Display names of the documents the unsaved-changes prompt asked about, in order. */
    public List<String> asked() {
        return asked;
    }

    /** Messages of the error dialogs shown, in order. */
    public List<String> errors() {
        return errors;
    }

    @Override
    public List<Path> chooseFilesToOpen(DocumentKinds kinds) {
        if (openAnswers.isEmpty()) {
            throw new AssertionError("unexpected Open dialog");
        }
        return openAnswers.remove();
    }

    @Override
    public Optional<SaveTarget> chooseSaveTarget(DocumentSession session) {
        if (saveAnswers.isEmpty()) {
            throw new AssertionError("unexpected Save As dialog for " + session.displayName());
        }
        return saveAnswers.remove().map(p -> new SaveTarget(p, SaveOptions.NONE));
    }

    @Override
    public Answer ask(DocumentSession session) {
        asked.add(session.displayName());
        if (promptAnswers.isEmpty()) {
            throw new AssertionError("unexpected unsaved-changes prompt for " + session.displayName());
        }
        return promptAnswers.remove();
    }

    @Override
    public void showError(String title, String message) {
        errors.add(title + ": " + message);
    }
}
