package dev.marionette.editor.agent.shared;

import dev.marionette.editor.kit.TabContext;
import dev.marionette.editor.playback.SoundPlayer;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentOperations;
import dev.marionette.model.doc.DocumentListener;

/**
 * What every panel of one character tab shares: the document and its operations, the selection, and the tab's
 * {@link TabContext}: {@link #edit} runs an operation there, a refusal becomes the message under the tab; listeners
 * registered here are removed together when the tab closes.
 */
public final class AgentContext {

    private final AgentDocument document;
    private final AgentSelection selection;
    private final TabContext tab;
    private final SoundPlayer sounds;
    private FilePicker files = FilePicker.SWING;

    public AgentContext(AgentDocument document, AgentSelection selection, TabContext tab) {
        this.document = document;
        this.selection = selection;
        this.tab = tab;
        this.sounds = new SoundPlayer(SoundPlayer.Voices.ONE,
                problem -> java.awt.EventQueue.invokeLater(() -> tab.message(problem)));
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
        tab.message(text);
    }

    /**
     * Runs {@code operation}; when the document rejects it, shows why and returns false. Clears the previous
     * message on success.
     */
    public boolean edit(Runnable operation) {
        return tab.edit(operation);
    }

    /** Listens to the document until {@link #dispose()}. */
    public void listen(DocumentListener listener) {
        tab.listen(document, listener);
    }

    /** Removes every listener added through {@link #listen}, stops the sounds. */
    public void dispose() {
        tab.dispose();
        sounds.close();
    }
}
