package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReplaceActAndMergingTest {

    private static SpriteDocument document() {
        var pair = SpriteFixtures.eightDirections();
        return new SpriteDocument(pair.act(), pair.sheet(), null, null);
    }

    @Test
    void replacingTheActIsOneUndoableStepThatRestoresVersionAndContent() {
        SpriteDocument doc = document();
        ActDocument original = doc.act().copy();
        ActDocument converted = original.copy();
        converted.setVersion(ActVersion.V2_3);
        converted.events().clear();
        converted.animations().remove(0);
        // what a 0x203 file holds: no layer sizes
        converted.animations().forEach(a -> a.frames().forEach(f -> f.layers().forEach(l -> {
            l.setWidth(0);
            l.setHeight(0);
        })));
        List<DocumentEvent> events = new ArrayList<>();
        doc.addDocumentListener(events::add);

        doc.editor().replaceAct("Convert to ACT 0x203", converted);

        assertThat(doc.act()).isEqualTo(converted);
        assertThat(doc.actVersion()).isEqualTo(ActVersion.V2_3);
        assertThat(doc.undoLabel()).isEqualTo("Undo Convert to ACT 0x203");
        assertThat(events).singleElement().satisfies(e -> assertThat(e.changes())
                .containsExactly(Change.replaced(Part.DOCUMENT)));
        converted.animations().clear();
        assertThat(doc.act().animations()).isNotEmpty();
        doc.undo();
        assertThat(doc.act()).isEqualTo(original);
        assertThat(doc.isDirty()).isFalse();
        doc.redo();
        assertThat(doc.actVersion()).isEqualTo(ActVersion.V2_3);
    }

    @Test
    void replacingWithAnEqualActRecordsNothing() {
        SpriteDocument doc = document();
        doc.editor().replaceAct("Convert", doc.act().copy());
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void endMergingSeparatesTwoMovesOfTheSameLayerButLaterNudgesMergeAgain() {
        SpriteDocument doc = document();
        LayerRef layer = new LayerRef(0, 0, 0);
        int x = doc.act().animations().get(0).frames().get(0).layers().get(0).x();
        doc.editor().layers().moveLayers(List.of(layer), 5, 0);
        doc.endMerging();
        doc.editor().layers().moveLayers(List.of(layer), 1, 0);
        doc.editor().layers().moveLayers(List.of(layer), 1, 0);
        doc.undo();
        assertThat(doc.act().animations().get(0).frames().get(0).layers().get(0).x()).isEqualTo(x + 5);
        doc.undo();
        assertThat(doc.act().animations().get(0).frames().get(0).layers().get(0).x()).isEqualTo(x);
        assertThat(doc.canUndo()).isFalse();
    }
}
