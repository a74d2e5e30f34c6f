package dev.marionette.editor.testing;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.FileDialogs;
import dev.marionette.editor.io.SaveTarget;
import dev.marionette.editor.kind.DocumentKinds;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/** File dialogs for GUI tests: Save As answers with the targets queued (a file and its options), in order. */
public final class QueuedSaveTargets implements FileDialogs {

    /** The answers still to give; Save As is cancelled when none is left. */
    public final Deque<SaveTarget> saves = new ArrayDeque<>();

    @Override
    public List<Path> chooseFilesToOpen(DocumentKinds kinds) {
        throw new AssertionError("unexpected Open dialog");
    }

    @Override
    public Optional<SaveTarget> chooseSaveTarget(DocumentSession session) {
        return Optional.ofNullable(saves.poll());
    }
}
