package dev.marionette.model.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class DocumentTest {

    /** A model small enough to reason about: named integer slots. */
    static final class Slots {
        final int[] values = new int[4];
    }

    static final class SlotsDocument extends Document<Slots> {
        SlotsDocument() {
            super(new Slots());
        }

        @Override
        public String displayName() {
            return "slots";
        }

        void set(int slot, int value, boolean mergeable) {
            perform(new SetPropertyEdit<>("Set slot " + slot, model(), "slot" + slot, model().values[slot], value,
                    v -> model().values[slot] = v, Change.property(Part.DOCUMENT, "slot", slot), mergeable));
        }
    }

    /** An edit whose memory cost is given, standing for a pixel snapshot. */
    static class HeavyEdit extends DocumentEdit {
        private final Slots slots;
        private final long bytes;

        HeavyEdit(Slots slots, long bytes) {
            super("Heavy");
            this.slots = slots;
            this.bytes = bytes;
        }

        @Override
        protected void apply() {
            slots.values[3]++;
        }

        @Override
        protected void revert() {
            slots.values[3]--;
        }

        @Override
        public List<Change> changes() {
            return List.of(Change.property(Part.DOCUMENT, "heavy"));
        }

        @Override
        public long memoryCost() {
            return bytes;
        }
    }

    SlotsDocument doc;
    List<DocumentEvent> events;

    @BeforeEach
    void setUp() {
        doc = new SlotsDocument();
        events = new ArrayList<>();
        doc.addDocumentListener(events::add);
    }

    @Test
    void anEditChangesTheModelTellsListenersAndMakesTheDocumentDirty() {
        doc.set(0, 5, false);
        assertThat(doc.model().values[0]).isEqualTo(5);
        assertThat(doc.isDirty()).isTrue();
        assertThat(events).singleElement().satisfies(e -> {
            assertThat(e.cause()).isEqualTo(DocumentEvent.Cause.EDIT);
            assertThat(e.changes()).containsExactly(Change.property(Part.DOCUMENT, "slot", 0));
        });
        assertThat(doc.undoLabel()).isEqualTo("Undo Set slot 0");
    }

    @Test
    void undoingBackToTheSavePointMakesTheDocumentCleanAndRedoMakesItDirty() {
        doc.set(0, 1, false);
        doc.markSaved();
        assertThat(doc.isDirty()).isFalse();
        doc.set(0, 2, false);
        assertThat(doc.isDirty()).isTrue();
        doc.undo();
        assertThat(doc.isDirty()).isFalse();
        assertThat(doc.model().values[0]).isEqualTo(1);
        doc.undo();
        assertThat(doc.isDirty()).isTrue();
        assertThat(doc.model().values[0]).isZero();
        doc.redo();
        assertThat(doc.isDirty()).isFalse();
        doc.redo();
        assertThat(doc.isDirty()).isTrue();
        assertThat(events).extracting(DocumentEvent::cause).containsExactly(DocumentEvent.Cause.EDIT,
                DocumentEvent.Cause.EDIT, DocumentEvent.Cause.UNDO, DocumentEvent.Cause.UNDO,
                DocumentEvent.Cause.REDO, DocumentEvent.Cause.REDO);
    }

    @Test
    void aNewEditAfterUndoingPastTheSavePointLeavesItUnreachable() {
        doc.set(0, 1, false);
        doc.markSaved();
        doc.undo();
        doc.set(0, 7, false);
        doc.undo();
        assertThat(doc.model().values[0]).isZero();
        assertThat(doc.isDirty()).as("the saved state (slot 0 = 1) can no longer be reached").isTrue();
    }

    @Test
    void aRevertedStepIsUndoneAndCannotBeRedone() {
        doc.set(0, 1, false);
        doc.markSaved();
        doc.set(0, 7, false);
        assertThat(doc.isDirty()).isTrue();
        doc.revertLastStep();
        assertThat(doc.model().values[0]).isEqualTo(1);
        assertThat(doc.canRedo()).isFalse();
        assertThat(doc.isDirty()).isFalse();
        assertThat(doc.history().steps()).hasSize(1);
    }

    @Test
    void consecutiveMergeableEditsOfOnePropertyBecomeOneStep() {
        doc.set(1, 1, true);
        doc.set(1, 2, true);
        doc.set(1, 3, true);
        doc.set(2, 9, true);
        assertThat(doc.history().steps()).hasSize(2);
        doc.undo();
        doc.undo();
        assertThat(doc.model().values).containsExactly(0, 0, 0, 0);
        assertThat(doc.canUndo()).isFalse();
        doc.redo();
        assertThat(doc.model().values[1]).isEqualTo(3);
    }

    @Test
    void editsDoNotMergeAcrossTheSavePoint() {
        doc.set(1, 1, true);
        doc.markSaved();
        doc.set(1, 2, true);
        assertThat(doc.history().steps()).hasSize(2);
        doc.undo();
        assertThat(doc.isDirty()).isFalse();
        assertThat(doc.model().values[1]).isEqualTo(1);
    }

    @Test
    void aCompoundEditIsOneStepAndListenersHearOnceWhenItIsComplete() {
        List<Integer> seenDuringEvent = new ArrayList<>();
        doc.addDocumentListener(e -> seenDuringEvent.add(doc.model().values[0] + doc.model().values[1]));
        doc.compound("Set both", () -> {
            doc.set(0, 4, false);
            assertThat(events).as("no event while the compound is open").isEmpty();
            doc.set(1, 6, false);
        });
        assertThat(events).singleElement().satisfies(e -> assertThat(e.changes()).hasSize(2));
        assertThat(seenDuringEvent).containsExactly(10);
        assertThat(doc.undoLabel()).isEqualTo("Undo Set both");
        doc.undo();
        assertThat(doc.model().values).containsExactly(0, 0, 0, 0);
        assertThat(events.get(1).changes()).hasSize(2);
    }

    @Test
    void aFailingCompoundTakesBackItsEditsAndRecordsNothing() {
        assertThatThrownBy(() -> doc.compound("Broken", () -> {
            doc.set(0, 4, false);
            throw new EditRejectedException("no");
        })).isInstanceOf(EditRejectedException.class);
        assertThat(doc.model().values[0]).isZero();
        assertThat(doc.canUndo()).isFalse();
        assertThat(doc.isDirty()).isFalse();
        assertThat(events).isEmpty();
    }

    @Test
    void editsPostedWhileUndoRunsAreRejected() {
        doc.perform(new HeavyEdit(doc.model(), 1) {
            @Override
            protected void revert() {
                doc.set(0, 1, false);
            }
        });
        assertThatThrownBy(doc::undo).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("while undo or redo runs");
    }

    @Test
    void theOldestStepsAreDroppedWhenTheHistoryPassesItsMemoryLimit() {
        doc.history().setMemoryLimit(1000);
        for (int i = 0; i < 5; i++) {
            doc.perform(new HeavyEdit(doc.model(), 400));
        }
        assertThat(doc.history().steps()).hasSize(2);
        assertThat(doc.history().memoryUsed()).isLessThanOrEqualTo(1000);
        doc.undo();
        doc.undo();
        assertThat(doc.canUndo()).isFalse();
        assertThat(doc.model().values[3]).as("the model keeps the dropped steps' effect").isEqualTo(3);
        assertThat(doc.isDirty()).as("the opened state is gone from the history").isTrue();
    }

    @Test
    void droppingStepsOlderThanTheSavePointKeepsItReachable() {
        doc.history().setMemoryLimit(1000);
        doc.perform(new HeavyEdit(doc.model(), 400));
        doc.perform(new HeavyEdit(doc.model(), 400));
        doc.markSaved();
        doc.perform(new HeavyEdit(doc.model(), 400));
        assertThat(doc.history().steps()).hasSize(2);
        doc.undo();
        assertThat(doc.isDirty()).isFalse();
    }

    @Test
    void jumpingThroughTheHistoryFiresOneEvent() {
        doc.set(0, 1, false);
        doc.set(1, 2, false);
        doc.set(2, 3, false);
        events.clear();
        doc.jumpTo(0);
        assertThat(doc.model().values).containsExactly(0, 0, 0, 0);
        assertThat(events).singleElement().satisfies(e -> {
            assertThat(e.cause()).isEqualTo(DocumentEvent.Cause.UNDO);
            assertThat(e.changes()).hasSize(3);
        });
        doc.jumpTo(2);
        assertThat(doc.model().values).containsExactly(1, 2, 0, 0);
        assertThat(doc.redoLabel()).isEqualTo("Redo Set slot 2");
    }

    @Test
    void theDirtyPropertyFiresOnlyWhenItChanges() {
        List<Object> dirtyValues = new ArrayList<>();
        doc.addPropertyChangeListener(Document.DIRTY_PROPERTY, e -> dirtyValues.add(e.getNewValue()));
        doc.set(0, 1, false);
        doc.set(0, 2, false);
        doc.undo();
        doc.undo();
        assertThat(dirtyValues).containsExactly(true, false);
    }
}
