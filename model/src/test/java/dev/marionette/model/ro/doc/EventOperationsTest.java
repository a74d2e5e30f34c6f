package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.edit.EventListEdit;
import dev.marionette.model.testing.SpriteFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class EventOperationsTest {

    SpriteDocument doc;
    EventOperations events;

    @BeforeEach
    void setUp() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        events = doc.editor().events();
    }

    private static ActFrame frame(ActSprPair m, int action, int frame) {
        return m.act().animations().get(action).frames().get(frame);
    }

    @Test
    void addingAnEventAppendsIt() {
        EditCheck.check(doc, () -> assertThat(events.addEvent("poring_move.wav")).isEqualTo(2),
                m -> m.act().events().add(ActEvent.of("poring_move.wav")), Change.added(Part.EVENT, 2));
        assertThat(doc.undoLabel()).isEqualTo("Undo Add event poring_move.wav");
    }

    @Test
    void insertingAnEventRenumbersTheFramesFiringLaterOnes() {
        EditCheck.check(doc, () -> doc.perform(EventListEdit.add(doc.model(), 1, "step.wav")), m -> {
            m.act().events().add(1, ActEvent.of("step.wav"));
            frame(m, 2, 1).setEventId(2);
            frame(m, 3, 0).setEventId(2);
        }, Change.added(Part.EVENT, 1), Change.property(Part.FRAME, "event", 2, 1),
                Change.property(Part.FRAME, "event", 3, 0));
    }

    @Test
    void removingAnEventClearsTheFramesFiringItAndRenumbersTheRest() {
        EditCheck.check(doc, () -> events.removeEvent(0), m -> {
            m.act().events().remove(0);
            frame(m, 0, 0).setEventId(ActFrame.NO_EVENT);
            frame(m, 2, 1).setEventId(0);
            frame(m, 3, 0).setEventId(0);
        }, Change.removed(Part.EVENT, 0), Change.property(Part.FRAME, "event", 0, 0),
                Change.property(Part.FRAME, "event", 2, 1), Change.property(Part.FRAME, "event", 3, 0));
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete event atk");
    }

    @Test
    void framesPointingAtNothingAreLeftAsRead() {
        frame(doc.model(), 7, 0).setEventId(9);
        events.removeEvent(0);
        assertThat(frame(doc.model(), 7, 0).eventId()).isEqualTo(9);
    }

    @Test
    void renamingKeepsTheFramesFiringIt() {
        EditCheck.check(doc, () -> events.renameEvent(1, "ouch.wav"),
                m -> m.act().events().set(1, ActEvent.of("ouch.wav")), Change.property(Part.EVENT, "name", 1));
        events.renameEvent(1, "ouch.wav");
        assertThat(doc.history().steps()).as("renaming to the same name records nothing").hasSize(1);
    }

    @Test
    void namesMustBeNewNonEmptyAndFitFortyBytesWithTheirNul() {
        assertThatThrownBy(() -> events.addEvent("atk")).isInstanceOf(EditRejectedException.class)
                .hasMessage("There is already an event named \"atk\" (event 0).");
        assertThatThrownBy(() -> events.renameEvent(0, "hit.wav")).hasMessageContaining("already an event");
        assertThatThrownBy(() -> events.addEvent("")).hasMessageContaining("needs a name");
        events.addEvent("x".repeat(39));
        assertThatThrownBy(() -> events.addEvent("y".repeat(40))).hasMessageContaining("at most 39 bytes");
        if (ActEvent.CHARSET.name().contains("949")) {
            // Hangul syllables take two bytes each in the Korean code page: 19 fit, 20 do not.
            events.addEvent("\uD55C".repeat(19));
            assertThatThrownBy(() -> events.addEvent("\uAE00".repeat(20))).hasMessageContaining("does not fit");
        }
        assertThatThrownBy(() -> events.renameEvent(7, "z")).hasMessage(
                "There is no event 7 (the event list has " + doc.act().events().size() + " entries).");
    }

    @Test
    void theEventListNeedsVersion201() {
        SpriteDocument old = LayerOperationsTest.document(ActVersion.V2_0);
        assertThatThrownBy(() -> old.editor().events().addEvent("atk"))
                .hasMessage("This ACT is version 0x200 (2.0), which stores no event list;"
                        + " that needs version 0x201 (2.1) or later.");
    }
}
