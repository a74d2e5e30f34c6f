package dev.marionette.editor.ro.file;

import java.awt.EventQueue;
import java.awt.KeyboardFocusManager;
import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;

/** Asks for a missing SPR with a file chooser opened in the ACT's folder, over the active window. */
public final class SwingSprChooser implements SprChooser {

    @Override
    public Optional<Path> chooseSprFor(Path act) {
        AtomicReference<Path> chosen = new AtomicReference<>();
        Runnable ask = () -> {
            JFileChooser chooser = new JFileChooser(act.toAbsolutePath().getParent().toFile());
            chooser.setDialogTitle("Sprite sheet for " + act.getFileName());
            chooser.setFileFilter(new FileNameExtensionFilter("Ragnarok Online sprite sheet (*.spr)", "spr"));
            chooser.setSelectedFile(new File(Companions.baseName(act) + ".spr"));
            chooser.setApproveButtonText("Use");
            chooser.setApproveButtonToolTipText("No " + Companions.baseName(act) + ".spr lies beside "
                    + act.getFileName() + ": choose the sprite sheet its layers draw from");
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
