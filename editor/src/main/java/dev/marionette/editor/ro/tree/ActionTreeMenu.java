package dev.marionette.editor.ro.tree;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.ro.shared.SpriteClipboard;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.PlayerAnimation;
import dev.marionette.render.ro.ActionNames;
import java.awt.Component;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPopupMenu;

/**
 * The context menu of the action tree: the document model's action and frame commands, each one undo
 * step through the facade. Refusals (e.g. an interval in a 0x201 file) are shown as messages. "Mirror to"
 * is offered only where it has a target: an action facing sideways whose opposite the file has.
 */
public final class ActionTreeMenu {

    private final SpriteDocument document;
    private final SpriteEditorState state;
    private final SpriteClipboard clipboard;
    private final TabEdits messages;
    private Component parent;
    private ToolItems tools = (menu, action, frame) -> { };

    /** Adds the animator's tools to the menu of a tree node. */
    @FunctionalInterface
    public interface ToolItems {
        /**
         * @param frame the frame right-clicked, or -1 for an action node
         */
        void add(JPopupMenu menu, int action, int frame);
    }

    /** Sets what the animator's tools add to the menus. */
    public void setTools(ToolItems items) {
        this.tools = items;
    }

    public ActionTreeMenu(SpriteDocument document, SpriteEditorState state, SpriteClipboard clipboard,
            TabEdits messages) {
        this.document = document;
        this.state = state;
        this.clipboard = clipboard;
        this.messages = messages;
    }

    /** The menu for a tree node (an action or a frame). */
    public JPopupMenu build(Object node) {
        JPopupMenu menu = new JPopupMenu();
        parent = menu;
        if (node instanceof ActionTreeModel.ActionNode a) {
            actionItems(menu, a.action());
            menu.addSeparator();
            tools.add(menu, a.action(), -1);
        } else if (node instanceof ActionTreeModel.FrameNode f) {
            frameItems(menu, new FrameRef(f.action(), f.frame()));
            menu.addSeparator();
            tools.add(menu, f.action(), f.frame());
            menu.addSeparator();
            actionItems(menu, f.action());
        }
        return menu;
    }

    private void actionItems(JPopupMenu menu, int action) {
        item(menu, "Add frame at end", () -> state.setFrame(action,
                document.editor().frames().addFrame(action).frame()));
        item(menu, "Paste frames at end", () -> clipboard.frames().ifPresentOrElse(clip ->
                document.editor().clipboard().pasteFrames(clip, action,
                        document.act().animations().get(action).frames().size()),
                () -> messages.message("The clipboard holds no frames.")));
        item(menu, "Set interval…", () -> askInterval(action));
        int opposite = MirrorRule.oppositeAction(action);
        if (opposite >= 0 && opposite < document.act().animations().size()) {
            // South and north face the viewer or away: they have no opposite to mirror to.
            item(menu, "Mirror to " + Direction.ofAction(opposite).displayName(), () -> mirror(action));
        }
        menu.addSeparator();
        item(menu, "Insert action before", () -> state.setFrame(document.editor().actions().insertAction(action), 0));
        item(menu, "Add action at end", () -> state.setFrame(document.editor().actions().addAction(), 0));
        item(menu, "Duplicate action", () -> state.setFrame(document.editor().actions().duplicateAction(action), 0));
        item(menu, "Delete action", () -> document.editor().actions().removeActions(List.of(action)));
    }

    private void frameItems(JPopupMenu menu, FrameRef frame) {
        item(menu, "Insert frame before", () -> state.setFrame(frame.action(),
                document.editor().frames().insertFrame(frame).frame()));
        item(menu, "Duplicate frame", () -> {
            List<FrameRef> copies = document.editor().frames().duplicateFrames(List.of(frame));
            state.setFrame(frame.action(), copies.get(0).frame());
        });
        item(menu, "Copy frame", () -> clipboard.set(document.editor().clipboard().copyFrames(List.of(frame))));
        item(menu, "Paste frames after", () -> clipboard.frames().ifPresentOrElse(clip ->
                document.editor().clipboard().pasteFrames(clip, frame.action(), frame.frame() + 1),
                () -> messages.message("The clipboard holds no frames.")));
        item(menu, "Move earlier", () -> follow(document.editor().frames().moveFramesEarlier(List.of(frame))));
        item(menu, "Move later", () -> follow(document.editor().frames().moveFramesLater(List.of(frame))));
        JMenu events = new JMenu("Event");
        ActFrame f = document.act().animations().get(frame.action()).frames().get(frame.frame());
        eventItem(events, frame, ActFrame.NO_EVENT, "(none)", f.eventId());
        List<ActEvent> list = document.act().events();
        for (int i = 0; i < list.size(); i++) {
            eventItem(events, frame, i, list.get(i).name(), f.eventId());
        }
        menu.add(events);
        item(menu, "Add anchor", () -> state.selectAnchor(document.editor().frames().addAnchor(frame, 0, 0).anchor()));
        item(menu, "Delete frame", () -> document.editor().frames().removeFrames(List.of(frame)));
    }

    private void eventItem(JMenu menu, FrameRef frame, int id, String name, int current) {
        JMenuItem item = new javax.swing.JCheckBoxMenuItem(name, id == current);
        item.addActionListener(e -> run(() -> document.editor().frames().setFrameEvent(frame, id)));
        menu.add(item);
    }

    private void follow(List<FrameRef> moved) {
        if (!moved.isEmpty()) {
            state.setFrame(moved.get(0).action(), moved.get(0).frame());
        }
    }

    private void mirror(int action) {
        boolean headTurns = PlayerAnimation.actionHasHeadDirections(action)
                && ActionNames.Layout.guess(document.act().animations().size()) == ActionNames.Layout.PLAYER;
        MirrorRule.Result result = document.editor().actions().mirrorToOpposite(action, headTurns);
        if (!result.approximateLayers().isEmpty()) {
            messages.message(result.approximateLayers().size() + " scaled odd-width layers were placed as the official"
                    + " files place them, half a pixel off an exact mirror.");
        }
    }

    private void askInterval(int action) {
        float current = document.act().animations().get(action).interval();
        Object answer = JOptionPane.showInputDialog(parent.isShowing() ? parent : null,
                "Interval of action " + action + " in ticks (1 tick = 25 ms):", "Set interval",
                JOptionPane.PLAIN_MESSAGE, null, null, current);
        if (answer == null) {
            return;
        }
        try {
            float ticks = Float.parseFloat(answer.toString().trim().replace(',', '.'));
            if (!(ticks > 0) || Float.isInfinite(ticks)) {
                messages.message("The interval must be a positive number of ticks.");
                return;
            }
            document.editor().actions().setInterval(action, ticks);
        } catch (NumberFormatException e) {
            messages.message("'" + answer + "' is not a number of ticks.");
        }
    }

    private void item(JPopupMenu menu, String text, Runnable command) {
        JMenuItem item = new JMenuItem(text);
        item.addActionListener(e -> run(command));
        menu.add(item);
    }

    private void run(Runnable command) {
        messages.edit(command);
    }
}
