package dev.marionette.editor;

import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.KeyStrokes;
import dev.marionette.editor.io.DialogErrorReporter;
import dev.marionette.editor.io.DialogUnsavedChangesPrompt;
import dev.marionette.editor.io.ErrorReporter;
import dev.marionette.editor.io.FileDialogs;
import dev.marionette.editor.io.SwingFileDialogs;
import dev.marionette.editor.io.TaskRunner;
import dev.marionette.editor.io.UnsavedChangesPrompt;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.theme.SystemThemeDetector;
import dev.marionette.editor.theme.ThemeManager;
import dev.marionette.editor.util.Edt;
import dev.marionette.editor.util.SvgIcons;
import dev.marionette.editor.workbench.Workbench;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;

/** Assembles and opens an editor window: look and feel, workbench, dialogs, frame, files to start with. */
public final class EditorApp {

    /**
     * What a window is built from. The dialogs may be null: then the Swing dialogs are used, with the new
     * window as their parent; tests pass their own to answer without a user.
     */
    public record Launch(DocumentKinds kinds, EditorPreferences preferences, SystemThemeDetector themeDetector,
            FileDialogs fileDialogs, UnsavedChangesPrompt prompt, ErrorReporter errors, Executor worker) {

        /** The installed kinds, the user's preferences, the real dialogs and a worker pool. */
        public static Launch standard() {
            return new Launch(DocumentKinds.installed(), EditorPreferences.forUser(), new SystemThemeDetector(),
                    null, null, null, TaskRunner.newWorkerPool());
        }
    }

    private EditorApp() {
    }

    /** Opens the editor as {@code marionette.jar} does, with the command line's file arguments. Event thread. */
    public static MainFrame start(List<String> fileArguments) {
        return start(Launch.standard(), fileArguments);
    }

    /** Opens an editor window for {@code launch} and starts opening {@code fileArguments}. Event thread. */
    public static MainFrame start(Launch launch, List<String> fileArguments) {
        Edt.check();
        ThemeManager themes = new ThemeManager(launch.preferences(), launch.themeDetector());
        themes.install();
        AtomicReference<MainFrame> window = new AtomicReference<>();
        Workbench.Services services = new Workbench.Services(launch.kinds(), launch.preferences(),
                launch.fileDialogs() != null ? launch.fileDialogs()
                        : new SwingFileDialogs(window::get, launch.preferences()),
                launch.prompt() != null ? launch.prompt() : new DialogUnsavedChangesPrompt(window::get),
                launch.errors() != null ? launch.errors() : new DialogErrorReporter(window::get),
                launch.worker(), Edt.EXECUTOR);
        SvgIcons icons = new SvgIcons();
        ActionRegistry actions = new ActionRegistry(ActionRegistry.defaultBundle(), KeyStrokes.menuShortcutMask(),
                icons);
        Workbench workbench = new Workbench(services, actions);
        MainFrame frame = new MainFrame(workbench, themes, icons);
        window.set(frame);
        frame.showWindow();
        List<Path> files = new ArrayList<>();
        for (String argument : fileArguments) {
            try {
                files.add(Path.of(argument).toAbsolutePath());
            } catch (InvalidPathException e) {
                services.errors().showError("Could not open file", "Could not open " + argument
                        + ":\nthis is not a valid file name (" + e.getReason() + ").");
            }
        }
        workbench.openAtStart(files);
        return frame;
    }
}
