package dev.marionette.editor.menu;

import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.action.KeyStrokes;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;

/** Builds the tool bar: icon buttons for the common actions, with tooltips that follow the action's name. */
public final class ToolBarBuilder {

    private static final String[] TOOLS = {ActionIds.FILE_OPEN, ActionIds.FILE_SAVE, ActionIds.FILE_SAVE_ALL, null,
        ActionIds.EDIT_UNDO, ActionIds.EDIT_REDO, null, ActionIds.EDIT_CUT, ActionIds.EDIT_COPY, ActionIds.EDIT_PASTE,
        ActionIds.EDIT_DELETE};

    private final ActionRegistry actions;

    public ToolBarBuilder(ActionRegistry actions) {
        this.actions = actions;
    }

    public JToolBar build() {
        JToolBar bar = new JToolBar();
        bar.setName("toolBar");
        bar.setFloatable(false);
        for (String id : TOOLS) {
            if (id == null) {
                bar.addSeparator();
            } else {
                bar.add(button(actions.get(id)));
            }
        }
        return bar;
    }

    private static JButton button(EditorAction action) {
        JButton button = new JButton(action);
        button.setName("tool." + action.id());
        button.setHideActionText(true);
        button.setFocusable(false);
        updateTooltip(button, action);
        // "Undo Move layer (Ctrl+Z)": the name changes with the document, so the tooltip follows it
        action.addPropertyChangeListener(e -> {
            if (Action.NAME.equals(e.getPropertyName())) {
                updateTooltip(button, action);
            }
        });
        return button;
    }

    private static void updateTooltip(JButton button, EditorAction action) {
        KeyStroke key = action.accelerator();
        button.setToolTipText(action.name() + (key == null ? "" : " (" + KeyStrokes.describe(key) + ")"));
    }
}
