package dev.marionette.editor.ro.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpriteEditorStateTest {

    final SpriteDocument doc = RoFixtures.demo();
    final SpriteEditorState state = new SpriteEditorState(doc.act());
    final List<SpriteEditorState.Aspect> heard = new ArrayList<>();

    {
        state.addListener(heard::add);
    }

    @Test
    void framesAreClampedToWhatExistsAndOnlyRealChangesAreHeard() {
        state.setFrame(9, 2);
        assertThat(state.frameRef()).isEqualTo(new FrameRef(9, 2));
        state.setFrame(9, 2);
        state.setFrame(500, 99);
        assertThat(state.action()).isEqualTo(doc.act().animations().size() - 1);
        assertThat(state.frame()).isEqualTo(state.frameCount() - 1);
        assertThat(heard).containsExactly(SpriteEditorState.Aspect.FRAME, SpriteEditorState.Aspect.FRAME);
    }

    @Test
    void theSelectionIsKeptByIndexAcrossFramesAndTogglesWithCtrl() {
        state.selectLayers(List.of(1, 3));
        state.toggleLayer(3);
        state.toggleLayer(2);
        assertThat(state.selectedLayers()).containsExactly(1, 2);
        state.setFrame(0, 1);
        assertThat(state.selectedLayers()).containsExactly(1, 2);
        assertThat(state.selectedLayerRefs()).containsExactly(new LayerRef(0, 1, 1), new LayerRef(0, 1, 2));
    }

    @Test
    void anAnchorAndLayersAreNeverSelectedTogether() {
        state.selectLayers(List.of(0));
        state.selectAnchor(0);
        assertThat(state.selectedLayers()).isEmpty();
        assertThat(state.selectedAnchor()).isZero();
        state.selectLayers(List.of(2));
        assertThat(state.selectedAnchor()).isEqualTo(-1);
        state.selectAnchor(7);
        assertThat(state.selectedAnchor()).isEqualTo(-1);
    }

    @Test
    void afterADeletionTheSelectionDropsWhatNoLongerExists() {
        int layers = state.currentFrame().layers().size();
        state.selectLayers(List.of(0, layers - 1));
        doc.editor().layers().removeLayers(List.of(new LayerRef(0, 0, layers - 1)));
        heard.clear();
        state.revalidate();
        assertThat(state.selectedLayers()).containsExactly(0);
        assertThat(heard).containsExactly(SpriteEditorState.Aspect.SELECTION);
        doc.editor().actions().removeActions(List.of(0));
        state.setFrame(doc.act().animations().size(), 0);
        doc.editor().actions().removeActions(List.of(doc.act().animations().size() - 1));
        state.revalidate();
        assertThat(state.action()).isEqualTo(doc.act().animations().size() - 1);
    }
}
