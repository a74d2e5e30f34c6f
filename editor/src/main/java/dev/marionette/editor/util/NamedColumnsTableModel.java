package dev.marionette.editor.util;

import javax.swing.table.AbstractTableModel;

/** A table model whose columns are fixed and named when it is made; subclasses supply the rows. */
public abstract class NamedColumnsTableModel extends AbstractTableModel {

    private static final long serialVersionUID = 1L;

    private final String[] names;

    /** @param names the column headers, in order */
    protected NamedColumnsTableModel(String... names) {
        this.names = names.clone();
    }

    @Override
    public final int getColumnCount() {
        return names.length;
    }

    @Override
    public final String getColumnName(int column) {
        return names[column];
    }
}
