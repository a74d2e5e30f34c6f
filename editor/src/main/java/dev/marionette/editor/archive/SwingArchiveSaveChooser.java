package dev.marionette.editor.archive;

import dev.marionette.editor.io.FileChoosers;
import java.awt.KeyboardFocusManager;
import java.awt.Window;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileNameExtensionFilter;

/** {@link ArchiveSaveChooser} with a question and the platform's file choosers. Event thread. */
final class SwingArchiveSaveChooser implements ArchiveSaveChooser {

    private static final String PATCH = "Into a patch archive…";
    private static final String DATA = "Into a data folder…";
    private static final String SAVE_AS = "Save As…";
    private static final String CANCEL = "Cancel";

    @Override
    public Optional<Choice> choose(ArchiveOrigin origin) {
        Window parent = KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow();
        Object[] options = {PATCH, DATA, SAVE_AS, CANCEL};
        int answer = JOptionPane.showOptionDialog(parent, "<html>" + escape(origin.actEntry()) + " came from "
                + escape(String.valueOf(origin.archive().getFileName())) + ".<br><br>Save it into a patch archive "
                + "(a new or an existing GPF/GRF, THOR or RGZ, entries under the same names),<br>"
                + "into a data folder under the same "
                + "path (the client reads a <i>data</i> folder before its GRFs),<br>or anywhere with Save As?</html>",
                "Save " + origin.title(), JOptionPane.DEFAULT_OPTION, JOptionPane.QUESTION_MESSAGE, null, options,
                PATCH);
        if (answer == 0) {
            JFileChooser chooser = FileChoosers.create(parent);
            chooser.setCurrentDirectory(origin.archive().toAbsolutePath().getParent().toFile());
            chooser.setDialogTitle("Save into patch archive (new or existing)");
            java.util.List<String> kinds = dev.marionette.io.archive.ArchiveRegistry.installed().extensions();
            chooser.setFileFilter(new FileNameExtensionFilter("Ragnarok patch archives (" + String.join(", ",
                    kinds.stream().map(k -> "*." + k).toList()) + ")", kinds.toArray(String[]::new)));
            if (chooser.showDialog(parent, "Save into") != JFileChooser.APPROVE_OPTION) {
                return Optional.empty();
            }
            File f = chooser.getSelectedFile();
            String name = f.getName().toLowerCase(java.util.Locale.ROOT);
            if (dev.marionette.io.archive.ArchiveRegistry.installed().forExtension(f.toPath()).isEmpty()) {
                f = new File(f.getParentFile(), f.getName() + ".gpf");
            }
            return Optional.of(new IntoPatch(f.toPath()));
        }
        if (answer == 1) {
            JFileChooser chooser = FileChoosers.create(parent);
            chooser.setCurrentDirectory(origin.archive().toAbsolutePath().getParent().toFile());
            chooser.setDialogTitle("Choose the client's folder (the one holding data)");
            chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
            if (chooser.showDialog(parent, "Save there") != JFileChooser.APPROVE_OPTION) {
                return Optional.empty();
            }
            return Optional.of(new IntoDataFolder(chooser.getSelectedFile().toPath()));
        }
        if (answer == 2) {
            return Optional.of(new SaveAs());
        }
        return Optional.empty();
    }

    @Override
    public boolean confirmRewrite(Path archive) {
        Window parent = KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow();
        return JOptionPane.showConfirmDialog(parent, "<html>" + escape(String.valueOf(archive.getFileName()))
                + " is the archive this sprite came from.<br>Rewrite it with the sprite replaced? (It is written anew "
                + "beside itself and moved into place;<br>every other entry stays as it is.)</html>",
                "Rewrite " + archive.getFileName(), JOptionPane.OK_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE)
                == JOptionPane.OK_OPTION;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
