package dev.marionette.editor.theme;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.prefs.Theme;

/**
 * Installs FlatLaf light or dark as the user chose in View &gt; Theme (following the system until then) and
 * remembers the choice. The system is asked once per run: its answer is kept, as it cannot change mid-session
 * in a way this can hear.
 */
public final class ThemeManager {

    private final EditorPreferences preferences;
    private final SystemThemeDetector detector;
    private Boolean systemDark;

    public ThemeManager(EditorPreferences preferences, SystemThemeDetector detector) {
        this.preferences = preferences;
        this.detector = detector;
    }

    /** The user's choice. */
    public Theme chosen() {
        return preferences.theme();
    }

    /** True when {@code theme} shows dark here. */
    public boolean isDark(Theme theme) {
        return switch (theme) {
            case DARK -> true;
            case LIGHT -> false;
            case SYSTEM -> systemPrefersDark();
        };
    }

    private boolean systemPrefersDark() {
        if (systemDark == null) {
            systemDark = detector.prefersDark();
        }
        return systemDark;
    }

    /** Installs the chosen look before the first window is built. Event thread. */
    public void install() {
        setup(isDark(chosen()));
    }

    /** Switches to {@code theme}, remembers it and restyles every open window. Event thread. */
    public void choose(Theme theme) {
        preferences.setTheme(theme);
        boolean dark = isDark(theme);
        if (dark != FlatLaf.isLafDark() || !(javax.swing.UIManager.getLookAndFeel() instanceof FlatLaf)) {
            setup(dark);
            FlatLaf.updateUI();
        }
    }

    private static void setup(boolean dark) {
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
    }
}
