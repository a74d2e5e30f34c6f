package dev.marionette.editor.ro.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.tree.ActionTreeModel.ActionNode;
import dev.marionette.editor.ro.tree.ActionTreeModel.FrameNode;
import dev.marionette.editor.ro.shared.SpriteClipboard;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.editor.testing.OnEdt;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(OnEdt.class)
class ActionTreeModelTest {

    final SpriteDocument doc = RoFixtures.demo();

    @Test
    void actionsAreNamedAndFramesShowLayersAndTheirEvent() {
        ActionTreeModel model = new ActionTreeModel(doc.act(), "root");
        assertThat(model.getChildCount("root")).isEqualTo(40);
        assertThat(model.label(new ActionNode(9))).isEqualTo("Walk - South-west  (4 frames)");
        assertThat(model.label(new FrameNode(9, 0))).isEqualTo("Frame 0  \u00b7 5 layers  \u00b7 demo_step.wav");
        assertThat(model.label(new FrameNode(9, 1))).isEqualTo("Frame 1  \u00b7 5 layers");
        assertThat(model.getIndexOfChild(new ActionNode(9), new FrameNode(9, 3))).isEqualTo(3);
        assertThat(model.isLeaf(new FrameNode(9, 3))).isTrue();
    }

    @Test
    void theTreeFollowsTheFrameShownAndItsEdits() {
        SpriteEditorState state = new SpriteEditorState(doc.act());
        ActionTree tree = new ActionTree(doc, state, new ActionTreeMenu(doc, state, new SpriteClipboard(), m -> { }));
        state.setFrame(17, 2);
        assertThat(tree.getSelectionPath().getLastPathComponent()).isEqualTo(new FrameNode(17, 2));
        tree.setSelectionPath(tree.treeModel().pathTo(3, 1));
        assertThat(state.frameRef()).isEqualTo(new FrameRef(3, 1));
        doc.editor().frames().removeFrames(List.of(new FrameRef(3, 0)));
        state.revalidate();
        assertThat(tree.treeModel().getChildCount(new ActionNode(3))).isEqualTo(3);
        assertThat(tree.treeModel().label(new ActionNode(3))).endsWith("(3 frames)");
        doc.editor().actions().removeActions(List.of(39));
        assertThat(tree.treeModel().label(new ActionNode(0))).as("39 actions: no longer a monster layout")
                .startsWith("Action 0");
        tree.dispose();
    }

    @Test
    void theContextMenuOffersTheActionAndFrameCommands() {
        SpriteEditorState state = new SpriteEditorState(doc.act());
        ActionTreeMenu menu = new ActionTreeMenu(doc, state, new SpriteClipboard(), m -> { });
        var items = java.util.Arrays.stream(menu.build(new FrameNode(9, 1)).getComponents())
                .filter(c -> c instanceof javax.swing.JMenuItem).map(c -> ((javax.swing.JMenuItem) c).getText())
                .toList();
        assertThat(items).contains("Duplicate frame", "Delete frame", "Event", "Add anchor", "Mirror to South-east",
                "Duplicate action", "Set interval…");
        javax.swing.JMenuItem duplicate = (javax.swing.JMenuItem) java.util.Arrays.stream(
                menu.build(new FrameNode(9, 1)).getComponents()).filter(c -> c instanceof javax.swing.JMenuItem m
                        && m.getText().equals("Duplicate frame")).findFirst().orElseThrow();
        duplicate.doClick();
        assertThat(doc.act().animations().get(9).frames()).hasSize(5);
        assertThat(state.frameRef()).isEqualTo(new FrameRef(9, 2));
        assertThat(doc.undoLabel()).isEqualTo("Undo Duplicate frame");
    }
}
