package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActVersion;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.testing.SpriteFixtures;
import java.beans.PropertyChangeEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpriteDocumentTest {

    @Test
    void aNewDocumentIsCleanUntitledAndInTheLatestVersions() {
        SpriteDocument doc = SpriteDocument.empty();
        assertThat(doc.displayName()).isEqualTo("Untitled");
        assertThat(doc.actVersion()).isEqualTo(ActVersion.LATEST);
        assertThat(doc.sprVersion()).isEqualTo(SprVersion.LATEST);
        assertThat(doc.actFile()).isNull();
        assertThat(doc.isDirty()).isFalse();
        int action = doc.editor().actions().addAction();
        doc.editor().frames().addFrame(action);
        assertThat(doc.isDirty()).isTrue();
        assertThat(doc.act().frameCount()).isEqualTo(1);
    }

    @Test
    void theDocumentIsNamedAfterItsActFileAndReportsNewPaths() {
        var pair = SpriteFixtures.eightDirections();
        SpriteDocument doc = new SpriteDocument(pair.act(), pair.sheet(), Path.of("data", "poring.act"),
                Path.of("data", "poring.spr"));
        assertThat(doc.displayName()).isEqualTo("poring.act");
        List<PropertyChangeEvent> events = new ArrayList<>();
        doc.addPropertyChangeListener(SpriteDocument.FILES_PROPERTY, events::add);
        doc.setFiles(Path.of("out", "copy.act"), Path.of("out", "copy.spr"));
        doc.setFiles(Path.of("out", "copy.act"), Path.of("out", "copy.spr"));
        assertThat(events).hasSize(1);
        assertThat(doc.displayName()).isEqualTo("copy.act");
        assertThat(doc.sprFile()).isEqualTo(Path.of("out", "copy.spr"));
    }

    @Test
    void actAndSprEditsShareOneHistoryAndOneDirtyFlag() {
        var pair = SpriteFixtures.eightDirections();
        SpriteDocument doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        doc.editor().layers().moveLayers(List.of(new LayerRef(0, 0, 0)), 1, 1);
        doc.markSaved();
        doc.editor().sheet().setPaletteColor(3, 0xABCDEF);
        doc.editor().frames().removeFrames(List.of(new FrameRef(0, 1)));
        assertThat(doc.isDirty()).isTrue();
        doc.undo();
        doc.undo();
        assertThat(doc.isDirty()).isFalse();
        assertThat(doc.model()).isNotEqualTo(SpriteFixtures.eightDirections());
        doc.undo();
        assertThat(doc.model()).isEqualTo(SpriteFixtures.eightDirections());
        assertThat(doc.isDirty()).isTrue();
    }
}
