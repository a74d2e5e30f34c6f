package dev.marionette.editor.testing.interaction;

import javax.swing.AbstractButton;
import javax.swing.JComponent;

/**
 * A control of the window the sessions can give input to: what it is ({@link Role}), and whether using it is
 * navigation (looking, playing, choosing what to see) or an edit.
 *
 * @param navigation true when using the control only changes what is shown, never a document
 */
public record Control(Role role, JComponent component, boolean navigation) {

    /** What kind of control it is, which decides the inputs it takes. */
    public enum Role {
        /** The row of document tabs. */
        DOCUMENT_TABS,
        /** A tabbed pane inside a tab (side pages). */
        TABS,
        TREE,
        LIST,
        TABLE,
        /** A slider (the timeline's). */
        SLIDER,
        /** A push button. */
        BUTTON,
        /** A check box, radio button or toggle button. */
        TOGGLE,
        SPINNER,
        COMBO,
        /** An editable text field or area. */
        TEXT,
        /**
         * Any other component that takes the mouse: canvases, timelines, plots, palette swatches. It gets clicks
         * anywhere, the wheel, pans, drags and context menus.
         */
        SURFACE
    }

    /** "JTable 'layerTable'", "JButton 'ro.play' (Play)": how the input log names it. */
    public String label() {
        String type = component.getClass().getSimpleName().isEmpty() ? component.getClass().getSuperclass()
                .getSimpleName() : component.getClass().getSimpleName();
        String name = component.getName() == null ? "" : " '" + component.getName() + "'";
        String text = component instanceof AbstractButton b && b.getText() != null && !b.getText().isBlank()
                ? " (" + b.getText() + ")" : "";
        return type + name + text;
    }

    @Override
    public String toString() {
        return label();
    }
}
