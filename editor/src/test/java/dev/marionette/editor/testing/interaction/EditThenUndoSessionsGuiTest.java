package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.interaction.TabSubject.Source;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Edit-then-undo sessions: random edits through the real controls (buttons, menu commands, context menus, spinners,
 * combo boxes, text and table cells, drags, edit keys, dialogs accepted or cancelled), mixed with navigation, then
 * Edit &gt; Undo until nothing is left to undo: every document is unmodified again and saves the bytes it saved
 * freshly opened; then Edit &gt; Redo until nothing is left to redo: every document saves the bytes it saved before
 * the undos. A failure prints its seed and every input up to it.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class EditThenUndoSessionsGuiTest extends InteractionWindowTest {

    /** Enough to undo any session; more means Undo no longer takes anything back. */
    private static final int MOST_UNDOS = 500;

    @ParameterizedTest(name = "{0}, {1}, seed {2}")
    @MethodSource("subjectsAndSeeds")
    void undoingEveryEditGivesTheOriginalBytes(TabSubject subject, Source source, long seed) throws Exception {
        open(subject, source);
        try (Session session = new Session("edit-then-undo, " + subject + " " + source.name().toLowerCase(), seed,
                getClass(), window.robot())) {
            NavigationInputs navigation = new NavigationInputs(frame, TabProfile.STANDARD, session);
            EditInputs edits = new EditInputs(frame, TabProfile.STANDARD, session, navigation);
            OpenWindows windows = new OpenWindows(frame, session);
            for (int i = 0; i < InteractionSettings.edits(); i++) {
                for (int n = session.random().nextInt(3); n > 0; n--) {
                    session.perform(navigation.next());
                    windows.settle(false);
                }
                session.perform(edits.next());
                windows.settle(true);
            }
            session.perform(new Gesture("key Escape", () -> window.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE)));
            windows.settle(false);
            List<SavedFiles> edited = saveAll("edited");
            List<Integer> editedPositions = new ArrayList<>();
            for (Opened o : opened) {
                editedPositions.add(GuiTestSupport.read(() -> o.session().document().history().position()));
            }
            undoOrRedo(session, windows, true, null);
            requireUnmodifiedAfterUndo(session);
            requireSavesAsOpened(session, "undone");
            undoOrRedo(session, windows, false, editedPositions);
            requireSaves(session, edited, "redone");
        }
    }

    /**
     * For each document opened: shows its tab, then Edit &gt; Undo until there is nothing left to undo, or Edit &gt;
     * Redo until it is back where the edits left it ({@code positions}, one per document: the session's own Undo
     * inputs may have left steps to redo).
     */
    private void undoOrRedo(Session session, OpenWindows windows, boolean undo, List<Integer> positions) {
        String command = undo ? "edit.undo" : "edit.redo";
        for (int d = 0; d < opened.size(); d++) {
            Opened o = opened.get(d);
            int target = undo ? 0 : positions.get(d);
            DocumentSession s = o.session();
            if (!GuiTestSupport.read(() -> frame.workbench().documents().sessions().contains(s))) {
                throw session.failure(o.name() + " was closed by an edit");
            }
            int tab = GuiTestSupport.read(() -> frame.tabs().indexOf(s));
            session.perform(new Gesture("click tab '" + o.name() + "' of the document tabs", () -> window.robot()
                    .click(frame.tabs(), Spots.tab(frame.tabs(), tab).orElseThrow())));
            windows.settle(false);
            for (int steps = 0; GuiTestSupport.read(() -> undo ? s.document().canUndo()
                    : s.document().history().position() < target && s.document().canRedo()); steps++) {
                if (steps == MOST_UNDOS) {
                    throw session.failure((undo ? "Undo" : "Redo") + " of " + o.name() + " never ends");
                }
                String label = GuiTestSupport.read(() -> undo ? s.document().undoLabel() : s.document().redoLabel());
                session.perform(new Gesture("Edit > " + label, () -> window.menuItem(command).click()));
                windows.settle(false);
            }
        }
    }

    /** What each document opened saves as now. */
    private List<SavedFiles> saveAll(String tag) {
        List<SavedFiles> saved = new ArrayList<>();
        for (int i = 0; i < opened.size(); i++) {
            DocumentSession s = opened.get(i).session();
            saved.add(SavedFiles.save(s.kind(), s.document(), dir.resolve(tag + i),
                    GuiTestSupport.read(() -> String.valueOf(s.file().getFileName()))));
        }
        return saved;
    }

    /** Fails when a document saves other bytes than {@code expected} (what it saved before the undos). */
    private void requireSaves(Session session, List<SavedFiles> expected, String tag) {
        List<SavedFiles> now = saveAll(tag);
        for (int i = 0; i < opened.size(); i++) {
            String difference = now.get(i).differenceFrom(expected.get(i));
            if (difference != null) {
                throw session.failure(opened.get(i).name() + ", undone and redone, saves other bytes than edited: "
                        + difference);
            }
        }
    }

    private void requireUnmodifiedAfterUndo(Session session) {
        for (Opened o : opened) {
            boolean dirty = GuiTestSupport.read(() -> o.session().document().isDirty());
            if (dirty) {
                throw session.failure(o.name() + " is still modified with nothing left to undo");
            }
        }
    }
}
