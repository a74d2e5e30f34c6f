package dev.marionette.editor.prefs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.testing.MemoryPreferences;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;

class EditorPreferencesTest {

    Preferences node = new MemoryPreferences();

    @Test
    void nothingStoredReadsAsDefaults() {
        EditorPreferences prefs = new EditorPreferences(node);
        assertThat(prefs.theme()).isEqualTo(Theme.SYSTEM);
        assertThat(prefs.windowBounds()).isEmpty();
        assertThat(prefs.splitPosition("history")).isEmpty();
        assertThat(prefs.recentFiles()).isEmpty();
        assertThat(prefs.lastDirectory()).isEmpty();
    }

    @Test
    void everySettingRoundTripsThroughTheNode() {
        EditorPreferences prefs = new EditorPreferences(node);
        prefs.setTheme(Theme.DARK);
        prefs.setWindowBounds(new WindowBounds(new Rectangle(10, -20, 800, 600), true));
        prefs.setSplitPosition("history", 900);
        prefs.setRecentFiles(List.of(Path.of("/a/b.act"), Path.of("/c.acs")));
        prefs.setLastDirectory(Path.of("/data/sprites"));

        EditorPreferences again = new EditorPreferences(node);
        assertThat(again.theme()).isEqualTo(Theme.DARK);
        assertThat(again.windowBounds()).contains(new WindowBounds(new Rectangle(10, -20, 800, 600), true));
        assertThat(again.splitPosition("history")).contains(900);
        assertThat(again.recentFiles()).containsExactly(Path.of("/a/b.act"), Path.of("/c.acs"));
        assertThat(again.lastDirectory()).contains(Path.of("/data/sprites"));
        assertThat(node.get("theme", null)).isEqualTo("DARK");
        assertThat(node.get("recent.1", null)).isEqualTo("/c.acs");
    }

    @Test
    void aShorterRecentListRemovesTheOldKeys() {
        EditorPreferences prefs = new EditorPreferences(node);
        prefs.setRecentFiles(List.of(Path.of("/a"), Path.of("/b"), Path.of("/c")));
        prefs.setRecentFiles(List.of(Path.of("/z")));
        assertThat(prefs.recentFiles()).containsExactly(Path.of("/z"));
        assertThat(node.get("recent.1", null)).isNull();
    }

    @Test
    void malformedValuesReadAsNotSet() {
        node.put("theme", "PURPLE");
        node.put("window.x", "left");
        node.putInt("window.y", 0);
        node.putInt("window.width", 0);
        node.putInt("window.height", 10);
        node.put("split.history", "wide");
        EditorPreferences prefs = new EditorPreferences(node);
        assertThat(prefs.theme()).isEqualTo(Theme.SYSTEM);
        assertThat(prefs.windowBounds()).isEmpty();
        assertThat(prefs.splitPosition("history")).isEmpty();
    }
}
