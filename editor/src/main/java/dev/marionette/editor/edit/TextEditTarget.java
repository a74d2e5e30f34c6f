package dev.marionette.editor.edit;

import javax.swing.event.CaretEvent;
import javax.swing.event.CaretListener;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;
import javax.swing.text.JTextComponent;

/**
 * The Edit menu acting on a focused text field of a view (a name, a script), so Cut/Copy/Paste work there
 * as anywhere else. Paste is offered whenever the field is editable; the text component checks the clipboard.
 */
public final class TextEditTarget implements EditTarget {

    private final JTextComponent text;

    public TextEditTarget(JTextComponent text) {
        this.text = text;
    }

    private boolean hasSelection() {
        return text.getSelectionStart() != text.getSelectionEnd();
    }

    @Override
    public boolean canCut() {
        return text.isEditable() && hasSelection();
    }

    @Override
    public void cut() {
        text.cut();
    }

    @Override
    public boolean canCopy() {
        return hasSelection();
    }

    @Override
    public void copy() {
        text.copy();
    }

    @Override
    public boolean canPaste() {
        return text.isEditable();
    }

    @Override
    public void paste() {
        text.paste();
    }

    @Override
    public boolean canDelete() {
        return text.isEditable() && hasSelection();
    }

    @Override
    public void delete() {
        text.replaceSelection("");
    }

    @Override
    public boolean canSelectAll() {
        return text.getDocument().getLength() > 0;
    }

    @Override
    public void selectAll() {
        text.requestFocusInWindow();
        text.selectAll();
    }

    @Override
    public void addChangeListener(ChangeListener listener) {
        text.addCaretListener(new Forwarder(this, listener));
    }

    @Override
    public void removeChangeListener(ChangeListener listener) {
        for (CaretListener l : text.getCaretListeners()) {
            if (l instanceof Forwarder f && f.listener == listener) {
                text.removeCaretListener(l);
            }
        }
    }

    /** Turns caret moves (which change the selection) into change events. */
    private record Forwarder(TextEditTarget source, ChangeListener listener) implements CaretListener {
        @Override
        public void caretUpdate(CaretEvent e) {
            listener.stateChanged(new ChangeEvent(source));
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TextEditTarget t && t.text == text;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(text);
    }
}
