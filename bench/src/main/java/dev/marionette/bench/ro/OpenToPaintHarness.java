package dev.marionette.bench.ro;

import dev.marionette.editor.EditorApp;
import dev.marionette.editor.MainFrame;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.ro.view.RoView;
import java.awt.EventQueue;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Measures opening a sprite in a running editor: the editor starts as a user starts it (the demo playing),
 * then opens {@code file} with File &gt; Open's code path, and the time from that call to the first paint of
 * the new canvas is printed. Each run is one fresh JVM, so the file's code paths are cold, as on a first
 * open; the editor's start-up has already warmed what it shares with them.
 *
 * <p>Run on a display (e.g. {@code xvfb-run}): {@code java -cp bench/target/benchmarks.jar
 * dev.marionette.bench.ro.OpenToPaintHarness FILE.act}. Target: under 300 ms.
 */
public final class OpenToPaintHarness {

    private OpenToPaintHarness() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]).toAbsolutePath();
        AtomicReference<MainFrame> frame = new AtomicReference<>();
        EventQueue.invokeAndWait(() -> frame.set(EditorApp.start(List.of())));
        waitFor(() -> view(frame.get()) != null && view(frame.get()).canvas().paintCount() > 0);
        Thread.sleep(1500);
        long[] opened = new long[1];
        EventQueue.invokeAndWait(() -> {
            opened[0] = System.nanoTime();
            frame.get().workbench().files().open(file);
        });
        waitFor(() -> {
            RoView v = view(frame.get());
            return v != null && v.document().actFile() != null && v.canvas().paintCount() > 0;
        });
        long painted = paintedAt.get();
        System.out.printf(Locale.ROOT, "open-to-paint %s: %.1f ms%n", file.getFileName(), (painted - opened[0]) / 1e6);
        System.exit(0);
    }

    private static final AtomicReference<Long> paintedAt = new AtomicReference<>(0L);

    private static RoView view(MainFrame frame) {
        return frame.workbench().documents().active().map(DocumentSession::view)
                .filter(RoView.class::isInstance).map(RoView.class::cast).orElse(null);
    }

    /** Polls on the event thread every millisecond; records when the condition first held. */
    private static void waitFor(java.util.function.BooleanSupplier condition) throws Exception {
        boolean[] ok = {false};
        while (!ok[0]) {
            EventQueue.invokeAndWait(() -> {
                ok[0] = condition.getAsBoolean();
                if (ok[0]) {
                    paintedAt.set(System.nanoTime());
                }
            });
            if (!ok[0]) {
                Thread.sleep(1);
            }
        }
    }
}
