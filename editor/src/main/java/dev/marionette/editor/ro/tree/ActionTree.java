package dev.marionette.editor.ro.tree;

import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.ActionNames;
import java.awt.Component;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import javax.swing.JTree;
import javax.swing.tree.DefaultTreeCellRenderer;
import javax.swing.tree.TreePath;
import javax.swing.tree.TreeSelectionModel;

/**
 * The actions of the document (named by their meaning when the layout is recognisable, see
 * {@link ActionNames}) with their frames (layer count and event). Selecting a frame shows it; the frame shown
 * is selected here in turn, also while playing. The context menu holds the action and frame commands
 * ({@link ActionTreeMenu}). It refreshes only the nodes a document change touched: a layer moved on the
 * canvas changes nothing here.
 */
public final class ActionTree extends JTree {

    private static final long serialVersionUID = 1L;

    private final transient SpriteDocument document;
    private final transient SpriteEditorState state;
    private final transient ActionTreeModel model;
    private final transient DocumentListener documentListener = this::documentChanged;
    private final transient Consumer<SpriteEditorState.Aspect> stateListener = a -> {
        if (a == SpriteEditorState.Aspect.FRAME) {
            showCurrent();
        }
    };
    private boolean syncing;

    public ActionTree(SpriteDocument document, SpriteEditorState state, ActionTreeMenu menu) {
        this.document = document;
        this.state = state;
        this.model = new ActionTreeModel(document.act(), document.displayName());
        setModel(model);
        setName("actionTree");
        setRootVisible(false);
        setShowsRootHandles(true);
        setLargeModel(true);
        getSelectionModel().setSelectionMode(TreeSelectionModel.DISCONTIGUOUS_TREE_SELECTION);
        setCellRenderer(new DefaultTreeCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getTreeCellRendererComponent(JTree tree, Object value, boolean selected,
                    boolean expanded, boolean leaf, int row, boolean focus) {
                super.getTreeCellRendererComponent(tree, model.label(value), selected, expanded, leaf, row, focus);
                setIcon(null);
                return this;
            }
        });
        addTreeSelectionListener(e -> selectionChanged());
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                popup(e);
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                popup(e);
            }

            private void popup(MouseEvent e) {
                if (e.isPopupTrigger()) {
                    TreePath path = getPathForLocation(e.getX(), e.getY());
                    if (path != null) {
                        if (!isPathSelected(path)) {
                            setSelectionPath(path);
                        }
                        menu.build(path.getLastPathComponent()).show(ActionTree.this, e.getX(), e.getY());
                    }
                }
            }
        });
        document.addDocumentListener(documentListener);
        state.addListener(stateListener);
        showCurrent();
    }

    public ActionTreeModel treeModel() {
        return model;
    }

    public void dispose() {
        document.removeDocumentListener(documentListener);
        state.removeListener(stateListener);
    }

    /**
     * The frames the selection covers, in document order: each selected frame, and every frame of each
     * selected action. Empty when nothing is selected.
     */
    public List<FrameRef> selectedFrames() {
        TreeSet<FrameRef> frames = new TreeSet<>(FRAME_ORDER);
        TreePath[] paths = getSelectionPaths();
        if (paths == null) {
            return List.of();
        }
        for (TreePath path : paths) {
            Object node = path.getLastPathComponent();
            if (node instanceof ActionTreeModel.FrameNode f) {
                frames.add(new FrameRef(f.action(), f.frame()));
            } else if (node instanceof ActionTreeModel.ActionNode a && a.action() < document.act().animations().size()) {
                int count = document.act().animations().get(a.action()).frames().size();
                for (int i = 0; i < count; i++) {
                    frames.add(new FrameRef(a.action(), i));
                }
            }
        }
        return List.copyOf(frames);
    }

    /** The actions the selection touches (selected actions and the actions of selected frames), ascending. */
    public List<Integer> selectedActions() {
        TreeSet<Integer> actions = new TreeSet<>();
        TreePath[] paths = getSelectionPaths();
        if (paths != null) {
            for (TreePath path : paths) {
                Object node = path.getLastPathComponent();
                if (node instanceof ActionTreeModel.FrameNode f) {
                    actions.add(f.action());
                } else if (node instanceof ActionTreeModel.ActionNode a) {
                    actions.add(a.action());
                }
            }
        }
        return List.copyOf(actions);
    }

    /** Selects these frames' nodes; the last becomes the one shown. */
    public void selectFrames(List<FrameRef> frames) {
        TreePath[] paths = frames.stream().map(f -> model.pathTo(f.action(), f.frame())).toArray(TreePath[]::new);
        setSelectionPaths(paths);
    }

    private static final java.util.Comparator<FrameRef> FRAME_ORDER =
            java.util.Comparator.comparingInt(FrameRef::action).thenComparingInt(FrameRef::frame);

    private void selectionChanged() {
        if (syncing) {
            return;
        }
        TreePath path = getLeadSelectionPath();
        if (path == null || !isPathSelected(path)) {
            path = getSelectionPath();
        }
        if (path == null) {
            return;
        }
        Object node = path.getLastPathComponent();
        if (node instanceof ActionTreeModel.FrameNode f) {
            state.setFrame(f.action(), f.frame());
        } else if (node instanceof ActionTreeModel.ActionNode a && a.action() != state.action()) {
            state.setFrame(a.action(), 0);
        }
    }

    /** Selects (and reveals) the frame shown, without echoing it back to the state. */
    private void showCurrent() {
        if (document.act().animations().isEmpty()) {
            return;
        }
        TreePath path = state.frameCount() > 0 ? model.pathTo(state.action(), state.frame())
                : model.pathTo(state.action());
        // A selected action covers its frames: clicking an action row shows its first frame but leaves the action
        // selected, so the tools keep working on the whole action (also while it plays or is stepped through).
        if (path.equals(getSelectionPath()) || getSelectionCount() > 1 && isPathSelected(path)
                || isPathSelected(model.pathTo(state.action()))) {
            return;
        }
        syncing = true;
        try {
            setSelectionPath(path);
            java.awt.Rectangle bounds = getPathBounds(path);
            if (bounds != null) {
                // Vertically only: a long label must not scroll the names out of view.
                scrollRectToVisible(new java.awt.Rectangle(0, bounds.y, 1, bounds.height));
            }
        } finally {
            syncing = false;
        }
    }

    private void documentChanged(DocumentEvent event) {
        boolean structure = false;
        Set<Integer> reloaded = new TreeSet<>();
        Set<Integer> relabelled = new TreeSet<>();
        for (Change c : event.changes()) {
            Part part = c.part();
            if (part == Part.DOCUMENT || part == Part.ACTION && c.kind() != Change.Kind.PROPERTY
                    && c.kind() != Change.Kind.REPLACED) {
                structure = true;
            } else if (part == Part.ACTION && c.kind() == Change.Kind.REPLACED) {
                reloaded.add(c.path().get(0));
            } else if (part == Part.FRAME && c.kind() != Change.Kind.PROPERTY) {
                reloaded.add(c.path().get(0));
            } else if (part == Part.FRAME || part == Part.LAYER && c.kind() != Change.Kind.PROPERTY
                    && c.kind() != Change.Kind.MOVED) {
                relabelled.add(c.path().get(0));
            } else if (part == Part.EVENT) {
                relabelled.add(state.action());
            }
        }
        syncing = true;
        try {
            if (structure) {
                model.renameActions();
                model.structureChanged();
            } else {
                reloaded.forEach(model::actionChanged);
                relabelled.removeAll(reloaded);
                relabelled.forEach(model::labelsChanged);
            }
        } finally {
            syncing = false;
        }
        if (structure || !reloaded.isEmpty()) {
            showCurrent();
        }
    }
}
