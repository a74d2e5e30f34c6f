package dev.marionette.editor.kit;

import dev.marionette.model.doc.EditRejectedException;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Where a tab's panels, menus and tools run edits and say things: a short message for the user, and an edit whose
 * refusal by the model ({@link EditRejectedException}) becomes that message instead of an exception. This is the
 * one place a refusal is caught; a tab hands its {@link TabContext} to its parts, tests may pass a lambda that
 * collects the messages.
 */
@FunctionalInterface
public interface TabEdits {

    /** Shows a short message for the user (a refused edit, a missing sound...); "" clears it. */
    void message(String text);

    /** Runs {@code edit}; when the model refuses it, shows why and returns false. */
    default boolean edit(Runnable edit) {
        return result(() -> {
            edit.run();
            return Boolean.TRUE;
        }).isPresent();
    }

    /** Runs an edit that gives a result (the layer it added...); empty, with the reason shown, when refused. */
    default <T> Optional<T> result(Supplier<T> edit) {
        try {
            return Optional.of(edit.get());
        } catch (EditRejectedException e) {
            message(e.getMessage());
            return Optional.empty();
        }
    }
}
