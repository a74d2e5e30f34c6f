package dev.marionette.bench.motion;

import dev.marionette.editor.EditorApp;
import dev.marionette.editor.MainFrame;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.motion.MotionPanel;
import java.awt.EventQueue;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * What the open-to-paint harnesses of the motion tabs share: start the editor as a user starts it (the demo sprite
 * playing), let it settle, open a file with File &gt; Open's code path, and time from that call to the end of the
 * first paint of the opened tab's 3D view (the first: the window repaints the view again as it settles, which a
 * poll could otherwise take for the first).
 *
 * @param <V> the opened tab's view
 */
public final class OpenToFirstPaint<V> {

    private final Class<V> viewType;
    private final Function<V, MotionPanel> panel;

    /**
     * @param viewType the view of the tab the file opens in
     * @param panel    its motion panel
     */
    public OpenToFirstPaint(Class<V> viewType, Function<V, MotionPanel> panel) {
        this.viewType = viewType;
        this.panel = panel;
    }

    /** The opened view and the milliseconds from File &gt; Open to its first painted pose. */
    public record Opened<V>(V view, double millis) {
    }

    /** Starts the editor, opens {@code file} and waits for its first paint. */
    public Opened<V> open(Path file) throws Exception {
        AtomicReference<MainFrame> frame = new AtomicReference<>();
        EventQueue.invokeAndWait(() -> frame.set(EditorApp.start(List.of())));
        waitFor(() -> frame.get().workbench().documents().active().isPresent());
        Thread.sleep(1500);
        long[] opened = new long[1];
        EventQueue.invokeAndWait(() -> {
            opened[0] = System.nanoTime();
            frame.get().workbench().files().open(file);
        });
        waitFor(() -> {
            V v = view(frame.get());
            return v != null && panel.apply(v).canvas().paintCount() > 0;
        });
        AtomicReference<Opened<V>> result = new AtomicReference<>();
        EventQueue.invokeAndWait(() -> {
            V v = view(frame.get());
            result.set(new Opened<>(v, (panel.apply(v).canvas().firstPaintedAtNanos() - opened[0]) / 1e6));
        });
        return result.get();
    }

    private V view(MainFrame frame) {
        return frame.workbench().documents().active().map(DocumentSession::view)
                .filter(viewType::isInstance).map(viewType::cast).orElse(null);
    }

    /** Polls on the event thread every millisecond. */
    private static void waitFor(BooleanSupplier condition) throws Exception {
        boolean[] ok = {false};
        while (!ok[0]) {
            EventQueue.invokeAndWait(() -> ok[0] = condition.getAsBoolean());
            if (!ok[0]) {
                Thread.sleep(1);
            }
        }
    }
}
