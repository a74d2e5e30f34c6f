package dev.marionette.cli;

import dev.marionette.app.instance.InstanceServer;
import java.util.List;

/**
 * The one way from the headless entry point ({@link Main}) to the Swing editor: the editor module registers an
 * implementation in {@code META-INF/services}, and {@link Main} loads it only when the arguments ask for the
 * editor, so a command ({@code check}, {@code info}, {@code export}...) never loads Swing or an editor class.
 */
public interface EditorStarter {

    /**
     * Opens the editor's window with {@code files} (none: an empty editor) and, when {@code server} is given, opens
     * the files later starts send through it as tabs of that window. Called on the main thread once a display was
     * found; the implementation moves to the event thread itself.
     */
    void start(List<String> files, InstanceServer server);
}
