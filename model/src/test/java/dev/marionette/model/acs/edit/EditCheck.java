package dev.marionette.model.acs.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.EditRejectedException;
import java.util.ArrayList;
import java.util.List;

/** Runs an operation, then undo and redo, checking the states (against deep copies) and the events each time. */
final class EditCheck {

    private EditCheck() {
    }

    /**
     * Runs {@code operation} as one step and checks: listeners hear one EDIT event with exactly {@code expected};
     * undo gives back a character equal to the one before and an UNDO event with the same changes; redo gives
     * back the state after the operation and a REDO event. Returns the character after the operation (a copy).
     */
    static AgentCharacter doUndoRedo(AgentDocument doc, Runnable operation, Change... expected) {
        List<DocumentEvent> events = new ArrayList<>();
        DocumentListener listener = events::add;
        doc.addDocumentListener(listener);
        try {
            AgentCharacter before = doc.character().copy();
            int steps = doc.history().steps().size();
            operation.run();
            AgentCharacter after = doc.character().copy();
            assertThat(after).as("the operation changes the character").isNotEqualTo(before);
            assertThat(doc.history().steps()).as("one new step").hasSize(steps + 1);
            assertThat(events).singleElement().satisfies(e -> {
                assertThat(e.cause()).isEqualTo(DocumentEvent.Cause.EDIT);
                assertThat(e.changes()).containsExactly(expected);
            });
            doc.undo();
            assertThat(doc.character()).as("after undo").isEqualTo(before);
            assertThat(events.get(1).cause()).isEqualTo(DocumentEvent.Cause.UNDO);
            assertThat(events.get(1).changes()).containsExactly(expected);
            doc.redo();
            assertThat(doc.character()).as("after redo").isEqualTo(after);
            assertThat(events.get(2).cause()).isEqualTo(DocumentEvent.Cause.REDO);
            assertThat(events.get(2).changes()).containsExactly(expected);
            assertThat(events).hasSize(3);
            return after;
        } finally {
            doc.removeDocumentListener(listener);
        }
    }

    /** Checks that {@code operation} records nothing and leaves the character as it was. */
    static void changesNothing(AgentDocument doc, Runnable operation) {
        AgentCharacter before = doc.character().copy();
        int steps = doc.history().steps().size();
        operation.run();
        assertThat(doc.character()).isEqualTo(before);
        assertThat(doc.history().steps()).hasSize(steps);
    }

    /** Checks that {@code operation} is rejected with a message containing {@code message} and changes nothing. */
    static void rejects(AgentDocument doc, Runnable operation, String message) {
        AgentCharacter before = doc.character().copy();
        int steps = doc.history().steps().size();
        assertThatThrownBy(operation::run).isInstanceOf(EditRejectedException.class).hasMessageContaining(message);
        assertThat(doc.character()).isEqualTo(before);
        assertThat(doc.history().steps()).hasSize(steps);
    }
}
