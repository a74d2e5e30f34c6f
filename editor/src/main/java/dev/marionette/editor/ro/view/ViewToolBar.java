package dev.marionette.editor.ro.view;

import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.util.WrapLayout;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JToggleButton;
import javax.swing.JToolBar;

/**
 * The sprite view's tool bar, across the whole tab: zoom, display toggles, the side panels, layer order. It
 * wraps onto a second line when the window is too narrow, so no button is cut off.
 */
final class ViewToolBar {

    private final RoActions actions;

    ViewToolBar(RoActions actions) {
        this.actions = actions;
    }

    JToolBar build() {
        JToolBar bar = new JToolBar();
        bar.setName("roToolBar");
        bar.setFloatable(false);
        bar.setLayout(new WrapLayout(java.awt.FlowLayout.LEFT, 2, 1));
        toggle(bar, RoActions.SHOW_TREE).setText("Tree");
        toggle(bar, RoActions.SHOW_SIDE).setText("Panels");
        bar.addSeparator();
        button(bar, RoActions.ZOOM_OUT).setText("\u2212");
        button(bar, RoActions.ZOOM_IN).setText("+");
        button(bar, RoActions.ZOOM_FIT);
        button(bar, RoActions.ZOOM_ACTUAL);
        bar.addSeparator();
        toggle(bar, RoActions.CHECKER).setText("Checker");
        button(bar, RoActions.BACKGROUND).setText("Colour…");
        toggle(bar, RoActions.GRID);
        toggle(bar, RoActions.CROSSHAIR);
        toggle(bar, RoActions.BOXES);
        toggle(bar, RoActions.ANCHORS);
        toggle(bar, RoActions.ONION).setText("Onion");
        toggle(bar, RoActions.SNAP).setText("Snap");
        bar.addSeparator();
        button(bar, RoActions.MIRROR);
        button(bar, RoActions.FORWARD).setText("Forward");
        button(bar, RoActions.BACKWARD).setText("Backward");
        button(bar, RoActions.DUPLICATE_LAYERS).setText("Dup.");
        return bar;
    }

    private AbstractButton button(JToolBar bar, String id) {
        EditorAction action = actions.get(id);
        JButton b = new JButton(action);
        b.setName(id);
        b.setFocusable(false);
        bar.add(b);
        return b;
    }

    private AbstractButton toggle(JToolBar bar, String id) {
        EditorAction action = actions.get(id);
        JToggleButton b = new JToggleButton(action);
        b.setName(id);
        b.setFocusable(false);
        bar.add(b);
        return b;
    }
}
