package dev.marionette.editor.archive;

import dev.marionette.editor.util.NamedColumnsTableModel;
import javax.swing.Icon;

/** The browser's entry list: the rows are table indexes of the archive, in path order. Event thread. */
final class EntryTableModel extends NamedColumnsTableModel {

    private static final long serialVersionUID = 1L;
    static final int ICON = 0;
    static final int NAME = 1;
    static final int SIZE = 2;
    static final int TYPE = 3;
    static final int FOLDER = 4;

    private final transient ArchiveIndex index;
    private final transient Thumbnails thumbnails;
    private int[] rows = new int[0];

    EntryTableModel(ArchiveIndex index, Thumbnails thumbnails) {
        super("", "Name", "Size", "Type", "Folder");
        this.index = index;
        this.thumbnails = thumbnails;
    }

    void setRows(int[] rows) {
        this.rows = rows;
        fireTableDataChanged();
    }

    /** The table index of row {@code row}. */
    int entryAt(int row) {
        return rows[row];
    }

    /** The row showing entry {@code entry}, or -1. */
    int rowOf(int entry) {
        for (int r = 0; r < rows.length; r++) {
            if (rows[r] == entry) {
                return r;
            }
        }
        return -1;
    }

    @Override
    public int getRowCount() {
        return rows.length;
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return column == ICON ? Icon.class : column == SIZE ? Long.class : String.class;
    }

    @Override
    public Object getValueAt(int row, int column) {
        int entry = rows[row];
        return switch (column) {
            case ICON -> thumbnails.icon(entry, row);
            case NAME -> index.name(entry);
            case SIZE -> index.realSize(entry);
            case TYPE -> EntryTypes.describe(index.extension(entry));
            default -> index.folderOf(entry).path();
        };
    }
}
