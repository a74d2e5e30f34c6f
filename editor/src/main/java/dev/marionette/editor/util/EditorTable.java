package dev.marionette.editor.util;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.EventObject;
import javax.swing.DefaultCellEditor;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.table.TableModel;
import javax.swing.text.JTextComponent;

/**
 * The table every editable table of the editor is, so numbers are typed into as in a spreadsheet: a digit, a sign
 * or a period typed on a selected cell holding a number replaces its value (Swing would append it to the old text:
 * 7 typed on -25 gave -257). Other characters, and every character on a cell holding text (a name), never start an
 * edit: they find the next row whose value in the selected column starts with what was typed in the last second,
 * as a list or a file manager does, so letters typed to look around never rename anything. F2 or a double-click
 * edits any value as it is, the caret at its end; Enter keeps the value, Escape cancels. A check box, a list of
 * choices or a colour is changed by a click. Keys that type nothing (F5, Insert...) start no edit, and the key
 * pressed before a character is left to the tab's keys (see {@code TabKeys}), the character itself starting the
 * edit. Each value kept is one undo step of the document: the model's {@code setValueAt} posts one edit.
 */
public class EditorTable extends TipTable {

    private static final long serialVersionUID = 1L;

    public EditorTable() {
    }

    public EditorTable(TableModel model) {
        super(model);
    }

    /**
     * Starts an edit with the character typed (not with the key pressed before it, which the tab may use): keys
     * that type nothing start nothing, and an edit started so begins from an empty cell ({@link #editCellAt}).
     */
    @Override
    protected boolean processKeyBinding(KeyStroke ks, KeyEvent e, int condition, boolean pressed) {
        if (condition == WHEN_ANCESTOR_OF_FOCUSED_COMPONENT && !isEditing() && isFocusOwner()
                && getInputMap(condition).get(ks) == null) {
            if (e.getID() == KeyEvent.KEY_PRESSED) {
                return false;
            }
            if (e.getID() == KeyEvent.KEY_TYPED) {
                if (!typesCharacter(e)) {
                    return false;
                }
                if (!startsValueWith(e.getKeyChar())) {
                    findRowStartingWith(e);
                    return true;
                }
                if (!editLeadCell(e)) {
                    return false;
                }
            }
        }
        // while editing, Swing hands the key on to the editor
        return super.processKeyBinding(ks, e, condition, pressed);
    }

    private boolean editLeadCell(KeyEvent e) {
        return typesIntoLeadCell() && editCellAt(getSelectionModel().getLeadSelectionIndex(),
                getColumnModel().getSelectionModel().getLeadSelectionIndex(), e);
    }

    /**
     * Whether a character typed now would start editing the selected (lead) cell: it can be edited, as text. A
     * check box, a list of choices or a colour is changed by a click, never by typing.
     */
    public boolean typesIntoLeadCell() {
        int row = getSelectionModel().getLeadSelectionIndex();
        int column = getColumnModel().getSelectionModel().getLeadSelectionIndex();
        return row >= 0 && column >= 0 && row < getRowCount() && column < getColumnCount()
                && isCellEditable(row, column) && getCellEditor(row, column) instanceof DefaultCellEditor editor
                && editor.getComponent() instanceof JTextComponent;
    }

    /**
     * Whether {@code ch}, typed on the selected cell, starts its value (so it is the cell's, not a key of the tab):
     * a digit, a sign or a period (".5") on a cell holding a number, edited as text. Nothing typed starts a name:
     * a comma or period pressed on an animation's name steps a frame (it does not rename the animation "."), and
     * letters find a row ({@link #findRowStartingWith}).
     */
    public boolean startsValueWith(char ch) {
        if (!typesIntoLeadCell()) {
            return false;
        }
        boolean numeric = Character.isDigit(ch) || ch == '-' || ch == '+' || ch == '.';
        return numeric && holdsNumber(getSelectionModel().getLeadSelectionIndex(),
                getColumnModel().getSelectionModel().getLeadSelectionIndex());
    }

