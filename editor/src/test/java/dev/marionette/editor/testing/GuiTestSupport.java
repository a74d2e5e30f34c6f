package dev.marionette.editor.testing;

import dev.marionette.editor.EditorApp;
import dev.marionette.editor.MainFrame;
import dev.marionette.editor.io.TaskRunner;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.theme.SystemThemeDetector;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;

/** Starts editor windows for GUI tests and waits for work the editor does in the background. */
public final class GuiTestSupport {

    private GuiTestSupport() {
    }

    /** A system that always says "light", so tests never run the operating system's tools. */
    public static final class LightSystem extends SystemThemeDetector {
        @Override
        public boolean prefersDark() {
            return false;
        }
    }

    /** Opens the real main window with {@code kinds}, in-memory preferences and scripted dialogs. */
    public static MainFrame start(ScriptedDialogs dialogs, EditorPreferences prefs, List<String> files,
            DocumentKind... kinds) {
        EditorApp.Launch launch = new EditorApp.Launch(new DocumentKinds(List.of(kinds)), prefs, new LightSystem(),
                dialogs, dialogs, dialogs, TaskRunner.newWorkerPool());
        return GuiActionRunner.execute(() -> EditorApp.start(launch, files));
    }

    /**
     * Waits until {@code condition}, evaluated on the event thread, holds: up to a minute, since background work
     * (reading a large sample, painting) is slow on a busy machine; a passing test waits only as long as needed.
     */
    public static void waitUntil(String description, BooleanSupplier condition) {
        Pause.pause(new Condition(description) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(condition::getAsBoolean);
            }
        }, Timeout.timeout(60_000));
    }

    /** Reads {@code value} on the event thread. */
    public static <T> T read(Supplier<T> value) {
        return GuiActionRunner.execute(value::get);
    }

    /** Runs {@code action} on the event thread and waits for it. */
    public static void onEdt(Runnable action) {
        GuiActionRunner.execute(action::run);
    }
}
