package dev.marionette.editor.prefs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The files opened or saved last, newest first, each once, at most {@link #capacity()} of them, kept in the
 * preferences so the list survives restarts. Event thread.
 */
public final class RecentFiles {

    /** How many files File &gt; Open Recent lists by default. */
    public static final int DEFAULT_CAPACITY = 10;

    private final EditorPreferences preferences;
    private final int capacity;
    private final List<Path> files;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    public RecentFiles(EditorPreferences preferences) {
        this(preferences, DEFAULT_CAPACITY);
    }

    public RecentFiles(EditorPreferences preferences, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.preferences = preferences;
        this.capacity = capacity;
        this.files = new ArrayList<>();
        for (Path p : preferences.recentFiles()) {
            addLast(normal(p));
        }
    }

    public int capacity() {
        return capacity;
    }

    /** Newest first. */
    public List<Path> files() {
        return List.copyOf(files);
    }

    /** Puts {@code file} at the top (moving it there if listed), drops the oldest beyond capacity, saves. */
    public void add(Path file) {
        Path p = normal(file);
        files.remove(p);
        files.add(0, p);
        while (files.size() > capacity) {
            files.remove(files.size() - 1);
        }
        changed();
    }

    /** Takes {@code file} off the list (e.g. after it failed to open because it is gone). */
    public void remove(Path file) {
        if (files.remove(normal(file))) {
            changed();
        }
    }

    /** Empties the list (File &gt; Open Recent &gt; Clear). */
    public void clear() {
        files.clear();
        changed();
    }

    /** Called after every change of the list. */
    public void addChangeListener(Runnable listener) {
        listeners.add(listener);
    }

    private void addLast(Path p) {
        if (!files.contains(p) && files.size() < capacity) {
            files.add(p);
        }
    }

    private void changed() {
        preferences.setRecentFiles(files);
        listeners.forEach(Runnable::run);
    }

    private static Path normal(Path file) {
        return file.toAbsolutePath().normalize();
    }
}