    /** How long after a character typed the next one still adds to what is looked for. */
    static final long TYPE_AHEAD_PAUSE_MILLIS = 1000;

    private final StringBuilder typed = new StringBuilder();
    private long typedAt;

    /**
     * Selects the next row whose value in the selected column (the first column when none is) starts with what
     * was typed within {@link #TYPE_AHEAD_PAUSE_MILLIS} of each other, ignoring case: a first character moves on
     * from the selected row (typed again, it goes round the rows that start with it), the next ones narrow the
     * search from the selected row. Changes nothing else.
     */
    private void findRowStartingWith(KeyEvent e) {
        int rows = getRowCount();
        if (rows == 0 || getColumnCount() == 0) {
            return;
        }
        if (e.getWhen() - typedAt > TYPE_AHEAD_PAUSE_MILLIS) {
            typed.setLength(0);
        }
        typedAt = e.getWhen();
        typed.append(e.getKeyChar());
        String sought = typed.toString().toLowerCase(java.util.Locale.ROOT);
        int column = getColumnModel().getSelectionModel().getLeadSelectionIndex();
        column = column < 0 || column >= getColumnCount() ? 0 : column;
        int lead = Math.max(0, getSelectionModel().getLeadSelectionIndex());
        // one character, or the same one again and again, goes round the rows starting with it
        boolean cycling = sought.chars().distinct().count() == 1;
        String prefix = cycling ? sought.substring(0, 1) : sought;
        int first = cycling ? lead + 1 : lead;
        for (int i = 0; i < rows; i++) {
            int row = (first + i) % rows;
            Object value = getValueAt(row, column);
            String text = value == null ? "" : value.toString().strip().toLowerCase(java.util.Locale.ROOT);
            if (text.startsWith(prefix)) {
                changeSelection(row, column, false, false);
                return;
            }
        }
    }

    /** Whether the cell holds a number: by its column's class, or its value as shown. */
    private boolean holdsNumber(int row, int column) {
        if (Number.class.isAssignableFrom(getColumnClass(column))) {
            return true;
        }
        Object value = getValueAt(row, column);
        return value instanceof Number || value != null && NUMBER.matcher(value.toString().strip()).matches();
    }

    private static final java.util.regex.Pattern NUMBER =
            java.util.regex.Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");

    /**
     * Starts an edit, except for a key pressed: only a character typed starts one ({@link #processKeyBinding}).
     * Swing starts an edit with any pressed key its bindings leave unused, and Escape, bound to cancel an edit,
     * is unused when none runs: it opened an empty editor on the selected cell, which the next Tab or click kept
     * ("An animation needs a name").
     */
    @Override
    public boolean editCellAt(int row, int column, EventObject e) {
        if (e instanceof KeyEvent key && key.getID() == KeyEvent.KEY_PRESSED) {
            return false;
        }
        if (!super.editCellAt(row, column, e)) {
            return false;
        }
        if (getEditorComponent() instanceof JTextComponent text) {
            if (e instanceof KeyEvent) {
                // the key goes on to the editor after this: it becomes the whole value
                text.setText("");
            } else {
                // after the click that started the edit has placed the caret (or a look and feel selected all)
                caretAtEnd(text);
                SwingUtilities.invokeLater(() -> {
                    if (isEditing() && getEditorComponent() == text) {
                        caretAtEnd(text);
                    }
                });
            }
        }
        return true;
    }

    private static void caretAtEnd(JTextComponent text) {
        text.setCaretPosition(text.getDocument().getLength());
    }

    private static boolean typesCharacter(KeyEvent e) {
        char ch = e.getKeyChar();
        int commands = InputEvent.CTRL_DOWN_MASK | InputEvent.ALT_DOWN_MASK | InputEvent.META_DOWN_MASK;
        return ch != KeyEvent.CHAR_UNDEFINED && !Character.isISOControl(ch) && (e.getModifiersEx() & commands) == 0;
    }
}
