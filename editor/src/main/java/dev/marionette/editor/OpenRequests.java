package dev.marionette.editor;

import dev.marionette.app.instance.InstanceServer;
import dev.marionette.editor.util.Edt;
import java.awt.Frame;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javax.swing.SwingUtilities;

/**
 * Opens what a second start of Marionette sends (a file double-clicked in a file manager, {@code marionette FILE}
 * typed while the editor runs) as tabs of this window, as File &gt; Open would, and brings the window to the front.
 * The channel closes with the window, so a start after it opens a window of its own.
 */
public final class OpenRequests {

    private OpenRequests() {
    }

    /** Makes {@code frame} the receiver of {@code server}'s requests. Event thread. */
    public static void attach(InstanceServer server, MainFrame frame) {
        Edt.check();
        frame.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                try {
                    server.close();
                } catch (IOException ignored) {
                    // the socket file, if left, is found stale and replaced by the next start
                }
            }
        });
        server.setReceiver(files -> SwingUtilities.invokeLater(() -> open(frame, files)));
    }

    private static void open(MainFrame frame, List<Path> files) {
        if (!frame.isDisplayable()) {
            return;
        }
        if ((frame.getExtendedState() & Frame.ICONIFIED) != 0) {
            frame.setExtendedState(frame.getExtendedState() & ~Frame.ICONIFIED);
        }
        frame.toFront();
        frame.requestFocus();
        if (!files.isEmpty()) {
            frame.workbench().files().openAll(files);
        }
    }
}
