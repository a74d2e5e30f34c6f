package dev.marionette.editor.motion;

import java.util.List;
import javax.swing.JTable;
import javax.swing.table.AbstractTableModel;

/**
 * The selected part's properties as the content describes them ({@link MotionContent#properties}): for an Acclaim
 * bone its dof, limits, axis, length and direction. Read-only; follows the selection and the content. Event thread.
 */
public final class PartPropertiesTable extends JTable {

    private static final long serialVersionUID = 1L;

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

    private final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private transient List<PartProperty> rows = List.of();

        void reload() {
            int part = scene.selected();
            rows = part < 0 ? List.of() : scene.content().properties(part);
            fireTableDataChanged();
        }

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return 2;
        }

        @Override
        public String getColumnName(int column) {
            return column == 0 ? "Property" : "Value";
        }

        @Override
        public Object getValueAt(int row, int column) {
            PartProperty p = rows.get(row);
            return column == 0 ? p.label() : p.value();
        }
    }
}
