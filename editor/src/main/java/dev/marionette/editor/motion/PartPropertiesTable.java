package dev.marionette.editor.motion;

import dev.marionette.editor.util.EditorTable;
import dev.marionette.editor.util.NamedColumnsTableModel;
import java.awt.FontMetrics;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.table.TableColumn;

/**
 * The selected part's properties as the content describes them ({@link MotionContent#properties}): for an Acclaim
 * bone its dof, limits, axis, length and direction. Read-only; follows the selection and the content; a row's
 * tooltip shows it whole. Event thread.
 */
public final class PartPropertiesTable extends EditorTable {

    private static final long serialVersionUID = 1L;
    private static final int LABEL_PADDING = 6;

    private final transient MotionScene scene;
    private final Model model = new Model();

    public PartPropertiesTable(MotionScene scene) {
        this.scene = scene;
        setName("partProperties");
        setModel(model);
        setFillsViewportHeight(true);
        getColumnModel().getColumn(0).setPreferredWidth(70);
        getColumnModel().getColumn(1).setPreferredWidth(180);
        scene.addListener(a -> {
            if (a == MotionScene.Aspect.SELECTION || a == MotionScene.Aspect.FIGURE) {
                model.reload();
            }
        });
        model.reload();
    }

    /** The whole row, since a long value (a bone's limits) is cut in the narrow side panel. */
    @Override
    public String getToolTipText(MouseEvent e) {
        int row = rowAtPoint(e.getPoint());
        if (row < 0 || row >= model.rows.size()) {
            return null;
        }
        PartProperty p = model.rows.get(row);
        return p.label() + ": " + p.value();
    }

    /** Makes the label column as wide as its widest label, the value column takes the rest. */
    private void fitLabels() {
        FontMetrics fm = getFontMetrics(getFont());
        int widest = fm.stringWidth("Property");
        for (PartProperty p : model.rows) {
            widest = Math.max(widest, fm.stringWidth(p.label()));
        }
        TableColumn labels = getColumnModel().getColumn(0);
        labels.setPreferredWidth(widest + 2 * LABEL_PADDING);
        labels.setMinWidth(Math.min(widest + 2 * LABEL_PADDING, 60));
    }

    private final class Model extends NamedColumnsTableModel {
        private static final long serialVersionUID = 1L;
        private transient List<PartProperty> rows = List.of();

        Model() {
            super("Property", "Value");
        }

        void reload() {
            int part = scene.selected();
            rows = part < 0 ? List.of() : scene.content().properties(part);
            fireTableDataChanged();
            fitLabels();
        }

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public Object getValueAt(int row, int column) {
            PartProperty p = rows.get(row);
            return column == 0 ? p.label() : p.value();
        }
    }
}
