package dev.marionette.editor.archive;

import java.awt.Component;
import javax.swing.JTree;
import javax.swing.tree.DefaultTreeCellRenderer;

/**
 * Draws a folder of the archive tab's tree as its name and how many entries it holds with its subfolders; the
 * root shows the archive's name. Every folder gets the folder icon, even one without subfolders.
 */
final class FolderTreeRenderer extends DefaultTreeCellRenderer {

    private static final long serialVersionUID = 1L;

    private final String archiveName;

    /** @param archiveName what the root shows */
    FolderTreeRenderer(String archiveName) {
        this.archiveName = archiveName;
    }

    @Override
    public Component getTreeCellRendererComponent(JTree t, Object value, boolean sel, boolean expanded,
            boolean leaf, int row, boolean focus) {
        ArchiveFolder f = (ArchiveFolder) value;
        String label = (f.parent() == null ? archiveName : f.name()) + "  (" + f.totalEntries() + ")";
        super.getTreeCellRendererComponent(t, label, sel, expanded, false, row, focus);
        return this;
    }
}
