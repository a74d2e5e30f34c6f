package dev.marionette.editor.agent;

import dev.marionette.editor.playback.SoundPlayer;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentOperations;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.EditRejectedException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * What every panel of one character tab shares: the document and its operations, the selection, and where
 * messages go. {@link #edit} runs an operation and turns a rejection into a message instead of an exception.
 * Listeners registered here are removed together when the tab closes.
 */
public final class AgentContext {

    private final AgentDocument document;
    private final AgentSelection selection;
    private final Consumer<String> messages;
    private final List<DocumentListener> listeners = new ArrayList<>();
    private final SoundPlayer sounds;
    private FilePicker files = FilePicker.SWING;

    public AgentContext(AgentDocument document, AgentSelection selection, Consumer<String> messages) {
        this.document = document;
        this.selection = selection;
        this.messages = messages;
        this.sounds = new SoundPlayer(SoundPlayer.Voices.ONE,
                problem -> java.awt.EventQueue.invokeLater(() -> messages.accept(problem)));
    }

    /** Plays frame sounds (shared by the frame panel and the preview). */
    public SoundPlayer sounds() {
        return sounds;
    }

    /** Where files are chosen. */
    public FilePicker files() {
        return files;
    }

    /** Replaces the file chooser (tests answer without dialogs). */
    public void setFiles(FilePicker files) {
        this.files = files;
    }

    public AgentDocument document() {
        return document;
    }

    public AgentCharacter character() {
        return document.character();
    }

    public AgentOperations ops() {
        return document.operations();
    }

    public AgentSelection selection() {
        return selection;
    }

    /** Shows a short message for the user (a rejected edit, a failed import), or clears it with "". */
    public void message(String text) {
        messages.accept(text);
    }

    /**
     * Runs {@code operation}; when the document rejects it, shows why and returns false. Clears the previous
     * message on success.
     */
    public boolean edit(Runnable operation) {
        try {
            operation.run();
            messages.accept("");
            return true;
        } catch (EditRejectedException e) {
            messages.accept(e.getMessage());
            return false;
        }
    }

    /** Listens to the document until {@link #dispose()}. */
    public void listen(DocumentListener listener) {
        listeners.add(listener);
        document.addDocumentListener(listener);
    }

    /** Removes every listener added through {@link #listen}. */
    public void dispose() {
        listeners.forEach(document::removeDocumentListener);
        listeners.clear();
        sounds.close();
    }
}
