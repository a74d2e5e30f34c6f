package dev.marionette.editor.doc;

import dev.marionette.editor.edit.EditCommand;
import dev.marionette.editor.edit.EditTarget;
import dev.marionette.editor.edit.TextEditTarget;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.event.ChangeListener;
import javax.swing.text.JTextComponent;

/**
 * Decides where Edit &gt; Cut/Copy/Paste/Delete/Select All go: to a focused text field when there is one (a
 * name being typed), otherwise to the active view's {@link EditTarget}. Listens to whichever target is
 * current and tells its own listeners when what is possible may have changed. Event thread.
 */
public final class EditRouting {

    private final DocumentManager documents;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final ChangeListener relay = e -> fire();
    private JTextComponent focusedText;
    private EditTarget attached = EditTarget.NONE;

    public EditRouting(DocumentManager documents) {
        this.documents = documents;
        documents.addListener(new DocumentManagerListener() {
            @Override
            public void activeSessionChanged(DocumentSession previous, DocumentSession current) {
                reattach();
            }
        });
    }

    /** Where the clipboard commands go now. */
    public EditTarget current() {
        if (focusedText != null) {
            return new TextEditTarget(focusedText);
        }
        return documents.active().map(s -> s.view().editTarget()).orElse(EditTarget.NONE);
    }

    /** Runs {@code command} on the current target, if possible there. */
    public void perform(EditCommand command) {
        command.performOn(current());
    }

    /** True when {@code command} is possible on the current target. */
    public boolean isPossible(EditCommand command) {
        return command.isPossibleOn(current());
    }

    /** The text component that has the keyboard focus, or null when focus is elsewhere. */
    public void setFocusedText(JTextComponent text) {
        if (text != focusedText) {
            focusedText = text;
            reattach();
        }
    }

    private void reattach() {
        EditTarget now = current();
        if (!now.equals(attached)) {
            attached.removeChangeListener(relay);
            attached = now;
            attached.addChangeListener(relay);
        }
        fire();
    }

    /** Called when what the current target can do may have changed. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    private void fire() {
        listeners.forEach(Runnable::run);
    }
}
