package dev.marionette.editor.testing;

import dev.marionette.editor.util.EditorTable;
import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTable;

/** Checks every tab's content must pass, whatever its kind. */
public final class TabChecks {

    private TabChecks() {
    }

    /**
     * The tables in {@code root} that are not {@link EditorTable}s (and so would append what is typed to a cell's
     * value), by name; empty when every table is one. Event thread.
     */
    public static List<String> plainTables(Component root) {
        List<String> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(Component c, List<String> found) {
        if (c instanceof JTable table && !(table instanceof EditorTable)) {
            found.add(table.getName() + " (" + table.getClass().getName() + ")");
        }
        if (c instanceof Container container) {
            for (Component child : container.getComponents()) {
                collect(child, found);
            }
        }
    }
}
