package dev.marionette.editor.motion;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.util.EditorTable;
import dev.marionette.editor.util.NamedColumnsTableModel;
import java.util.Locale;

/**
 * The selected part's channel values at the frame shown: channel, value, unit. A value the content lets change is
 * edited in place and set at the frame shown, one undoable edit each. Event thread.
 */
public final class ChannelTable extends EditorTable {

    private static final long serialVersionUID = 1L;

    private final transient MotionScene scene;
    private final transient TabEdits messages;
    private final Model model = new Model();

    public ChannelTable(MotionScene scene, TabEdits messages) {
        this.scene = scene;
        this.messages = messages;
        setName("channelTable");
        setModel(model);
        setFillsViewportHeight(true);
        putClientProperty("terminateEditOnFocusLost", Boolean.TRUE);
        scene.addListener(a -> {
            switch (a) {
                case SELECTION, FIGURE, PARTS -> model.reload();
                case FRAME -> {
                    if (!isEditing()) {
                        model.fireTableRowsUpdated(0, Math.max(0, model.getRowCount() - 1));
                    }
                }
                default -> {
                }
            }
        });
        model.reload();
    }

    private final class Model extends NamedColumnsTableModel {
        private static final long serialVersionUID = 1L;
        private transient ChannelSet channels = ChannelSet.NONE;

        Model() {
            super("Channel", "Value", "Unit");
        }

        void reload() {
            if (isEditing()) {
                getCellEditor().cancelCellEditing();
            }
            int part = scene.selected();
            channels = part < 0 ? ChannelSet.NONE : scene.content().channels(part);
            fireTableDataChanged();
        }

        @Override
        public int getRowCount() {
            return channels.count();
        }

        @Override
        public Class<?> getColumnClass(int column) {
            return String.class;
        }

        @Override
        public Object getValueAt(int row, int column) {
            return switch (column) {
                case 0 -> channels.name(row);
                case 1 -> {
                    double v = channels.value(scene.frame(), row);
                    yield Double.isNaN(v) ? "" : format(v);
                }
                default -> channels.unit(row);
            };
        }

        @Override
        public boolean isCellEditable(int row, int column) {
            return column == 1 && channels.editable(row);
        }

        @Override
        public void setValueAt(Object value, int row, int column) {
            String text = String.valueOf(value).strip();
            if (text.equals(getValueAt(row, column))) {
                // committed as shown: nothing was typed. The text is rounded to six decimals, so setting it would
                // change the value (a table starts editing on keys such as Escape or End, and an arrow commits)
                return;
            }
            double v;
            try {
                v = Double.parseDouble(text);
            } catch (NumberFormatException e) {
                messages.message("\"" + text + "\" is not a number");
                return;
            }
            if (!Double.isFinite(v)) {
                messages.message("\"" + text + "\" is not a number a file can hold");
                return;
            }
            messages.edit(() -> channels.setValue(scene.frame(), row, v));
        }
    }

    /** Six decimals without trailing zeros: "12.5", "-0.000123". */
    static String format(double v) {
        String s = String.format(Locale.ROOT, "%.6f", v);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return s.equals("-0") ? "0" : s;
    }
}
