package dev.marionette.editor.motion.acclaim;

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
 * Asks the user for the skeleton of a motion when none is found beside it. Called on the worker thread that
 * opens the motion; {@link #SWING} hops to the event thread and waits for the answer.
 */
@FunctionalInterface
public interface SkeletonChooser {

    /** Never asks: a motion without its skeleton beside it is refused with a message. */
    SkeletonChooser NEVER = motion -> Optional.empty();

    /** A file chooser opened in the motion's folder, over the active window. */
    SkeletonChooser SWING = SkeletonChooser::askWithFileChooser;

    /** The skeleton (ASF) for {@code motion}, or empty when the user cancelled. */
    Optional<Path> chooseSkeletonFor(Path motion);

    private static Optional<Path> askWithFileChooser(Path motion) {
        AtomicReference<Path> chosen = new AtomicReference<>();
        Runnable ask = () -> {
            Path folder = motion.toAbsolutePath().getParent();
            JFileChooser chooser = new JFileChooser(folder == null ? null : folder.toFile());
            chooser.setDialogTitle("Skeleton for " + motion.getFileName());
            chooser.setFileFilter(new FileNameExtensionFilter("Acclaim skeleton (*.asf)", "asf"));
            chooser.setApproveButtonText("Use");
            chooser.setApproveButtonToolTipText("No skeleton of the same name lies beside " + motion.getFileName()
                    + ": choose the ASF its motion plays on");
            if (chooser.showOpenDialog(KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow())
                    == JFileChooser.APPROVE_OPTION) {
                File file = chooser.getSelectedFile();
                chosen.set(file.toPath());
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
