package dev.marionette.editor.sims;

import java.awt.EventQueue;
import java.awt.KeyboardFocusManager;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;

/** {@link SkeletonChooser} with a file chooser opened in the skill file's folder. */
final class SwingSkeletonChooser implements SkeletonChooser {

    @Override
    public Optional<Path> chooseSkeletonFor(Path file, String why) {
        AtomicReference<Path> chosen = new AtomicReference<>();
        Runnable ask = () -> {
            Path folder = file.toAbsolutePath().getParent();
            JFileChooser chooser = new JFileChooser(folder == null ? null : folder.toFile());
            chooser.setDialogTitle("Skeleton for " + file.getFileName() + " (" + why + ")");
            chooser.setFileFilter(new FileNameExtensionFilter("The Sims skeleton (*.cmx, *.bcf)", "cmx", "bcf"));
            chooser.setApproveButtonText("Use");
            chooser.setApproveButtonToolTipText("The skills play on the first skeleton of the file you choose");
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
