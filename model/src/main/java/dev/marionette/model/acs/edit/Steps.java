package dev.marionette.model.acs.edit;

import dev.marionette.model.doc.Document;
import dev.marionette.model.doc.SetPropertyEdit;
import java.util.Objects;

/** How the operations post property edits: an edit that would leave the value as it is records nothing. */
final class Steps {

    private Steps() {
    }

    /** Performs {@code edit} (already checked by its constructor) unless its value does not change. */
    static <T> void performIfChanging(Document<?> document, SetPropertyEdit<T> edit) {
        if (!Objects.equals(edit.before(), edit.after())) {
            document.perform(edit);
        }
    }
}
