package dev.marionette.model.doc;

import java.util.EventListener;

/** Told after every complete change of a document (edit, compound edit, undo or redo). */
@FunctionalInterface
public interface DocumentListener extends EventListener {

    void documentChanged(DocumentEvent event);
}
