package dev.marionette.editor.testing.interaction;

import java.awt.Component;
import java.util.regex.Pattern;
import javax.swing.JComboBox;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;

/**
 * What the sessions need to know about a tab kind beyond its component tree: the names of the controls that only
 * change what is shown (zoom, view toggles, preview, transport), since a button does not say whether it edits.
 * Everything else is discovered: trees, lists, tables, tabs, sliders and mouse-taking surfaces are navigation
 * targets; any button, toggle, spinner, combo box or text field not named here is an edit control, so a new control
 * is exercised by the edit sessions without being listed (and only a new view-only button needs a name here to be
 * used by look-only sessions too).
 *
 * @param navigationNames component names of view-only controls, in addition to the transport controls every tab
 *                        shares (play, first, previous, next, last, loop, the frame slider and the speed)
 */
public record TabProfile(Pattern navigationNames) {

    /** The transport of the editor kit ({@code TransportActions}, {@code TransportBar}): the same in every tab. */
    static final Pattern TRANSPORT = Pattern.compile(
            "[\\w.]+\\.(play|first|previous|next|last|loop)|frameSlider|playbackSpeed");

    /**
     * The view-only controls of every tab kind: Ragnarok's view toolbar, sound and tick toggles and the event
     * page's Play; the Agent preview (zoom, play, stop, speak, seed, sample text, mouth preview) and sound Play;
     * the motion, Sims and GK3 view toolbar ({@code motion.*}), the in-place toggle and the frame rate (a view
     * setting remembered for the file, never an edit since issue 28).
     */
    public static final TabProfile STANDARD = of(String.join("|",
            "ro\\.(showTree|showSide|zoomOut|zoomIn|zoomFit|zoomActual|checker|grid|crosshair|boxes|anchors|onion"
                    + "|snap|sounds|tick24)",
            "playEvent",
            "zoomOut|zoomIn|zoomFit|zoomActual|preview(Play|Stop|Speak|Seed)|speakText|mouthPreview(None|\\d+)",
            "playSound|projectNotice(Toggle|Dismiss)",
            "motion\\.[\\w.]+|inPlace|frameRate"));

    /**
     * The tab commands bound to keys that only change what is shown, besides the transport's and the view-only
     * controls' (whose names are their action ids): stepping between actions and animations, the motion view's
     * and the pixel editor's tools, brush, colours, selection and view.
     */
    static final Pattern NAVIGATION_ACTIONS = Pattern.compile(String.join("|",
            "ro\\.(previousAction|nextAction)", "agent\\.(previousAnimation|nextAnimation)",
            "px\\.(pencil|eraser|line|rectangle|ellipse|fill|picker|select|lasso|swap|smaller|larger|filled|contiguous"
                    + "|zoomIn|zoomOut|fit|grid|context|deselect)"));

    public static TabProfile of(String navigationNames) {
        return new TabProfile(Pattern.compile(navigationNames));
    }

    /** True when the tab command {@code actionId} only changes what is shown (a key bound to it may be pressed). */
    public boolean isNavigationAction(String actionId) {
        return actionId != null && (TRANSPORT.matcher(actionId).matches()
                || navigationNames.matcher(actionId).matches() || NAVIGATION_ACTIONS.matcher(actionId).matches());
    }

    /** True when {@code component} (or the spinner or combo box it belongs to) only changes what is shown. */
    public boolean isNavigation(Component component) {
        String name = owner(component).getName();
        return name != null && (TRANSPORT.matcher(name).matches() || navigationNames.matcher(name).matches());
    }

    /** The spinner or combo box a part (arrow button, text editor) belongs to, else the component itself. */
    static Component owner(Component component) {
        Component spinner = SwingUtilities.getAncestorOfClass(JSpinner.class, component);
        if (spinner != null) {
            return spinner;
        }
        Component combo = SwingUtilities.getAncestorOfClass(JComboBox.class, component);
        return combo != null ? combo : component;
    }
}
