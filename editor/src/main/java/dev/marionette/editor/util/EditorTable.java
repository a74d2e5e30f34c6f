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
 * The table every editable table of the editor is, so cells are typed into as in a spreadsheet: a character
 * typed on a selected cell replaces its value (Swing would append it to the old text: 7 typed on -25 gave
 * -257), in the cells edited as text (a check box, a list of choices or a colour is changed by a click, not by
 * typing); F2 or a double-click edits the value as it is, the caret at its end; Enter keeps the value, Escape
 * cancels. Keys that type nothing (F5, Insert...) start no edit, and the key pressed before a character is left
 * to the tab's keys (see {@code TabKeys}), the character itself starting the edit. Each value kept is one undo step of the
 * document: the model's {@code setValueAt} posts one edit.
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
            if (e.getID() == KeyEvent.KEY_TYPED && (!typesCharacter(e) || !editLeadCell(e))) {
                return false;
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
     * a digit or a sign on any cell edited as text, a period on a cell holding a number (".5"). Other characters
     * start an edit only when the tab has no use for them ({@code TabKeys}): a comma or period pressed on an
     * animation's name steps a frame, it does not rename the animation ".".
     */
    public boolean startsValueWith(char ch) {
        if (!typesIntoLeadCell()) {
            return false;
        }
        if (Character.isDigit(ch) || ch == '-' || ch == '+') {
            return true;
        }
        return ch == '.' && holdsNumber(getSelectionModel().getLeadSelectionIndex(),
                getColumnModel().getSelectionModel().getLeadSelectionIndex());
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

    @Override
    public boolean editCellAt(int row, int column, EventObject e) {
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
