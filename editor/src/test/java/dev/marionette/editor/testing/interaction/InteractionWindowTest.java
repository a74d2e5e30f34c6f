package dev.marionette.editor.testing.interaction;

import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.interaction.TabSubject.Source;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.swing.undo.UndoableEdit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The real main window with every kind installed, opened on a tab kind's documents, for seeded sessions: knows what
 * each document saves as when freshly opened, and checks the documents against it.
 */
abstract class InteractionWindowTest extends EditorWindowTest {

    @TempDir
    Path dir;

    /**
     * A document the session opened, what it saved as freshly opened, and where the first change to it was made
     * (the editor's frames of the stack, for the failure message).
     */
    record Opened(DocumentSession session, SavedFiles reference, AtomicReference<String> firstChange) {
        String name() {
            return GuiTestSupport.read(session::displayName);
        }
    }

    final List<Opened> opened = new ArrayList<>();

    /** Every tab kind with both sources, each with the seeds {@link InteractionSettings} gives. */
    static Stream<Arguments> subjectsAndSeeds() {
        List<Arguments> all = new ArrayList<>();
        for (TabSubject subject : TabSubject.values()) {
            if (!InteractionSettings.runs(subject)) {
                continue;
            }
            for (Source source : Source.values()) {
                for (long seed : InteractionSettings.seeds()) {
                    all.add(Arguments.of(subject, source, seed));
                }
            }
        }
        return all.stream();
    }

    /** Opens the window on {@code subject}'s documents from {@code source} and waits until every tab shows. */
    void open(TabSubject subject, Source source) throws Exception {
        List<Path> files = subject.files(source, dir.resolve("open"));
        List<SavedFiles> references = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            references.add(SavedFiles.asOpened(subject.newKind(), files.get(i), dir.resolve("reference" + i)));
        }
        openWindow(files.stream().map(Path::toString).toList(), TabSubject.allKinds());
        // the robot waits for the window to be idle after each event: AssertJ's default pauses (60 and 100 ms) are
        // for real displays and would make a session ten times slower under Cacio
        window.robot().settings().delayBetweenEvents(5);
        window.robot().settings().eventPostingDelay(5);
        waitUntil("every document is open", () -> frame.workbench().documents().sessions().size() == files.size());
        List<DocumentSession> sessions = GuiTestSupport.read(() -> frame.workbench().documents().sessions());
        for (int i = 0; i < sessions.size(); i++) {
            AtomicReference<String> firstChange = new AtomicReference<>();
            DocumentSession s = sessions.get(i);
            GuiTestSupport.onEdt(() -> s.document().addDocumentListener(e -> firstChange.compareAndSet(null,
                    editorFrames(new Throwable()))));
            opened.add(new Opened(s, references.get(i), firstChange));
        }
        // the session starts on the first document (the sample, when there is one), not the last opened
        GuiTestSupport.onEdt(() -> frame.workbench().documents().setActive(sessions.get(0)));
        window.robot().waitForIdle();
    }

    /** Fails the session when a document is modified or has anything in its undo history. */
    void requireUnmodified(Session session) {
        for (Opened o : opened) {
            String state = GuiTestSupport.read(() -> {
                List<UndoableEdit> steps = o.session().document().history().steps();
                if (!o.session().document().isDirty() && steps.isEmpty()) {
                    return null;
                }
                return (o.session().document().isDirty() ? "modified" : "not marked modified")
                        + ", undo history: " + steps.stream().map(UndoableEdit::getPresentationName)
                        .collect(Collectors.joining(", ", "[", "]"));
            });
            if (state != null) {
                throw session.failure(o.name() + " changed: " + state + "\nchanged by:\n" + o.firstChange().get());
            }
        }
    }

    /**
     * Fails the session when a look-only input left a table cell being edited with other text than its value: such
     * an editor, even empty, is kept by the next Tab or click (Escape on a name opened an empty one; Tab then tried
     * to rename the animation "").
     */
    void requireNoCellEditing(Session session) {
        String editing = GuiTestSupport.read(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                String found = w.isShowing() ? editingTable(w) : null;
                if (found != null) {
                    return found;
                }
            }
            return null;
        });
        if (editing != null) {
            throw session.failure("a look-only input opened an editor not holding the value on a cell of " + editing);
        }
    }

    /**
     * A table whose cell editor holds other text than the cell's value: one a key opened (empty, or holding the
     * character typed). Two clicks of a session on one cell in quick succession are a double-click, which opens
     * an editor holding the value as it is: that one changes nothing when kept.
     */
    private static String editingTable(java.awt.Component c) {
        if (c instanceof javax.swing.JTable table && table.isEditing()
                && table.getEditorComponent() instanceof javax.swing.text.JTextComponent text
                && !text.getText().equals(String.valueOf(table.getValueAt(table.getEditingRow(),
                        table.getEditingColumn())))) {
            return (table.getName() == null ? table.getClass().getSimpleName() : table.getName()) + ", row "
                    + table.getEditingRow() + ", column " + table.getColumnName(table.getEditingColumn());
        }
        if (c instanceof java.awt.Container container) {
            for (java.awt.Component child : container.getComponents()) {
                String found = editingTable(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The editor's own frames of {@code where} (not the test's, Swing's or the document's), one a line. */
    static String editorFrames(Throwable where) {
        return Arrays.stream(where.getStackTrace())
                .filter(f -> f.getClassName().startsWith("dev.marionette.")
                        && !f.getClassName().startsWith("dev.marionette.editor.testing.")
                        && !f.getClassName().startsWith("dev.marionette.model.doc."))
                .limit(12).map(f -> "    at " + f).collect(Collectors.joining("\n"));
    }

    /** Fails the session when a document, saved now, writes other bytes than when freshly opened. */
    void requireSavesAsOpened(Session session, String tag) {
        for (int i = 0; i < opened.size(); i++) {
            Opened o = opened.get(i);
            DocumentSession s = o.session();
            SavedFiles now = SavedFiles.save(s.kind(), s.document(), dir.resolve(tag + i),
                    GuiTestSupport.read(() -> String.valueOf(s.file().getFileName())));
            String difference = now.differenceFrom(o.reference());
            if (difference != null) {
                throw session.failure(o.name() + " saves other bytes than as opened: " + difference);
            }
        }
    }
}
