package dev.marionette.editor.ro.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.shared.SpriteClipboard;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

class RoEditTargetTest {

    final SpriteClipboard clipboard = new SpriteClipboard();
    final SpriteDocument demo = RoFixtures.demo();
    final SpriteEditorState demoState = new SpriteEditorState(demo.act());
    final RoEditTarget demoTarget = new RoEditTarget(demo, demoState, clipboard, m -> { });

    @Test
    void layersCopiedInOneDocumentPasteIntoAnotherWithTheirImages() {
        demoState.setFrame(9, 1);
        demoState.selectLayers(List.of(2, 3));
        assertThat(demoTarget.canCopy()).isTrue();
        demoTarget.copy();
        var pair = ActTemplate.EMPTY.create();
        SpriteDocument empty = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        SpriteEditorState state = new SpriteEditorState(empty.act());
        RoEditTarget target = new RoEditTarget(empty, state, clipboard, m -> { });
        assertThat(target.canPaste()).isTrue();
        target.paste();
        assertThat(state.currentFrame().layers()).hasSize(2);
        assertThat(state.selectedLayers()).containsExactly(0, 1);
        assertThat(empty.sheet().indexedImages()).hasSize(2);
        assertThat(empty.undoLabel()).isEqualTo("Undo Paste 2 layers");
    }

    @Test
    void cutDeletesTheSelectionAndSelectAllSelectsEveryLayer() {
        demoState.setFrame(0, 0);
        assertThat(demoTarget.canCut()).isFalse();
        demoTarget.selectAll();
        assertThat(demoState.selectedLayers()).hasSize(5);
        demoState.selectLayers(List.of(4));
        demoTarget.cut();
        assertThat(demoState.currentFrame().layers()).hasSize(4);
        assertThat(demoState.selectedLayers()).isEmpty();
        assertThat(clipboard.layers()).isPresent();
        demoState.selectAnchor(0);
        assertThat(demoTarget.canDelete()).isTrue();
        demoTarget.delete();
        assertThat(demoState.currentFrame().anchors()).isEmpty();
    }

    @Test
    void withNothingSelectedCopyTakesTheFrameAndPasteInsertsItAfter() {
        demoState.setFrame(9, 1);
        demoTarget.copy();
        assertThat(clipboard.frames()).isPresent();
        demoTarget.paste();
        assertThat(demo.act().animations().get(9).frames()).hasSize(5);
        assertThat(demoState.frame()).isEqualTo(2);
        assertThat(demo.act().animations().get(9).frames().get(2))
                .isEqualTo(demo.act().animations().get(9).frames().get(1));
    }
}
