package dev.marionette.editor.kind;

import dev.marionette.model.doc.Document;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * An entry of File &gt; New (or the document shown at start-up): a name, a one-line description for the
 * tooltip, and a factory building a fresh, clean, untitled document. The factory runs on the event thread,
 * so it should be quick (a built-in demo, an empty character).
 *
 * @param name        menu text, e.g. "Empty sprite animation"
 * @param description tooltip text
 * @param factory     builds a new document each time it is called
 */
public record DocumentTemplate(String name, String description, Supplier<? extends Document<?>> factory) {

    public DocumentTemplate {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(factory, "factory");
        description = description == null ? "" : description;
    }

    /** A new document from this template. */
    public Document<?> create() {
        return Objects.requireNonNull(factory.get(), () -> "template '" + name + "' built no document");
    }
}
