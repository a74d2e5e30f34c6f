package dev.marionette.editor.kit;

import dev.marionette.model.doc.Document;
import dev.marionette.model.doc.DocumentListener;
import java.awt.Color;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.Timer;

/**
 * What every tab has once: a status line under the tab for short messages, the edits of its panels (a refusal is
 * shown there, see {@link TabEdits}), and the listeners and clean-ups that end when the tab closes. Event thread.
 * <p>
 * Two kinds of status line: {@link #clearing} (Ragnarok, motion, Sims, GK3) shows a message for six seconds;
 * {@link #untilNextEdit} (Agent) shows it in red until the next edit that succeeds clears it. Every tab builds one
 * and hands it (as {@link TabEdits}) to its panels, tools and menus.
 */
public final class TabContext implements TabEdits {

    /** How long a message stays on a {@link #clearing} status line. */
    public static final int CLEAR_MILLIS = 6000;

    private final JLabel status = new JLabel(" ");
    private final Timer clear;
    private boolean clearsOnEdit;
    private final Deque<Runnable> cleanUps = new ArrayDeque<>();

    private TabContext(String name, boolean timed) {
        status.setName(name);
        clearsOnEdit = !timed;
        if (timed) {
            clear = new Timer(CLEAR_MILLIS, e -> status.setText(" "));
            clear.setRepeats(false);
            status.setBorder(BorderFactory.createEmptyBorder(2, 8, 2, 8));
        } else {
            clear = null;
            status.setForeground(new Color(0xC62828));
        }
    }

    /** A status line whose message clears after {@link #CLEAR_MILLIS}; edits leave it alone. */
    public static TabContext clearing(String statusName) {
        return new TabContext(statusName, true);
    }

    /** A status line (red, with the whole text as tooltip) whose message stays until an edit succeeds. */
    public static TabContext untilNextEdit(String statusName) {
        return new TabContext(statusName, false);
    }

    /** An edit that succeeds also clears the message (the Sims tab: a refusal goes once the user edits on). */
    public TabContext clearedByEdits() {
        clearsOnEdit = true;
        return this;
    }

    /** The status line, for the tab's layout (usually at the bottom). */
    public JLabel statusLine() {
        return status;
    }

    @Override
    public void message(String text) {
        if (clear != null) {
            status.setText(text);
            clear.restart();
        } else {
            boolean none = text == null || text.isEmpty();
            status.setText(none ? " " : text);
            status.setToolTipText(none ? null : text);
        }
    }

    /** Runs {@code edit}; a refusal is shown, a success clears an {@link #untilNextEdit} line. */
    @Override
    public <T> Optional<T> result(Supplier<T> edit) {
        Optional<T> done = TabEdits.super.result(edit);
        if (done.isPresent() && clearsOnEdit) {
            message("");
        }
        return done;
    }

    /** Listens to {@code document} until {@link #dispose()}. */
    public void listen(Document<?> document, DocumentListener listener) {
        document.addDocumentListener(listener);
        onDispose(() -> document.removeDocumentListener(listener));
    }

    /** Runs {@code cleanUp} when the tab closes (the last registered runs first). */
    public void onDispose(Runnable cleanUp) {
        cleanUps.push(cleanUp);
    }

    /** The tab closed: stops the status line's timer, removes the listeners, runs the clean-ups. */
    public void dispose() {
        if (clear != null) {
            clear.stop();
        }
        while (!cleanUps.isEmpty()) {
            cleanUps.pop().run();
        }
    }
}
