package dev.marionette.editor.sims;

import dev.marionette.editor.kit.TabContext;
import dev.marionette.io.sims.SimsSkillFiles;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import java.util.ArrayList;
import java.util.List;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;

/**
 * What the panels of a Sims skill tab share: the open file, the skill shown, and the tab's {@link TabContext} (its
 * status line says why an edit was refused). Event thread.
 */
final class SimsContext {

    private final SimsSkillFiles.Opened opened;
    private final TabContext tab;
    private final List<ChangeListener> skillListeners = new ArrayList<>();
    private int skill;

    SimsContext(SimsSkillFiles.Opened opened, TabContext tab) {
        this.opened = opened;
        this.tab = tab;
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
        tab.message(text);
    }

    /** Runs {@code operation}; when the document refuses it, shows why and returns false. */
    boolean edit(Runnable operation) {
        return tab.edit(operation);
    }

    /** Listens to the document until the tab closes. */
    void listen(DocumentListener listener) {
        tab.listen(document(), listener);
    }

    void dispose() {
        skillListeners.clear();
    }
}
