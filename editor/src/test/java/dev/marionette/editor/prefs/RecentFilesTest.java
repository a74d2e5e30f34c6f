package dev.marionette.editor.prefs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.testing.MemoryPreferences;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RecentFilesTest {

    EditorPreferences prefs = new EditorPreferences(new MemoryPreferences());

    private static Path p(String name) {
        return Path.of("/tmp/recent", name);
    }

    @Test
    void newestComesFirst() {
        RecentFiles recent = new RecentFiles(prefs);
        recent.add(p("a"));
        recent.add(p("b"));
        recent.add(p("c"));
        assertThat(recent.files()).containsExactly(p("c"), p("b"), p("a"));
    }

    @Test
    void addingAListedFileMovesItToTheTopInsteadOfListingItTwice() {
        RecentFiles recent = new RecentFiles(prefs);
        recent.add(p("a"));
        recent.add(p("b"));
        recent.add(Path.of("/tmp/recent/./x/../a"));
        assertThat(recent.files()).containsExactly(p("a"), p("b"));
    }

    @Test
    void theOldestFallOffBeyondTheCapacity() {
        RecentFiles recent = new RecentFiles(prefs, 3);
        for (String n : new String[] {"a", "b", "c", "d", "e"}) {
            recent.add(p(n));
        }
        assertThat(recent.files()).containsExactly(p("e"), p("d"), p("c"));
    }

    @Test
    void theListSurvivesARestart() {
        RecentFiles recent = new RecentFiles(prefs);
        recent.add(p("a"));
        recent.add(p("b"));
        assertThat(new RecentFiles(prefs).files()).containsExactly(p("b"), p("a"));
    }

    @Test
    void clearAndRemoveAreStoredAndHeard() {
        RecentFiles recent = new RecentFiles(prefs);
        AtomicInteger changes = new AtomicInteger();
        recent.addChangeListener(changes::incrementAndGet);
        recent.add(p("a"));
        recent.add(p("b"));
        recent.remove(p("a"));
        assertThat(new RecentFiles(prefs).files()).containsExactly(p("b"));
        recent.clear();
        assertThat(recent.files()).isEmpty();
        assertThat(new RecentFiles(prefs).files()).isEmpty();
        assertThat(changes).hasValue(4);
    }

    @Test
    void aSmallerCapacityThanStoredKeepsTheNewest() {
        RecentFiles big = new RecentFiles(prefs, 5);
        for (String n : new String[] {"a", "b", "c", "d"}) {
            big.add(p(n));
        }
        assertThat(new RecentFiles(prefs, 2).files()).containsExactly(p("d"), p("c"));
    }
}
