package dev.marionette.editor.ro.view;

import dev.marionette.editor.action.ActionButtons;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.util.WrapLayout;
import dev.marionette.render.Viewport;
import java.util.Locale;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JToolBar;

/**
 * The sprite view's tool bar, across the whole tab: zoom, display toggles, the side panels, layer order. It
 * wraps onto a second line when the window is too narrow, so no button is cut off.
 */
final class ViewToolBar {

    private final RoActions actions;
    private final Viewport viewport;

    ViewToolBar(RoActions actions, Viewport viewport) {
        this.actions = actions;
        this.viewport = viewport;
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
        bar.add(zoomReadOut());
        button(bar, RoActions.ZOOM_FIT);
        button(bar, RoActions.ZOOM_ACTUAL).setText("1:1");
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

    /** The zoom shown, as a read-out (not a button): the commands around it change it. */
    private JLabel zoomReadOut() {
        JLabel zoom = new JLabel();
        zoom.setName("roZoom");
        zoom.setToolTipText("Zoom of the canvas (wheel, Ctrl+= and Ctrl+-; Fit is Ctrl+0, 1:1 actual size Ctrl+1)");
        zoom.setHorizontalAlignment(JLabel.CENTER);
        // as wide as the widest value, so the buttons after it stay put while zooming
        zoom.setText("3200%");
        zoom.setPreferredSize(new java.awt.Dimension(zoom.getPreferredSize().width + 8,
                zoom.getPreferredSize().height));
        Runnable show = () -> zoom.setText(percent(viewport.zoom()));
        viewport.addChangeListener(show);
        show.run();
        return zoom;
    }

    /** "400%", "12.5%". */
    static String percent(double zoom) {
        double p = zoom * 100;
        return (Math.abs(p - Math.rint(p)) < 0.05 ? String.valueOf(Math.round(p))
                : String.format(Locale.ROOT, "%.1f", p)) + "%";
    }

    private AbstractButton button(JToolBar bar, String id) {
        return ActionButtons.addButton(bar, actions.get(id), id);
    }

    private AbstractButton toggle(JToolBar bar, String id) {
        return ActionButtons.addToggle(bar, actions.get(id), id);
    }
}
