package dev.marionette.editor.ro.table;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.ro.sprites.SpriteThumbnails;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.doc.LayerOperations;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.Icon;
import javax.swing.table.AbstractTableModel;

/**
 * The layers of the frame shown, one row each in drawing order, read from the live ACT. Every cell edit is
 * one undo step through the document's facade; changing mirror, tint, scale or rotation of a row that is
 * part of a multi-row selection changes every selected layer. Fields the file's version does not store are
 * read-only (tint, scale, rotation and type before 0x200; y scale before 0x204).
 */
public final class LayerTableModel extends AbstractTableModel {

    private static final long serialVersionUID = 1L;

    /** The columns. */
    public enum Column {
        INDEX("#", Integer.class), IMAGE("", Icon.class), TYPE("Type", String.class),
        SPRITE("Img", Integer.class), X("x", Integer.class), Y("y", Integer.class),
        MIRROR("Mir", Boolean.class), TINT("Tint", Integer.class), SCALE_X("sx", Float.class),
        SCALE_Y("sy", Float.class), ROTATION("Rot", Integer.class);

        final String title;
        final Class<?> type;

        Column(String title, Class<?> type) {
            this.title = title;
            this.type = type;
        }
    }

    /** Type column values: an indexed (palette) image, an RGBA image. */
    public static final String INDEXED = "Idx";
    public static final String RGBA = "RGBA";

    private static final Column[] COLUMNS = Column.values();

    private final transient SpriteDocument document;
    private final transient SpriteEditorState state;
    private final transient SpriteThumbnails thumbnails;
    private final transient TabEdits messages;
    private transient Supplier<List<Integer>> selectedRows = List::of;

    public LayerTableModel(SpriteDocument document, SpriteEditorState state, SpriteThumbnails thumbnails,
            TabEdits messages) {
        this.document = document;
        this.state = state;
        this.thumbnails = thumbnails;
        this.messages = messages;
    }

    /** Where the table's selected rows come from (for edits of a multi-row selection). */
    void setSelectedRows(Supplier<List<Integer>> rows) {
        this.selectedRows = rows;
    }

    private ActFrame frame() {
        return state.currentFrame();
    }

    @Override
    public int getRowCount() {
        ActFrame f = frame();
        return f == null ? 0 : f.layers().size();
    }

    @Override
    public int getColumnCount() {
        return COLUMNS.length;
    }

    @Override
    public String getColumnName(int column) {
        return COLUMNS[column].title;
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return COLUMNS[column].type;
    }

    @Override
    public Object getValueAt(int row, int column) {
        ActFrame f = frame();
        if (f == null || row >= f.layers().size()) {
            return null;
        }
        SpriteLayer l = f.layers().get(row);
        return switch (COLUMNS[column]) {
            case INDEX -> row;
            case IMAGE -> l.isEmpty() ? null : thumbnails.icon(l.spriteType(), l.spriteIndex(), 28);
            case TYPE -> l.spriteType() == SpriteLayer.TYPE_INDEXED ? INDEXED
                    : l.spriteType() == SpriteLayer.TYPE_RGBA ? RGBA : "type " + l.spriteType();
            case SPRITE -> l.spriteIndex();
            case X -> l.x();
            case Y -> l.y();
            case MIRROR -> l.isMirrored();
            case TINT -> l.tint();
            case SCALE_X -> l.xScale();
            case SCALE_Y -> l.yScale();
            case ROTATION -> l.rotation();
        };
    }

    @Override
    public boolean isCellEditable(int row, int column) {
        int version = document.actVersion();
        return switch (COLUMNS[column]) {
            case INDEX, IMAGE -> false;
            case TYPE, TINT, SCALE_X, ROTATION -> ActVersion.hasLayerAttributes(version);
            case SCALE_Y -> ActVersion.hasYScale(version);
            default -> true;
        };
    }

    @Override
    public void setValueAt(Object value, int row, int column) {
        if (value == null || row >= getRowCount()) {
            return;
        }
        LayerOperations ops = document.editor().layers();
        LayerRef ref = state.frameRef().layer(row);
        SpriteLayer layer = frame().layers().get(row);
        List<LayerRef> targets = targets(row);
        messages.edit(() -> {
            switch (COLUMNS[column]) {
                case X -> ops.setLayerPosition(ref, ((Number) value).intValue(), layer.y());
                case Y -> ops.setLayerPosition(ref, layer.x(), ((Number) value).intValue());
                case MIRROR -> ops.setLayersMirrored(targets, (Boolean) value);
                case TINT -> ops.tintLayers(targets, ((Number) value).intValue());
                case SCALE_X -> scale(targets, ((Number) value).floatValue(), true);
                case SCALE_Y -> scale(targets, ((Number) value).floatValue(), false);
                case ROTATION -> ops.setLayerRotation(targets, ((Number) value).intValue());
                case SPRITE -> ops.setLayerSprite(List.of(ref), new ImageRef(layer.spriteType(),
                        ((Number) value).intValue()));
                case TYPE -> ops.setLayerSprite(List.of(ref), new ImageRef(RGBA.equals(value)
                        ? SpriteLayer.TYPE_RGBA : SpriteLayer.TYPE_INDEXED, layer.spriteIndex()));
                default -> {
                }
            }
        });
    }

    /** Sets one axis of each layer's scale, keeping its other axis (both axes alike before 0x204). */
    private void scale(List<LayerRef> targets, float value, boolean xAxis) {
        if (!ActVersion.hasYScale(document.actVersion())) {
            document.editor().layers().scaleLayers(targets, value, value);
            return;
        }
        String name = targets.size() == 1 ? "Scale layer" : "Scale " + targets.size() + " layers";
        document.compound(name, () -> {
            for (LayerRef t : targets) {
                SpriteLayer l = frame().layers().get(t.layer());
                document.editor().layers().scaleLayers(List.of(t), xAxis ? value : l.xScale(),
                        xAxis ? l.yScale() : value);
            }
        });
    }

    /** The layers an edit of {@code row} changes: the selection when the row is in it, else the row. */
    private List<LayerRef> targets(int row) {
        List<Integer> rows = selectedRows.get();
        if (rows.size() > 1 && rows.contains(row)) {
            return rows.stream().map(r -> state.frameRef().layer(r)).toList();
        }
        return List.of(state.frameRef().layer(row));
    }
}
