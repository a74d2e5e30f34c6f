package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.ro.ActSprPair;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Checks one command end to end: doing it gives exactly the expected model (a deep copy of the model before,
 * changed by hand) and one event with the expected changes; undo gives back exactly the model before with the
 * same changes; redo gives the expected model again. The document is left redone.
 */
final class EditCheck {

    private EditCheck() {
    }

    static void check(SpriteDocument doc, Runnable command, Consumer<ActSprPair> expectedChange,
            Change... expectedChanges) {
        ActSprPair before = doc.model().copy();
        ActSprPair expected = doc.model().copy();
        expectedChange.accept(expected);
        List<DocumentEvent> events = new ArrayList<>();
        DocumentListener listener = events::add;
        doc.addDocumentListener(listener);
        try {
            int steps = doc.history().steps().size();
            command.run();
            assertThat(doc.model()).as("after the command").isEqualTo(expected);
            assertThat(doc.history().steps()).as("one new undo step").hasSize(steps + 1);
            assertThat(events).singleElement().satisfies(e -> {
                assertThat(e.cause()).isEqualTo(DocumentEvent.Cause.EDIT);
                assertThat(e.changes()).containsExactly(expectedChanges);
            });
            doc.undo();
            assertThat(doc.model()).as("after undo").isEqualTo(before);
            assertThat(events.get(1).cause()).isEqualTo(DocumentEvent.Cause.UNDO);
            assertThat(events.get(1).changes()).containsExactly(expectedChanges);
            doc.redo();
            assertThat(doc.model()).as("after redo").isEqualTo(expected);
            assertThat(events.get(2).cause()).isEqualTo(DocumentEvent.Cause.REDO);
            assertThat(events).hasSize(3);
        } finally {
            doc.removeDocumentListener(listener);
        }
    }
}
