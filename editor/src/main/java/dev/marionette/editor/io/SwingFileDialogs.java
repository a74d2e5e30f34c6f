package dev.marionette.editor.io;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.SaveOptionsPanel;
import dev.marionette.editor.prefs.EditorPreferences;
import java.awt.Component;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileFilter;
import javax.swing.filechooser.FileNameExtensionFilter;
import javax.swing.plaf.basic.BasicFileChooserUI;

/**
 * The file choosers: Open offers "All supported files" and one filter per format (the kinds still decide
 * from the content); Save As offers the document kind's formats, gives the name the chosen format's extension
 * (replacing the extension of another of the kind's formats, also as soon as another type is chosen), shows
 * the kind's options beside the chooser and asks before replacing a file. Both start in the active document's
 * folder, else in the last folder used ({@link FileChoosers}).
 */
public final class SwingFileDialogs implements FileDialogs {

    /** The window the dialogs belong to; looked up late because it is built after this. */
    private final Supplier<? extends Component> parent;
    private final EditorPreferences preferences;

    public SwingFileDialogs(Supplier<? extends Component> parent, EditorPreferences preferences) {
        this.parent = parent;
        this.preferences = preferences;
    }

    @Override
    public List<Path> chooseFilesToOpen(DocumentKinds kinds) {
        JFileChooser chooser = newChooser("Open");
        chooser.setMultiSelectionEnabled(true);
        List<String> all = kinds.allExtensions();
        if (!all.isEmpty()) {
            FileNameExtensionFilter supported = new FileNameExtensionFilter("All supported files",
                    all.toArray(new String[0]));
            chooser.addChoosableFileFilter(supported);
            for (DocumentKind kind : kinds.all()) {
                for (FileType format : kind.openFormats()) {
                    chooser.addChoosableFileFilter(filter(format));
                }
            }
            chooser.setFileFilter(supported);
        }
        if (chooser.showOpenDialog(parent.get()) != JFileChooser.APPROVE_OPTION) {
            return List.of();
        }
        rememberFolder(chooser);
        return Arrays.stream(chooser.getSelectedFiles()).map(File::toPath).toList();
    }

    @Override
    public Optional<SaveTarget> chooseSaveTarget(DocumentSession session) {
        JFileChooser chooser = newChooser("Save As");
        Map<FileFilter, FileType> formats = new LinkedHashMap<>();
        Set<FileType> family = new LinkedHashSet<>(session.kind().formats());
        family.addAll(session.kind().openFormats());
        FileFilter initial = null;
        for (FileType format : session.kind().formats()) {
            FileFilter f = filter(format);
            formats.put(f, format);
            chooser.addChoosableFileFilter(f);
            if (initial == null || (session.file() != null && format.matchesName(session.file()))) {
                initial = f;
            }
        }
        chooser.setAcceptAllFileFilterUsed(false);
        chooser.setFileFilter(initial);
        if (session.file() != null) {
            chooser.setSelectedFile(session.file().toFile());
        } else {
            chooser.setSelectedFile(new File(chooser.getCurrentDirectory(), session.displayName()));
        }
        // Choosing another type renames the file typed for it (merlin.acd -> merlin.acs), as native dialogs do.
        chooser.addPropertyChangeListener(JFileChooser.FILE_FILTER_CHANGED_PROPERTY, e -> {
            FileType chosen = formats.get(chooser.getFileFilter());
            if (chosen != null && chooser.getUI() instanceof BasicFileChooserUI ui) {
                String typed = ui.getFileName();
                if (typed != null && !typed.isBlank()) {
                    try {
                        ui.setFileName(chosen.withExtension(Path.of(typed), family).toString());
                    } catch (InvalidPathException notAName) {
                        // leave what the user typed; approving will say what is wrong with it
                    }
                }
            }
        });
        Optional<SaveOptionsPanel> options = session.kind().saveOptionsPanel(session.document());
        options.ifPresent(panel -> {
            chooser.setAccessory(panel.component());
            panel.formatSelected(formats.get(chooser.getFileFilter()));
            chooser.addPropertyChangeListener(JFileChooser.FILE_FILTER_CHANGED_PROPERTY, e -> {
                FileType chosen = formats.get(chooser.getFileFilter());
                if (chosen != null) {
                    panel.formatSelected(chosen);
                }
            });
        });
        while (chooser.showSaveDialog(parent.get()) == JFileChooser.APPROVE_OPTION) {
            FileType format = formats.getOrDefault(chooser.getFileFilter(), session.kind().formats().get(0));
            Path target = format.withExtension(chooser.getSelectedFile().toPath(), family);
            if (Files.exists(target) && !target.toAbsolutePath().equals(session.file()) && !confirmReplace(target)) {
                continue;
            }
            rememberFolder(chooser);
            return Optional.of(new SaveTarget(target, options.map(SaveOptionsPanel::options)
                    .orElse(session.kind().defaultSaveOptions(session.document()))));
        }
        return Optional.empty();
    }

    private boolean confirmReplace(Path target) {
        String message = target.getFileName() + " already exists.\nDo you want to replace it?";
        return JOptionPane.showConfirmDialog(parent.get(), message, "Replace file", JOptionPane.YES_NO_OPTION,
                JOptionPane.WARNING_MESSAGE) == JOptionPane.YES_OPTION;
    }

    /** Starts where every chooser of the window starts ({@link FileChoosers}). */
    private JFileChooser newChooser(String title) {
        JFileChooser chooser = FileChoosers.of(parent.get()).map(FileChoosers::create).orElseGet(() -> {
            JFileChooser plain = new FileChoosers.PlacedChooser();
            preferences.lastDirectory().filter(Files::isDirectory).ifPresent(d -> plain.setCurrentDirectory(d.toFile()));
            return plain;
        });
        chooser.setDialogTitle(title);
        return chooser;
    }

    private void rememberFolder(JFileChooser chooser) {
        File folder = chooser.getCurrentDirectory();
        if (folder != null) {
            preferences.setLastDirectory(folder.toPath());
        }
    }

    private static FileFilter filter(FileType format) {
        return new FileNameExtensionFilter(format.description(), format.extensions().toArray(new String[0]));
    }
}
