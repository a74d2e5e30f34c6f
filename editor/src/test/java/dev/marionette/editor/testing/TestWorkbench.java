package dev.marionette.editor.testing;

import dev.marionette.editor.workbench.Workbench;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.util.IconSource;
import java.awt.event.InputEvent;
import java.util.List;
import java.util.concurrent.Executor;

/** Builds workbenches for windowless tests: in-memory preferences, scripted dialogs, work run in place. */
public final class TestWorkbench {

    private TestWorkbench() {
    }

    /** A workbench whose file work runs at once on the calling (event) thread. */
    public static Workbench create(ScriptedDialogs dialogs, DocumentKind... kinds) {
        return create(dialogs, Runnable::run, kinds);
    }

    /** A workbench whose file work runs on {@code worker}; hand-overs run in place. */
    public static Workbench create(ScriptedDialogs dialogs, Executor worker, DocumentKind... kinds) {
        Workbench.Services services = new Workbench.Services(new DocumentKinds(List.of(kinds)),
                new EditorPreferences(new MemoryPreferences()), dialogs, dialogs, dialogs, worker, Runnable::run);
        return new Workbench(services, new ActionRegistry(ActionRegistry.defaultBundle(), InputEvent.CTRL_DOWN_MASK,
                IconSource.NONE));
    }
}
