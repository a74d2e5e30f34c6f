package dev.marionette.editor.kind;

import dev.marionette.model.doc.Document;
import java.awt.Component;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * An entry of File &gt; New (or the document shown at start-up): a name, a one-line description for the
 * tooltip, and a factory building a fresh, clean, untitled document. The factory runs on the event thread,
 * so it should be quick (a built-in demo, an empty character). A template may also have a wizard: a few
 * questions File &gt; New asks first (a new character's name, size and palette), building the document from the
 * answers.
 *
 * @param name        menu text, e.g. "Empty sprite animation"
 * @param description tooltip text
 * @param factory     builds a new document each time it is called, asking nothing
 * @param wizard      asks its questions (modal, over the given parent) and builds the document from the answers;
 *                    empty when the user cancelled; null when the template asks nothing
 */
public record DocumentTemplate(String name, String description, Supplier<? extends Document<?>> factory,
        Function<Component, Optional<? extends Document<?>>> wizard) {

    public DocumentTemplate {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(factory, "factory");
        description = description == null ? "" : description;
    }

    /** A template that asks nothing. */
    public DocumentTemplate(String name, String description, Supplier<? extends Document<?>> factory) {
        this(name, description, factory, null);
    }

    /** A new document from this template, asking nothing. */
    public Document<?> create() {
        return Objects.requireNonNull(factory.get(), () -> "template '" + name + "' built no document");
    }

    /** What File &gt; New does: the wizard's document when there is a wizard (empty when cancelled), else {@link #create()}. */
    public Optional<Document<?>> createAsking(Component parent) {
        if (wizard == null) {
            return Optional.of(create());
        }
        return wizard.apply(parent).map(d -> d);
    }
}
