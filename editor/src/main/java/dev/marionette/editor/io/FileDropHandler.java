package dev.marionette.editor.io;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.TransferHandler;

/** Opens the files dropped on the window (each in its own tab, as File &gt; Open would). */
public final class FileDropHandler extends TransferHandler {

    private static final long serialVersionUID = 1L;

    private final transient Consumer<List<Path>> open;

    public FileDropHandler(Consumer<List<Path>> open) {
        this.open = open;
    }

    @Override
    public boolean canImport(TransferSupport support) {
        if (!support.isDataFlavorSupported(DataFlavor.javaFileListFlavor)) {
            return false;
        }
        if (support.isDrop() && (support.getSourceDropActions() & COPY) != 0) {
            support.setDropAction(COPY);
        }
        return true;
    }

    @Override
    public boolean importData(TransferSupport support) {
        if (!canImport(support)) {
            return false;
        }
        try {
            List<?> files = (List<?>) support.getTransferable().getTransferData(DataFlavor.javaFileListFlavor);
            List<Path> paths = files.stream().filter(File.class::isInstance).map(f -> ((File) f).toPath()).toList();
            if (paths.isEmpty()) {
                return false;
            }
            open.accept(paths);
            return true;
        } catch (UnsupportedFlavorException | IOException e) {
            // the drag source withdrew its data: nothing was dropped after all
            return false;
        }
    }
}
