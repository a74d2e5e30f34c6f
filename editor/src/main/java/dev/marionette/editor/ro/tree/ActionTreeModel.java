package dev.marionette.editor.ro.tree;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.render.ro.ActionNames;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.event.TreeModelEvent;
import javax.swing.event.TreeModelListener;
import javax.swing.tree.TreeModel;
import javax.swing.tree.TreePath;

/**
 * The actions and their frames as a tree model read straight from the live ACT: nodes are small values
 * ({@link ActionNode}, {@link FrameNode}) compared by index, so nothing is copied and a path stays valid
 * while its indexes exist. The tree is told about changes by {@link ActionTree}, which knows from the
 * document's change events what to refresh.
 */
public final class ActionTreeModel implements TreeModel {

    /** Action {@code action}. */
    public record ActionNode(int action) {
    }

    /** Frame {@code frame} of action {@code action}. */
    public record FrameNode(int action, int frame) {
    }

    private final ActDocument act;
    private final Object root;
    private final List<TreeModelListener> listeners = new CopyOnWriteArrayList<>();
    private ActionNames names;

    public ActionTreeModel(ActDocument act, Object root) {
        this.act = act;
        this.root = root;
        this.names = ActionNames.of(act);
    }

    public ActionNames names() {
        return names;
    }

    /** Re-guesses the layout (the action count changed). */
    void renameActions() {
        names = ActionNames.of(act);
    }

    @Override
    public Object getRoot() {
        return root;
    }

    @Override
    public Object getChild(Object parent, int index) {
        if (parent == root) {
            return new ActionNode(index);
        }
        ActionNode a = (ActionNode) parent;
        return new FrameNode(a.action(), index);
    }

    @Override
    public int getChildCount(Object parent) {
        if (parent == root) {
            return act.animations().size();
        }
        if (parent instanceof ActionNode a && a.action() < act.animations().size()) {
            return act.animations().get(a.action()).frames().size();
        }
        return 0;
    }

    @Override
    public boolean isLeaf(Object node) {
        return node instanceof FrameNode;
    }

    @Override
    public int getIndexOfChild(Object parent, Object child) {
        if (parent == root && child instanceof ActionNode a) {
            return a.action() < act.animations().size() ? a.action() : -1;
        }
        if (parent instanceof ActionNode a && child instanceof FrameNode f && f.action() == a.action()) {
            return f.frame() < getChildCount(a) ? f.frame() : -1;
        }
        return -1;
    }

    /** The label of a node: the action's name and frame count, or the frame's layers and event. */
    public String label(Object node) {
        if (node instanceof ActionNode a && a.action() < act.animations().size()) {
            ActAnimation action = act.animations().get(a.action());
            int n = action.frames().size();
            return names.name(a.action()) + "  (" + n + (n == 1 ? " frame" : " frames") + ")";
        }
        if (node instanceof FrameNode f && f.action() < act.animations().size()
                && f.frame() < act.animations().get(f.action()).frames().size()) {
            ActFrame frame = act.animations().get(f.action()).frames().get(f.frame());
            int layers = frame.layers().size();
            StringBuilder text = new StringBuilder("Frame ").append(f.frame()).append("  \u00b7 ").append(layers)
                    .append(layers == 1 ? " layer" : " layers");
            String event = eventName(frame.eventId());
            if (event != null) {
                text.append("  \u00b7 ").append(event);
            }
            return text.toString();
        }
        return String.valueOf(node);
    }

    private String eventName(int id) {
        if (id == ActFrame.NO_EVENT) {
            return null;
        }
        List<ActEvent> events = act.events();
        return id >= 0 && id < events.size() ? events.get(id).name() : "event " + id + " (missing)";
    }

    public TreePath pathTo(int action) {
        return new TreePath(new Object[] {root, new ActionNode(action)});
    }

    public TreePath pathTo(int action, int frame) {
        return new TreePath(new Object[] {root, new ActionNode(action), new FrameNode(action, frame)});
    }

    /** Everything may have changed. */
    void structureChanged() {
        fire(new TreeModelEvent(this, new Object[] {root}));
    }

    /** The frames of {@code action} were added, removed or reordered. */
    void actionChanged(int action) {
        if (action < act.animations().size()) {
            fire(new TreeModelEvent(this, pathTo(action)));
        } else {
            structureChanged();
        }
    }

    /** The labels of action {@code action} and of its frames changed. */
    void labelsChanged(int action) {
        if (action >= act.animations().size()) {
            return;
        }
        int frames = act.animations().get(action).frames().size();
        int[] indexes = new int[frames];
        Object[] children = new Object[frames];
        for (int i = 0; i < frames; i++) {
            indexes[i] = i;
            children[i] = new FrameNode(action, i);
        }
        TreeModelEvent actionEvent = new TreeModelEvent(this, new Object[] {root}, new int[] {action},
                new Object[] {new ActionNode(action)});
        listeners.forEach(l -> l.treeNodesChanged(actionEvent));
        if (frames > 0) {
            TreeModelEvent e = new TreeModelEvent(this, pathTo(action), indexes, children);
            listeners.forEach(l -> l.treeNodesChanged(e));
        }
    }

    private void fire(TreeModelEvent e) {
        listeners.forEach(l -> l.treeStructureChanged(e));
    }

    @Override
    public void valueForPathChanged(TreePath path, Object newValue) {
        // not editable in place
    }

    @Override
    public void addTreeModelListener(TreeModelListener l) {
        listeners.add(l);
    }

    @Override
    public void removeTreeModelListener(TreeModelListener l) {
        listeners.remove(l);
    }
}
