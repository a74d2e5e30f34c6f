package dev.marionette.editor;

import dev.marionette.app.instance.InstanceServer;
import dev.marionette.cli.EditorStarter;
import java.util.List;
import javax.swing.SwingUtilities;

/** Starts the Swing editor for the jar's entry point ({@code dev.marionette.cli.Main}); a service provider. */
public final class SwingEditorStarter implements EditorStarter {

    @Override
    public void start(List<String> files, InstanceServer server) {
        SwingUtilities.invokeLater(() -> {
            MainFrame frame = EditorApp.start(files);
            if (server != null) {
                OpenRequests.attach(server, frame);
            }
        });
    }
}
