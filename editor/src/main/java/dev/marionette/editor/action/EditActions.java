package dev.marionette.editor.action;

import dev.marionette.editor.doc.DocumentManager;
import dev.marionette.editor.edit.EditCommand;
import dev.marionette.editor.doc.EditRouting;
import dev.marionette.model.doc.Document;
import java.util.Map;
import java.util.Optional;

/** Registers the Edit menu's actions: Undo and Redo on the active document, the clipboard on its view. */
public final class EditActions {

    private static final Map<String, EditCommand> CLIPBOARD = Map.of(
            ActionIds.EDIT_CUT, EditCommand.CUT,
            ActionIds.EDIT_COPY, EditCommand.COPY,
            ActionIds.EDIT_PASTE, EditCommand.PASTE,
            ActionIds.EDIT_DELETE, EditCommand.DELETE,
            ActionIds.EDIT_SELECT_ALL, EditCommand.SELECT_ALL);

    private EditActions() {
    }

    public static void register(ActionRegistry registry, DocumentManager documents, EditRouting routing) {
        registry.register(ActionIds.EDIT_UNDO, () -> active(documents).ifPresent(Document::undo))
                .enabledWhen(() -> active(documents).map(Document::canUndo).orElse(false))
                .namedBy(() -> active(documents).map(Document::undoLabel)
                        .orElse(registry.text(ActionIds.EDIT_UNDO)));
        registry.register(ActionIds.EDIT_REDO, () -> active(documents).ifPresent(Document::redo))
                .enabledWhen(() -> active(documents).map(Document::canRedo).orElse(false))
                .namedBy(() -> active(documents).map(Document::redoLabel)
                        .orElse(registry.text(ActionIds.EDIT_REDO)));
        for (String id : new String[] {ActionIds.EDIT_CUT, ActionIds.EDIT_COPY, ActionIds.EDIT_PASTE,
                ActionIds.EDIT_DELETE, ActionIds.EDIT_SELECT_ALL}) {
            EditCommand command = CLIPBOARD.get(id);
            registry.register(id, () -> routing.perform(command)).enabledWhen(() -> routing.isPossible(command));
        }
    }

    private static Optional<Document<?>> active(DocumentManager documents) {
        return documents.active().map(s -> s.document());
    }
}
