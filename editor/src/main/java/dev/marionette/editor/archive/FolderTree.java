package dev.marionette.editor.archive;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import javax.swing.JTree;
import javax.swing.tree.TreePath;

/**
 * The folder tree. Its right-click menu takes the folder clicked (chosen first); opened from the keyboard, the
 * chosen one.
 */
final class FolderTree extends JTree {
    private static final long serialVersionUID = 1L;

    FolderTree(FolderTreeModel model) {
        super(model);
    }

    @Override
    public Point getPopupLocation(MouseEvent event) {
        if (event != null) {
            TreePath path = getPathForLocation(event.getX(), event.getY());
            if (path != null) {
                setSelectionPath(path);
            }
            return null;
        }
        Rectangle row = getSelectionPath() == null ? null : getPathBounds(getSelectionPath());
        return row == null ? new Point(16, 16) : new Point(row.x + 16, row.y + row.height);
    }
}
