package dev.marionette.editor.doc;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.util.Edt;
import dev.marionette.model.doc.Document;
import dev.marionette.model.doc.DocumentListener;
import java.beans.PropertyChangeListener;
import java.beans.PropertyChangeSupport;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One open document in the editor: the document (with its own undo history), the kind that reads, writes
 * and shows it, the file it was read from or last saved to (none while untitled) and its view. Event thread
 * only.
 *
 * <p>Bound properties: {@value #FILE_PROPERTY} (Path) and {@value #BUSY_PROPERTY} (Boolean, true while a
 * save runs). The document's own {@code dirty} and {@code history} properties are fired by the document.
 */
public final class DocumentSession {

    public static final String FILE_PROPERTY = "file";
    public static final String BUSY_PROPERTY = "busy";

    private final Document<?> document;
    private final DocumentKind kind;
    private final PropertyChangeSupport properties = new PropertyChangeSupport(this);
    private final DocumentListener changeCounter = e -> countChange();
    private Path file;
    private DocumentView view;
    private boolean busy;
    private boolean startupDocument;
    private long changeCount;

    /**
     * @param document the document, clean
     * @param kind     its kind
     * @param file     where it was read from, or null for a new, untitled document
     */
    public DocumentSession(Document<?> document, DocumentKind kind, Path file) {
        this.document = Objects.requireNonNull(document, "document");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.file = file == null ? null : file.toAbsolutePath().normalize();
        document.addDocumentListener(changeCounter);
    }

    public Document<?> document() {
        return document;
    }

    public DocumentKind kind() {
        return kind;
    }

    /** The file, absolute; null while untitled. */
    public Path file() {
        return file;
    }

    public boolean isUntitled() {
        return file == null;
    }

    /** After a successful Save As. */
    public void setFile(Path newFile) {
        Edt.check();
        Path old = file;
        file = newFile.toAbsolutePath().normalize();
        properties.firePropertyChange(FILE_PROPERTY, old, file);
    }

    /** The file name, or the document's own name while untitled. */
    public String displayName() {
        return file == null ? document.displayName() : String.valueOf(file.getFileName());
    }

    /** True when the document holds changes that would be lost on closing: dirty, or never saved. */
    public boolean hasUnsavedChanges() {
        return document.isDirty();
    }

    /** True when Save has something to do: the document is dirty or has no file yet. */
    public boolean needsSave() {
        return document.isDirty() || file == null;
    }

    /**
     * How many steps (edits, undos, redos) happened since opening. A save compares it before and after
     * writing: if the user edited meanwhile, the document stays dirty.
     */
    public long changeCount() {
        return changeCount;
    }

    private void countChange() {
        changeCount++;
    }

    /** The view, built by the kind on first use. */
    public DocumentView view() {
        Edt.check();
        if (view == null) {
            view = Objects.requireNonNull(kind.createView(document), () -> kind.id() + " built no view");
        }
        return view;
    }

    /** True while a save of this document is running. */
    public boolean isBusy() {
        return busy;
    }

    public void setBusy(boolean busy) {
        Edt.check();
        boolean old = this.busy;
        this.busy = busy;
        properties.firePropertyChange(BUSY_PROPERTY, old, busy);
    }

    /** True for the document the editor opened by itself at start-up. */
    public boolean isStartupDocument() {
        return startupDocument;
    }

    public void setStartupDocument(boolean startupDocument) {
        this.startupDocument = startupDocument;
    }

    /** Releases the view and stops listening; called once when the tab closes. */
    void dispose() {
        document.removeDocumentListener(changeCounter);
        if (view != null) {
            view.dispose();
        }
    }

    public void addPropertyChangeListener(PropertyChangeListener l) {
        properties.addPropertyChangeListener(l);
    }

    public void removePropertyChangeListener(PropertyChangeListener l) {
        properties.removePropertyChangeListener(l);
    }

    @Override
    public String toString() {
        return "DocumentSession[" + displayName() + (document.isDirty() ? ", dirty" : "") + "]";
    }
}
