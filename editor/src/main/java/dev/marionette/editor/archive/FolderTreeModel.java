package dev.marionette.editor.archive;

import javax.swing.event.TreeModelListener;
import javax.swing.tree.TreeModel;
import javax.swing.tree.TreePath;

/** The folder tree as Swing's tree asks for it: the folders themselves are the nodes (nothing is copied). */
final class FolderTreeModel implements TreeModel {

    private final ArchiveFolder root;

    FolderTreeModel(ArchiveFolder root) {
        this.root = root;
    }

    @Override
    public Object getRoot() {
        return root;
    }

    @Override
    public Object getChild(Object parent, int index) {
        return ((ArchiveFolder) parent).children().get(index);
    }

    @Override
    public int getChildCount(Object parent) {
        return ((ArchiveFolder) parent).children().size();
    }

    @Override
    public boolean isLeaf(Object node) {
        return ((ArchiveFolder) node).children().isEmpty();
    }

    @Override
    public void valueForPathChanged(TreePath path, Object newValue) {
        // folders are not renamed here
    }

    @Override
    public int getIndexOfChild(Object parent, Object child) {
        return ((ArchiveFolder) parent).children().indexOf(child);
    }

    @Override
    public void addTreeModelListener(TreeModelListener l) {
        // the tree never changes
    }

    @Override
    public void removeTreeModelListener(TreeModelListener l) {
    }
}
