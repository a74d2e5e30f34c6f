package dev.marionette.editor.util;

import java.awt.event.MouseEvent;
import javax.swing.JTable;
import javax.swing.table.TableModel;

/**
 * A table whose cells cut by their column show their whole text as a tooltip ({@link CellTips}): the editor's
 * read-only lists in tables, and, through {@link EditorTable}, every editable one.
 */
public class TipTable extends JTable {

    private static final long serialVersionUID = 1L;

    public TipTable() {
    }

    public TipTable(TableModel model) {
        super(model);
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        return CellTips.tooltip(this, e, super.getToolTipText(e));
    }
}
