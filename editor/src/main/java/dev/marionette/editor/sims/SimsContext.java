package dev.marionette.editor.sims;

import dev.marionette.io.sims.SimsSkillFiles;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;

/**
 * What the panels of a Sims skill tab share: the open file, the skill shown, and a line for messages (why an edit
 * was refused). Event thread.
 */
final class SimsContext {

    private final SimsSkillFiles.Opened opened;
    private final Consumer<String> messages;
    private final List<ChangeListener> skillListeners = new ArrayList<>();
    private final List<DocumentListener> listeners = new ArrayList<>();
    private int skill;

    SimsContext(SimsSkillFiles.Opened opened, Consumer<String> messages) {
        this.opened = opened;
        this.messages = messages;
        this.skill = opened.document().state().skillCount() == 0 ? -1 : firstPlayable(opened);
    }

    /** The first skill that can play, else the first. */
    private static int firstPlayable(SimsSkillFiles.Opened opened) {
        for (int s = 0; s < opened.document().state().skillCount(); s++) {
            if (opened.missingKeyframes(s).isEmpty()) {
                return s;
            }
        }
        return 0;
    }

    SimsSkillFiles.Opened opened() {
        return opened;
    }

    SimsSkillDocument document() {
        return opened.document();
    }

    /** The skill shown, or -1 when the file holds none. */
    int skill() {
        return skill;
    }

    /** Shows skill {@code index}. */
    void selectSkill(int index) {
        if (index == skill || index < 0 || index >= document().state().skillCount()) {
            return;
        }
        skill = index;
        ChangeEvent e = new ChangeEvent(this);
        for (ChangeListener l : List.copyOf(skillListeners)) {
            l.stateChanged(e);
        }
    }

    void addSkillListener(ChangeListener l) {
        skillListeners.add(l);
    }

    /** Shows a message under the tab ("" clears it). */
    void message(String text) {
        messages.accept(text);
    }

    /** Runs {@code operation}; when the document refuses it, shows why and returns false. */
    boolean edit(Runnable operation) {
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
    void listen(DocumentListener listener) {
        listeners.add(listener);
        document().addDocumentListener(listener);
    }

    void dispose() {
        listeners.forEach(document()::removeDocumentListener);
        listeners.clear();
        skillListeners.clear();
    }
}
