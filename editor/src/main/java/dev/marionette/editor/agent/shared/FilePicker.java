package dev.marionette.editor.agent.shared;

import dev.marionette.editor.io.FileChoosers;
import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;

/**
 * Asks the user for a file to read (a WAV, a picture), a folder of frames, or a place to write (an ACD export).
 * The character tab uses the Swing chooser; tests answer without a dialog.
 */
public interface FilePicker {

    /** A file to read, of one of these extensions (no dot); empty when cancelled. */
    Optional<Path> open(Component parent, String title, String description, String... extensions);

    /** A file to write, named {@code suggested} at first; empty when cancelled. */
    Optional<Path> save(Component parent, String title, String suggested, String description, String extension);

    /**
     * A folder, or a file of one of these extensions (no dot), to read; empty when cancelled. The Swing chooser
     * lets the user pick either.
     */
    default Optional<Path> openFolderOrFile(Component parent, String title, String description,
            String... extensions) {
        JFileChooser chooser = FileChoosers.create(parent);
        chooser.setDialogTitle(title);
        chooser.setFileSelectionMode(JFileChooser.FILES_AND_DIRECTORIES);
        chooser.setFileFilter(new FileNameExtensionFilter(description, extensions));
        chooser.setApproveButtonText("Import");
        return chooser.showOpenDialog(parent) == JFileChooser.APPROVE_OPTION
                ? Optional.of(chooser.getSelectedFile().toPath()) : Optional.empty();
    }

    /** The Swing file chooser. */
    FilePicker SWING = new FilePicker() {
        @Override
        public Optional<Path> open(Component parent, String title, String description, String... extensions) {
            JFileChooser chooser = FileChoosers.create(parent);
            chooser.setDialogTitle(title);
            chooser.setFileFilter(new FileNameExtensionFilter(description, extensions));
            return chooser.showOpenDialog(parent) == JFileChooser.APPROVE_OPTION
                    ? Optional.of(chooser.getSelectedFile().toPath()) : Optional.empty();
        }

        @Override
        public Optional<Path> save(Component parent, String title, String suggested, String description,
                String extension) {
            JFileChooser chooser = FileChoosers.create(parent);
            chooser.setDialogTitle(title);
            chooser.setFileFilter(new FileNameExtensionFilter(description, extension));
            chooser.setSelectedFile(new File(suggested));
            if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
                return Optional.empty();
            }
            Path p = chooser.getSelectedFile().toPath();
            return Optional.of(p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith("." + extension)
                    ? p : p.resolveSibling(p.getFileName() + "." + extension));
        }
    };
}
