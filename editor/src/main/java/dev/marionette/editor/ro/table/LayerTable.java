package dev.marionette.editor.ro.table;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.util.EditorTable;
import dev.marionette.editor.ro.sprites.SpriteThumbnails;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.DefaultCellEditor;
import javax.swing.JComboBox;
import javax.swing.ListSelectionModel;
import javax.swing.table.TableColumn;

/**
 * The layer table: one row per layer of the frame shown, editable in place (see {@link LayerTableModel}),
 * its row selection kept equal to the canvas selection both ways. It refreshes the rows a change touched:
 * a move updates one row, a reorder or a new frame reloads the table.
 */
public final class LayerTable extends EditorTable {

    private static final long serialVersionUID = 1L;

    private final transient SpriteDocument document;
    private final transient SpriteEditorState state;
    private final LayerTableModel layers;
    private final transient DocumentListener documentListener = this::documentChanged;
    private final transient Consumer<SpriteEditorState.Aspect> stateListener = this::stateChanged;
    private boolean syncing;

    public LayerTable(SpriteDocument document, SpriteEditorState state, SpriteThumbnails thumbnails,
            TabEdits messages) {
        this.document = document;
        this.state = state;
        this.layers = new LayerTableModel(document, state, thumbnails, messages);
        setModel(layers);
        layers.setSelectedRows(this::selectedRowList);
        setName("layerTable");
        setRowHeight(32);
        setFillsViewportHeight(true);
        setSurrendersFocusOnKeystroke(true);
        putClientProperty("terminateEditOnFocusLost", Boolean.TRUE);
        getSelectionModel().setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        int[] widths = {22, 32, 42, 34, 36, 36, 32, 78, 44, 44, 36};
        for (int i = 0; i < widths.length; i++) {
            TableColumn c = getColumnModel().getColumn(i);
            c.setPreferredWidth(widths[i]);
        }
        String[] tips = {"Layer (drawn in this order)", "Its image", "Indexed (palette) or RGBA image",
            "Image number within its kind", "x of the image centre", "y of the image centre", "Mirrored",
            "Tint (colour and alpha multiplied in); double-click to change", "Horizontal scale", "Vertical scale",
            "Rotation in degrees, clockwise"};
        javax.swing.table.JTableHeader header = new javax.swing.table.JTableHeader(getColumnModel()) {
            private static final long serialVersionUID = 1L;

            @Override
            public String getToolTipText(java.awt.event.MouseEvent e) {
                int column = columnAtPoint(e.getPoint());
                return column >= 0 ? tips[convertColumnIndexToModel(column)] : null;
            }
        };
        setTableHeader(header);
        TableColumn tint = getColumnModel().getColumn(LayerTableModel.Column.TINT.ordinal());
        tint.setCellRenderer(new TintCell.Renderer());
        tint.setCellEditor(new TintCell.Editor());
        TableColumn type = getColumnModel().getColumn(LayerTableModel.Column.TYPE.ordinal());
        type.setCellEditor(new DefaultCellEditor(new JComboBox<>(new String[] {LayerTableModel.INDEXED,
                LayerTableModel.RGBA})));
        getSelectionModel().addListSelectionListener(e -> {
            if (!syncing && !e.getValueIsAdjusting()) {
                syncing = true;
                try {
                    state.selectLayers(selectedRowList());
                } finally {
                    syncing = false;
                }
            }
        });
        document.addDocumentListener(documentListener);
        state.addListener(stateListener);
        showSelection();
    }

    public void dispose() {
        document.removeDocumentListener(documentListener);
        state.removeListener(stateListener);
    }

    public LayerTableModel layers() {
        return layers;
    }

    private List<Integer> selectedRowList() {
        List<Integer> rows = new ArrayList<>();
        for (int r : getSelectedRows()) {
            rows.add(r);
        }
        return rows;
    }

    private void stateChanged(SpriteEditorState.Aspect aspect) {
        if (aspect == SpriteEditorState.Aspect.FRAME) {
            reload();
        } else {
            showSelection();
        }
    }

    private void reload() {
        if (isEditing()) {
            getCellEditor().cancelCellEditing();
        }
        syncing = true;
        try {
            layers.fireTableDataChanged();
        } finally {
            syncing = false;
        }
        showSelection();
    }

    /** Selects the rows of the state's selected layers, without echoing back. */
    private void showSelection() {
        if (syncing) {
            return;
        }
        syncing = true;
        try {
            ListSelectionModel rows = getSelectionModel();
            rows.setValueIsAdjusting(true);
            rows.clearSelection();
            for (int i : state.selectedLayers()) {
                if (i < getRowCount()) {
                    rows.addSelectionInterval(i, i);
                }
            }
            rows.setValueIsAdjusting(false);
            if (!state.selectedLayers().isEmpty()) {
                int first = state.selectedLayers().first();
                if (first < getRowCount()) {
                    scrollRectToVisible(getCellRect(first, 0, true));
                }
            }
        } finally {
            syncing = false;
        }
    }

    private void documentChanged(DocumentEvent event) {
        List<Integer> frame = List.of(state.action(), state.frame());
        boolean reload = false;
        List<Integer> rows = new ArrayList<>();
        for (Change c : event.changes()) {
            if (c.part() == Part.LAYER && c.kind() == Change.Kind.PROPERTY && c.isWithin(frame)
                    && c.path().size() == 3) {
                rows.add(c.path().get(2));
            } else if (c.part() == Part.LAYER && c.isWithin(frame) || c.part() == Part.FRAME
                    || c.part() == Part.ACTION || c.part() == Part.DOCUMENT || c.part() == Part.SPRITE
                    || c.part() == Part.PALETTE) {
                reload = true;
            }
        }
        if (reload) {
            reload();
        } else {
            for (int r : rows) {
                if (r < getRowCount()) {
                    layers.fireTableRowsUpdated(r, r);
                }
            }
        }
    }
}
