package dev.marionette.editor;

import dev.marionette.cli.EditorStarter;
import java.util.List;
import javax.swing.SwingUtilities;

/** Starts the Swing editor for the jar's entry point ({@code dev.marionette.cli.Main}); a service provider. */
public final class SwingEditorStarter implements EditorStarter {

    @Override
    public void start(List<String> files) {
        SwingUtilities.invokeLater(() -> EditorApp.start(files));
    }
}
