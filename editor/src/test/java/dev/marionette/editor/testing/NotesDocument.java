package dev.marionette.editor.testing;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Document;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;

/** The test kind's document: one line of text, changed through undoable edits. */
public final class NotesDocument extends Document<NotesDocument.Notes> {

    /** The model: just the text. */
    public static final class Notes {
        private String text;

        Notes(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    private final String name;

    public NotesDocument(String name, String text) {
        super(new Notes(text));
        this.name = name;
    }

    @Override
    public String displayName() {
        return name;
    }

    public String text() {
        return model().text;
    }

    /** Replaces the text as one undo step named {@code stepName}. */
    public void setText(String stepName, String text) {
        perform(new SetPropertyEdit<>(stepName, model(), "text", model().text, text, t -> model().text = t,
                Change.property(Part.DOCUMENT, "text"), false));
    }
}
