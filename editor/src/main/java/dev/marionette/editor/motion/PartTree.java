package dev.marionette.editor.motion;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.model.motion.Figure;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTree;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreePath;
import javax.swing.tree.TreeSelectionModel;

/**
 * The figure's parts as a tree (the skeleton's hierarchy), in step with the scene's selection both ways. A part
 * the content lets rename is renamed in place (F2, or a slow second click), as one undoable edit of the document.
 * Event thread.
 */
public final class PartTree extends JTree {

    private static final long serialVersionUID = 1L;

    /**
     * The deepest level the tree nests parts. A part deeper than that (in a chain of thousands of bones) is shown
     * after its ancestor on the last level: Swing's tree re-examines every expanded path at each expansion, so
     * nesting 4,096 levels took minutes, and a name indented by 4,096 steps could not be read anyway.
     */
    static final int MAX_DEPTH = 32;

    /** A node: the part's index and name. */
    record PartNode(int part, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    private final transient MotionScene scene;
    private final transient TabEdits messages;
    private transient DefaultMutableTreeNode[] nodes = new DefaultMutableTreeNode[0];
    private boolean syncing;

    public PartTree(MotionScene scene, TabEdits messages) {
        super(new DefaultTreeModel(new DefaultMutableTreeNode("parts")));
        this.scene = scene;
        this.messages = messages;
        setName("partTree");
        setRootVisible(false);
        setShowsRootHandles(true);
        getSelectionModel().setSelectionMode(TreeSelectionModel.SINGLE_TREE_SELECTION);
        setModel(new RenamingModel());
        setEditable(true);
        setInvokesStopCellEditing(true);
        rebuild();
        addTreeSelectionListener(e -> {
            if (!syncing) {
                scene.select(selectedPart());
            }
        });
        scene.addListener(a -> {
            if (a == MotionScene.Aspect.PARTS) {
                rebuild();
            } else if (a == MotionScene.Aspect.SELECTION) {
                showSelection();
            }
        });
    }

    @Override
    public boolean isPathEditable(TreePath path) {
        Object node = ((DefaultMutableTreeNode) path.getLastPathComponent()).getUserObject();
        return node instanceof PartNode p && scene.content().canRename(p.part());
    }

    /** The part selected in the tree, or -1. */
    public int selectedPart() {
        TreePath path = getSelectionPath();
        if (path == null) {
            return -1;
        }
        Object node = ((DefaultMutableTreeNode) path.getLastPathComponent()).getUserObject();
        return node instanceof PartNode p ? p.part() : -1;
    }

    /** The row showing part {@code part} (for tests and key handling), or -1. */
    public int rowOf(int part) {
        return part < 0 || part >= nodes.length ? -1 : getRowForPath(new TreePath(nodes[part].getPath()));
    }

    private void rebuild() {
        Figure figure = scene.figure();
        DefaultMutableTreeNode root = new DefaultMutableTreeNode("parts");
        nodes = new DefaultMutableTreeNode[figure.partCount()];
        for (int p = 0; p < nodes.length; p++) {
            nodes[p] = new DefaultMutableTreeNode(new PartNode(p, figure.partName(p)));
        }
        // Parts nest up to MAX_DEPTH levels; a deeper part hangs under its ancestor at the last level, after it.
        int[] level = new int[nodes.length];
        DefaultMutableTreeNode[] holder = new DefaultMutableTreeNode[nodes.length];
        for (int p = 0; p < nodes.length; p++) {
            int parent = figure.partParent(p);
            if (parent < 0 || parent >= p) {
                // A root, or a parent that does not come first (figures list parents first): shown at the top.
                level[p] = 0;
                root.add(nodes[p]);
            } else if (level[parent] + 1 < MAX_DEPTH) {
                level[p] = level[parent] + 1;
                nodes[parent].add(nodes[p]);
            } else {
                level[p] = level[parent];
                holder[p] = holder[parent] != null ? holder[parent] : (DefaultMutableTreeNode) nodes[parent].getParent();
                holder[p].add(nodes[p]);
            }
        }
        syncing = true;
        try {
            // A rename still being typed (a slow second click can start one late) belongs to the old parts: the
            // tree's own editing stop would hand the new model a path that no longer exists.
            cancelEditing();
            ((DefaultTreeModel) getModel()).setRoot(root);
            for (int row = 0; row < getRowCount(); row++) {
                expandRow(row);
            }
        } finally {
            syncing = false;
        }
        showSelection();
    }

    private void showSelection() {
        int part = scene.selected();
        syncing = true;
        try {
            if (part < 0 || part >= nodes.length) {
                clearSelection();
            } else {
                TreePath path = new TreePath(nodes[part].getPath());
                setSelectionPath(path);
                scrollPathToVisible(path);
            }
        } finally {
            syncing = false;
        }
    }

    /** Renames through the content instead of changing the node. */
    private final class RenamingModel extends DefaultTreeModel {
        private static final long serialVersionUID = 1L;

        RenamingModel() {
            super(new DefaultMutableTreeNode("parts"));
        }

        @Override
        public void valueForPathChanged(TreePath path, Object value) {
            if (path == null) {
                return;
            }
            Object node = ((DefaultMutableTreeNode) path.getLastPathComponent()).getUserObject();
            if (!(node instanceof PartNode p) || value == null || value.toString().equals(p.name())) {
                return;
            }
            messages.edit(() -> scene.content().rename(p.part(), value.toString().strip()));
        }
    }

    /** The parts from the root down, for tests: names in tree order. */
    List<String> names() {
        List<String> out = new ArrayList<>();
        for (int row = 0; row < getRowCount(); row++) {
            out.add(getPathForRow(row).getLastPathComponent().toString());
        }
        return out;
    }
}
