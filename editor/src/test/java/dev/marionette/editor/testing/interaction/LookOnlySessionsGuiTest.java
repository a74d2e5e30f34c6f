package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.interaction.TabSubject.Source;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Look-only sessions: random navigation input on the real window (keys wherever focus sits, clicks on trees, lists,
 * tables, tabs, timelines, swatches, thumbnails and empty canvas, the wheel, pans, context menus dismissed, play and
 * stop, switching tabs) leaves every open document as it was: not modified, nothing to undo, no cell editor opened
 * by a key, and saving it writes the same bytes as saving it freshly opened. A failure prints its seed and every
 * input up to it.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class LookOnlySessionsGuiTest extends InteractionWindowTest {

    @ParameterizedTest(name = "{0}, {1}, seed {2}")
    @MethodSource("subjectsAndSeeds")
    void navigationLeavesEveryDocumentAsItWas(TabSubject subject, Source source, long seed) throws Exception {
        open(subject, source);
        try (Session session = new Session("look-only, " + subject + " " + source.name().toLowerCase(), seed,
                getClass(), window.robot())) {
            NavigationInputs inputs = new NavigationInputs(frame, TabProfile.STANDARD, session);
            OpenWindows windows = new OpenWindows(frame, session);
            for (int i = 0; i < InteractionSettings.steps(); i++) {
                session.perform(inputs.next());
                windows.settle(false);
                requireUnmodified(session);
                requireNoCellEditing(session);
            }
            requireSavesAsOpened(session, "after");
        }
    }
}
