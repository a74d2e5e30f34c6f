package dev.marionette.editor.io;

import java.awt.EventQueue;
import java.awt.KeyboardFocusManager;
import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;

/**
 * Asks the user for a file another file needs and did not find beside it (the SPR of an ACT, the skeleton of a
 * motion): a file chooser opened in that file's folder, over the active window. Called from the worker thread
 * that opens the file: it hops to the event thread and waits for the answer.
 *
 * @param title     the chooser's title, e.g. "Sprite sheet for idle.act"
 * @param filter    the files offered
 * @param suggested the file name proposed, or null
 * @param why       the Use button's tooltip: what is missing and what to choose
 */
public record CompanionFileChooser(String title, FileNameExtensionFilter filter, String suggested, String why) {

    /** The file chosen to go with {@code file}, or empty when the user cancelled. */
    public Optional<Path> ask(Path file) {
        AtomicReference<Path> chosen = new AtomicReference<>();
        Runnable ask = () -> {
            Path folder = file.toAbsolutePath().getParent();
            // the folder of the file being opened, and remembered as the last folder used when approved
            JFileChooser chooser = FileChoosers.create(KeyboardFocusManager.getCurrentKeyboardFocusManager()
                    .getActiveWindow());
            if (folder != null) {
                chooser.setCurrentDirectory(folder.toFile());
            }
            chooser.setDialogTitle(title);
            chooser.setFileFilter(filter);
            if (suggested != null) {
                chooser.setSelectedFile(new File(suggested));
            }
            chooser.setApproveButtonText("Use");
            chooser.setApproveButtonToolTipText(why);
            if (chooser.showOpenDialog(KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow())
                    == JFileChooser.APPROVE_OPTION) {
                chosen.set(chooser.getSelectedFile().toPath());
            }
        };
        if (EventQueue.isDispatchThread()) {
            ask.run();
        } else {
            try {
                EventQueue.invokeAndWait(ask);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("the file chooser failed: " + e.getCause(), e.getCause());
            }
        }
        return Optional.ofNullable(chosen.get());
    }
}
