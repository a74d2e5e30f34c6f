package dev.marionette.editor.export;

import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSetting;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * The Export dialog's control of one setting (or of one row of settings), made by {@link SettingControls} from
 * the setting's declaration: it lays itself out on the settings panel, says which settings it sets, and puts its
 * value into the options. Event thread.
 */
abstract class SettingControl {

    private final List<ExportSetting<?>> settings;
    private final List<Component> shown = new ArrayList<>();
    private Runnable changed = () -> { };
    private boolean allowed = true;

    SettingControl(List<ExportSetting<?>> settings) {
        this.settings = List.copyOf(settings);
    }

    /** The settings it sets (one, or the settings of its row). */
    final List<ExportSetting<?>> settings() {
        return settings;
    }

    /** Whether it has anything to show (a sequence chooser of a source without sequences has not). */
    boolean showable() {
        return true;
    }

    /**
     * Lays it out on {@code panel} (two columns: label, control).
     *
     * @param below whether it goes under the control before it (a flag that turns that control off)
     */
    abstract void addTo(JPanel panel, boolean below);

    /** Adds {@code c} to the panel, remembering it as shown. */
    final void place(JPanel panel, JComponent c, String constraints) {
        panel.add(c, constraints);
        shown.add(c);
    }

    /** Puts its values into {@code b}. */
    abstract void apply(ExportOptions.Builder b);

    /** Whether it is on: a flag ticked, a seed chosen; settings enabled by it follow. */
    boolean on() {
        return false;
    }

    /** What a flag's label says of the sequences ("action", "animation"), for "Every ..." */
    void nameSequences(String noun) {
    }

    final void onChange(Runnable listener) {
        this.changed = listener;
    }

    /** Tells the panel a value changed. */
    final void fire() {
        changed.run();
    }

    /**
     * Enables its components when {@code enabled} (the dialog is not exporting) and {@code allowed} (no other
     * setting turns it off).
     */
    void setEnabled(boolean enabled, boolean allowed) {
        this.allowed = allowed;
        for (Component c : shown) {
            c.setEnabled(enabled && allowed);
        }
    }

    final boolean allowed() {
        return allowed;
    }

    /** Forgets what it showed (before the panel is laid out again). */
    final void clearShown() {
        shown.clear();
    }
}
