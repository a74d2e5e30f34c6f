package dev.marionette.editor.ro.frame;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.editor.util.NamedColumnsTableModel;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.ro.doc.SpriteDocument;

/** The anchors of the frame shown, numerically: x and y editable, each change one undo step. */
public final class AnchorTableModel extends NamedColumnsTableModel {

    private static final long serialVersionUID = 1L;
    private static final String[] NAMES = {"#", "x", "y"};

    private final transient SpriteDocument document;
    private final transient SpriteEditorState state;
    private final transient TabEdits messages;

    public AnchorTableModel(SpriteDocument document, SpriteEditorState state, TabEdits messages) {
        super(NAMES);
        this.document = document;
        this.state = state;
        this.messages = messages;
    }

    @Override
    public int getRowCount() {
        ActFrame f = state.currentFrame();
        return f == null ? 0 : f.anchors().size();
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return Integer.class;
    }

    @Override
    public Object getValueAt(int row, int column) {
        ActFrame f = state.currentFrame();
        if (f == null || row >= f.anchors().size()) {
            return null;
        }
        Anchor a = f.anchors().get(row);
        return switch (column) {
            case 0 -> row;
            case 1 -> a.x();
            default -> a.y();
        };
    }

    @Override
    public boolean isCellEditable(int row, int column) {
        return column > 0;
    }

    @Override
    public void setValueAt(Object value, int row, int column) {
        ActFrame f = state.currentFrame();
        if (f == null || row >= f.anchors().size() || !(value instanceof Number n)) {
            return;
        }
        Anchor a = f.anchors().get(row);
        int x = column == 1 ? n.intValue() : a.x();
        int y = column == 2 ? n.intValue() : a.y();
        messages.edit(() -> {
            document.endMerging();
            document.editor().frames().setAnchorPosition(state.frameRef().anchor(row), x, y);
            document.endMerging();
        });
    }
}
