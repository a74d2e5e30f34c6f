package dev.marionette.editor.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.TransferHandler.TransferSupport;
import org.junit.jupiter.api.Test;

class FileDropHandlerTest {

    final List<List<Path>> opened = new ArrayList<>();
    final FileDropHandler handler = new FileDropHandler(opened::add);

    private static Transferable files(File... files) {
        return new Transferable() {
            @Override
            public DataFlavor[] getTransferDataFlavors() {
                return new DataFlavor[] {DataFlavor.javaFileListFlavor};
            }

            @Override
            public boolean isDataFlavorSupported(DataFlavor flavor) {
                return DataFlavor.javaFileListFlavor.equals(flavor);
            }

            @Override
            public Object getTransferData(DataFlavor flavor) {
                return List.of(files);
            }
        };
    }

    @Test
    void droppedFilesAreOpenedTogether() {
        TransferSupport support = new TransferSupport(new JPanel(), files(new File("/a/x.act"), new File("/b/y.acs")));
        assertThat(handler.canImport(support)).isTrue();
        assertThat(handler.importData(support)).isTrue();
        assertThat(opened).containsExactly(List.of(Path.of("/a/x.act"), Path.of("/b/y.acs")));
    }

    @Test
    void textIsNotAcceptedAsAFile() {
        TransferSupport support = new TransferSupport(new JPanel(), new StringSelection("/a/x.act"));
        assertThat(handler.canImport(support)).isFalse();
        assertThat(handler.importData(support)).isFalse();
        assertThat(opened).isEmpty();
    }
}
