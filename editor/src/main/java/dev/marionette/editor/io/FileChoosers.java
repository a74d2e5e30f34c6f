package dev.marionette.editor.io;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.Window;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileFilter;

/**
 * Where every file chooser of the editor starts (open, save as, import, export, a sound folder...): in the folder
 * of the active document's file, else in the last folder a chooser of the editor was used in, which every
 * approved chooser remembers. One per window: the window keeps it on its root pane ({@link #install}), and a
 * chooser opened over any component of the window, or of a dialog it owns, finds it there ({@link #create}).
 */
public final class FileChoosers {

    private static final String KEY = FileChoosers.class.getName();

    private final Supplier<Optional<Path>> activeFile;
    private final Supplier<Optional<Path>> lastFolder;
    private final Consumer<Path> rememberFolder;

    /**
     * @param activeFile     the active document's file, if it has one
     * @param lastFolder     the last folder a chooser was used in (the preferences)
     * @param rememberFolder keeps a folder a chooser was used in
     */
    public FileChoosers(Supplier<Optional<Path>> activeFile, Supplier<Optional<Path>> lastFolder,
            Consumer<Path> rememberFolder) {
        this.activeFile = activeFile;
        this.lastFolder = lastFolder;
        this.rememberFolder = rememberFolder;
    }

    /** Makes this the choosers' start of {@code window} and of the dialogs it owns. */
    public void install(RootPaneContainer window) {
        window.getRootPane().putClientProperty(KEY, this);
    }

    /** The folder a chooser starts in now: the active document's, else the last one used; empty if neither. */
    public Optional<Path> startFolder() {
        Optional<Path> document = activeFile.get().map(f -> f.toAbsolutePath().getParent())
                .filter(Files::isDirectory);
        return document.isPresent() ? document : lastFolder.get().filter(Files::isDirectory);
    }

    /** A chooser starting in {@link #startFolder()}, remembering its folder when approved. */
    public JFileChooser create() {
        JFileChooser chooser = new PlacedChooser();
        startFolder().ifPresent(folder -> chooser.setCurrentDirectory(folder.toFile()));
        chooser.addActionListener(e -> {
            if (JFileChooser.APPROVE_SELECTION.equals(e.getActionCommand())) {
                File folder = chooser.getCurrentDirectory();
                if (folder != null) {
                    rememberFolder.accept(folder.toPath());
                }
            }
        });
        return chooser;
    }

    /**
     * A chooser to show over {@code near}, started by the choosers of its window ({@link #create()}); a plain
     * one when {@code near} is in no editor window.
     */
    public static JFileChooser create(Component near) {
        return of(near).map(FileChoosers::create).orElseGet(PlacedChooser::new);
    }

    /** The size a chooser opens at, when its window and the screen have room: big enough to read a folder. */
    static final Dimension SIZE = new Dimension(760, 520);

    /**
     * A chooser whose dialog is centred over the window of the component it is shown over, not over that
     * component (a button in the strip under the canvas put it in the bottom-right corner of the screen), at a
     * size that shows a folder ({@link #SIZE}, within the screen), not the look and feel's smallest.
     */
    static final class PlacedChooser extends JFileChooser {
        private static final long serialVersionUID = 1L;

        @Override
        protected JDialog createDialog(Component parent) {
            Window window = parent == null ? null : parent instanceof Window w ? w
                    : SwingUtilities.getWindowAncestor(parent);
            JDialog dialog = super.createDialog(window != null ? window : parent);
            Rectangle screen = dialog.getGraphicsConfiguration() != null
                    ? dialog.getGraphicsConfiguration().getBounds() : new Rectangle(SIZE);
            dialog.setSize(Math.max(dialog.getWidth(), Math.min(SIZE.width, screen.width * 9 / 10)),
                    Math.max(dialog.getHeight(), Math.min(SIZE.height, screen.height * 9 / 10)));
            dialog.setLocationRelativeTo(window != null ? window : parent);
            return dialog;
        }
    }

    /** Asks for one file to open, over {@code near}, offering {@code filter}'s files; empty when cancelled. */
    public static Optional<File> openOne(Component near, String title, FileFilter filter) {
        JFileChooser chooser = create(near);
        chooser.setDialogTitle(title);
        chooser.setFileFilter(filter);
        return chooser.showOpenDialog(near) == JFileChooser.APPROVE_OPTION ? Optional.of(chooser.getSelectedFile())
                : Optional.empty();
    }

    /** The choosers of the window {@code near} is in (or of the window owning its dialog). */
    public static Optional<FileChoosers> of(Component near) {
        Window window = near == null ? null : near instanceof Window w ? w : SwingUtilities.getWindowAncestor(near);
        for (; window != null; window = window.getOwner()) {
            if (window instanceof RootPaneContainer container
                    && container.getRootPane().getClientProperty(KEY) instanceof FileChoosers choosers) {
                return Optional.of(choosers);
            }
        }
        return Optional.empty();
    }
}
