package dev.marionette.editor.testing;

import dev.marionette.editor.edit.EditTarget;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.model.doc.DocumentListener;
import java.awt.BorderLayout;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;

/**
 * The test kind's view: a label showing the text. Its edit target keeps its own clipboard: Select All selects
 * the text, then Copy/Cut/Delete act on it and Paste replaces the text with what was copied.
 */
public final class NotesView implements DocumentView, EditTarget {

    private final NotesDocument document;
    private final JPanel panel = new JPanel(new BorderLayout());
    private final JLabel label = new JLabel();
    private final DocumentListener listener = e -> update();
    private final List<ChangeListener> changeListeners = new CopyOnWriteArrayList<>();
    private boolean selected;
    private String clipboard;
    private boolean disposed;

    NotesView(NotesDocument document) {
        this.document = document;
        label.setName("notesText");
        panel.setName("notesView");
        panel.add(label, BorderLayout.NORTH);
        document.addDocumentListener(listener);
        update();
    }

    private void update() {
        label.setText(document.text());
        fireChange();
    }

    public boolean isDisposed() {
        return disposed;
    }

    @Override
    public JComponent component() {
        return panel;
    }

    @Override
    public EditTarget editTarget() {
        return this;
    }

    @Override
    public void dispose() {
        disposed = true;
        document.removeDocumentListener(listener);
    }

    @Override
    public boolean canCopy() {
        return selected && !document.text().isEmpty();
    }

    @Override
    public void copy() {
        clipboard = document.text();
        fireChange();
    }

    @Override
    public boolean canCut() {
        return canCopy();
    }

    @Override
    public void cut() {
        copy();
        delete();
    }

    @Override
    public boolean canDelete() {
        return canCopy();
    }

    @Override
    public void delete() {
        selected = false;
        document.setText("Delete text", "");
    }

    @Override
    public boolean canPaste() {
        return clipboard != null;
    }

    @Override
    public void paste() {
        document.setText("Paste text", clipboard);
    }

    @Override
    public boolean canSelectAll() {
        return !document.text().isEmpty();
    }

    @Override
    public void selectAll() {
        selected = true;
        fireChange();
    }

    @Override
    public void addChangeListener(ChangeListener l) {
        changeListeners.add(l);
    }

    @Override
    public void removeChangeListener(ChangeListener l) {
        changeListeners.remove(l);
    }

    private void fireChange() {
        changeListeners.forEach(l -> l.stateChanged(new ChangeEvent(this)));
    }
}
