package dev.marionette.editor.compare;

import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.ErrorMessages;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.workbench.Workbench;
import dev.marionette.io.format.TextForms;
import dev.marionette.io.source.FileSource;
import java.awt.Window;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;
import javax.swing.JOptionPane;

/**
 * File &gt; Compare with…: the open document (with its unsaved edits) against the file it was read from, or against
 * another file, as text forms side by side ({@link CompareDialog}). The document is written to a temporary folder
 * the way Save writes it, on a worker thread with the task in the status bar, and both files are shown as text
 * there ({@code marionette text show}).
 */
public final class CompareActions {

    private CompareActions() {
    }

    /** Registers File &gt; Compare with…, whose dialogs open over {@code parent}. Event thread. */
    public static void register(Workbench workbench, Window parent) {
        workbench.actions().register(ActionIds.FILE_COMPARE,
                () -> workbench.documents().active().ifPresent(s -> ask(workbench, parent, s)))
                .enabledWhen(() -> workbench.documents().active().map(s -> !s.isBusy()).orElse(false));
    }

    private static void ask(Workbench workbench, Window parent, DocumentSession session) {
        Optional<Path> other;
        if (session.file() != null && Files.isRegularFile(session.file())) {
            Object[] choices = {"Saved File", "Another File…", "Cancel"};
            int choice = JOptionPane.showOptionDialog(parent, "Compare " + session.displayName()
                    + (session.hasUnsavedChanges() ? " (with its unsaved edits)" : "") + " with:", "Compare with",
                    JOptionPane.DEFAULT_OPTION, JOptionPane.QUESTION_MESSAGE, null, choices, choices[0]);
            if (choice == 0) {
                other = Optional.of(session.file());
            } else if (choice == 1) {
                other = FileChoosers.openOne(parent, "Compare with", null).map(File::toPath);
            } else {
                other = Optional.empty();
            }
        } else {
            other = FileChoosers.openOne(parent, "Compare " + session.displayName() + " with", null).map(File::toPath);
        }
        other.ifPresent(file -> compare(workbench, parent, session, file));
    }

    /** Compares {@code session}'s document (as it would be saved now) with {@code other}. Event thread. */
    public static void compare(Workbench workbench, Window parent, DocumentSession session, Path other) {
        Path tempFolder;
        Path current;
        SaveTask save;
        try {
            tempFolder = Files.createTempDirectory("marionette-compare");
            String name = session.file() != null ? session.file().getFileName().toString()
                    : "untitled." + session.kind().formats().get(0).extensions().get(0);
            current = tempFolder.resolve(name);
            save = session.kind().prepareSave(session.document(), current,
                    session.kind().defaultSaveOptions(session.document()));
        } catch (IOException | RuntimeException e) {
            workbench.services().errors().showError("Could not compare", "Could not compare "
                    + session.displayName() + ":\n" + ErrorMessages.describe(e));
            return;
        }
        String leftName = other.getFileName() + (other.equals(session.file()) ? " (saved)" : "");
        String rightName = session.displayName() + (session.hasUnsavedChanges() ? " (unsaved edits)" : "");
        workbench.tasks().run("Comparing " + session.displayName(), false, progress -> {
            try {
                save.write(progress);
                TextForms forms = TextForms.installed();
                return TextComparison.of(leftName, forms.show(FileSource.of(other)), rightName,
                        forms.show(FileSource.of(current, rightName)));
            } finally {
                delete(tempFolder);
            }
        }).whenComplete((comparison, failure) -> {
            if (failure != null) {
                workbench.services().errors().showError("Could not compare", "Could not compare "
                        + session.displayName() + " with " + other.getFileName() + ":\n"
                        + ErrorMessages.describe(failure));
                return;
            }
            try {
                new CompareDialog(parent, comparison, path -> session.view().reveal(path)).setVisible(true);
            } catch (RuntimeException e) {
                workbench.services().errors().showError("Could not compare", "Could not show the comparison of "
                        + session.displayName() + ":\n" + ErrorMessages.describe(e));
            }
        });
    }

    private static void delete(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }
}
