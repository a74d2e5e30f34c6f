package dev.marionette.editor.action;

import java.awt.event.ActionEvent;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javax.swing.AbstractAction;
import javax.swing.KeyStroke;

/**
 * One command of the editor, known by a stable {@link #id()}. Whether it is enabled (and, for Undo/Redo,
 * its name, or for toggles whether it is selected) is computed from the editor's state by
 * {@link #refresh()}, never set from outside, so menus, toolbar and keys always agree.
 */
public final class EditorAction extends AbstractAction {

    private static final long serialVersionUID = 1L;

    /** The key under which every action carries its id (for tests and the shortcuts dialog). */
    public static final String ID_KEY = "marionette.actionId";

    private final String id;
    private final transient Runnable handler;
    private transient BooleanSupplier enabledWhen = () -> true;
    private transient Supplier<String> nameWhen;
    private transient BooleanSupplier selectedWhen;

    EditorAction(String id, Runnable handler) {
        this.id = Objects.requireNonNull(id, "id");
        this.handler = Objects.requireNonNull(handler, "handler");
        putValue(ID_KEY, id);
    }

    public String id() {
        return id;
    }

    /** The action is enabled exactly when {@code condition} holds (checked at each refresh and on use). */
    public EditorAction enabledWhen(BooleanSupplier condition) {
        this.enabledWhen = Objects.requireNonNull(condition, "condition");
        refresh();
        return this;
    }

    /** The action's text follows {@code name} (e.g. "Undo Move layer"). */
    public EditorAction namedBy(Supplier<String> name) {
        this.nameWhen = Objects.requireNonNull(name, "name");
        refresh();
        return this;
    }

    /** The action is a toggle (check box or radio item) selected exactly when {@code condition} holds. */
    public EditorAction selectedWhen(BooleanSupplier condition) {
        this.selectedWhen = Objects.requireNonNull(condition, "condition");
        refresh();
        return this;
    }

    /** True when the action is a toggle. */
    public boolean isToggle() {
        return selectedWhen != null;
    }

    /** Recomputes enabled, name and selected from the editor's state. */
    public void refresh() {
        setEnabled(enabledWhen.getAsBoolean());
        if (nameWhen != null) {
            putValue(NAME, nameWhen.get());
        }
        if (selectedWhen != null) {
            putValue(SELECTED_KEY, selectedWhen.getAsBoolean());
        }
    }

    public String name() {
        return (String) getValue(NAME);
    }

    public KeyStroke accelerator() {
        return (KeyStroke) getValue(ACCELERATOR_KEY);
    }

    /** The value key of {@link #alternate()}. */
    public static final String ALTERNATE_KEY = "marionette.alternateAccelerator";

    /** A second key doing what the accelerator does (Redo's Ctrl+Y beside Ctrl+Shift+Z), or null. */
    public KeyStroke alternate() {
        return (KeyStroke) getValue(ALTERNATE_KEY);
    }

    /** Runs the command, unless the state changed since the last refresh and it no longer applies. */
    @Override
    public void actionPerformed(ActionEvent e) {
        if (enabledWhen.getAsBoolean()) {
            handler.run();
        } else {
            refresh();
        }
    }

    /** Runs the command as if chosen from its menu. */
    public void perform() {
        actionPerformed(new ActionEvent(this, ActionEvent.ACTION_PERFORMED, id));
    }

    @Override
    public String toString() {
        return "EditorAction[" + id + "]";
    }
}
