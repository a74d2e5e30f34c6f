package dev.marionette.editor.ro.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.sprites.SpriteThumbnails;
import dev.marionette.editor.ro.table.LayerTableModel.Column;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.SpriteImageCache;
import java.util.ArrayList;
import java.util.List;
import javax.swing.Icon;
import org.junit.jupiter.api.Test;

class LayerTableModelTest {

    final SpriteDocument doc = RoFixtures.demo();
    final SpriteEditorState state = new SpriteEditorState(doc.act());
    final List<String> messages = new ArrayList<>();
    final LayerTableModel model = new LayerTableModel(doc, state, new SpriteThumbnails(
            new SpriteImageCache(doc.sheet())), messages::add);

    {
        state.setFrame(9, 1);
    }

    private SpriteLayer layer(int i) {
        return state.currentFrame().layers().get(i);
    }

    @Test
    void rowsAreTheLayersOfTheFrameShownWithTheirFields() {
        assertThat(model.getRowCount()).isEqualTo(5);
        SpriteLayer body = layer(1);
        assertThat(model.getValueAt(1, Column.X.ordinal())).isEqualTo(body.x());
        assertThat(model.getValueAt(1, Column.TINT.ordinal())).isEqualTo(body.tint());
        assertThat(model.getValueAt(1, Column.IMAGE.ordinal())).isInstanceOf(Icon.class);
        assertThat(model.getValueAt(0, Column.TYPE.ordinal())).isEqualTo(LayerTableModel.RGBA);
    }

    @Test
    void everyCellEditIsOneUndoableStep() {
        SpriteLayer before = layer(2).copy();
        model.setValueAt(before.x() + 7, 2, Column.X.ordinal());
        model.setValueAt(true, 2, Column.MIRROR.ordinal());
        model.setValueAt(0x80FF80C0, 2, Column.TINT.ordinal());
        model.setValueAt(1.5f, 2, Column.SCALE_Y.ordinal());
        model.setValueAt(45, 2, Column.ROTATION.ordinal());
        SpriteLayer after = layer(2);
        assertThat(after.x()).isEqualTo(before.x() + 7);
        assertThat(after.isMirrored()).isTrue();
        assertThat(after.tint()).isEqualTo(0x80FF80C0);
        assertThat(after.yScale()).isEqualTo(1.5f);
        assertThat(after.xScale()).isEqualTo(before.xScale());
        assertThat(after.rotation()).isEqualTo(45);
        for (int i = 0; i < 5; i++) {
            doc.undo();
        }
        assertThat(layer(2)).isEqualTo(before);
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void anEditOfASelectedRowChangesEverySelectedLayer() {
        model.setSelectedRows(() -> List.of(1, 2, 3));
        model.setValueAt(90, 2, Column.ROTATION.ordinal());
        assertThat(List.of(layer(1).rotation(), layer(2).rotation(), layer(3).rotation())).containsOnly(90);
        model.setValueAt(12, 2, Column.X.ordinal());
        assertThat(layer(2).x()).isEqualTo(12);
        assertThat(layer(1).x()).isNotEqualTo(12);
        doc.undo();
        doc.undo();
        assertThat(layer(1).rotation()).isZero();
    }

    @Test
    void fieldsTheVersionDoesNotStoreAreReadOnlyAndRefusalsAreShown() {
        assertThat(model.isCellEditable(0, Column.SCALE_Y.ordinal())).isTrue();
        doc.act().setVersion(ActVersion.V2_3);
        assertThat(model.isCellEditable(0, Column.SCALE_Y.ordinal())).isFalse();
        assertThat(model.isCellEditable(0, Column.INDEX.ordinal())).isFalse();
        doc.act().setVersion(ActVersion.V2_5);
        model.setValueAt(999, 1, Column.SPRITE.ordinal());
        assertThat(messages).hasSize(1);
        assertThat(doc.canUndo()).isFalse();
    }
}
