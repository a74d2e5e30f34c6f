package dev.marionette.editor.ro.tools;

import dev.marionette.editor.ro.refs.ReferenceSprites;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.ActionNames;
import dev.marionette.render.ro.Composition;
import java.awt.Component;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the tools' dialogs need from the sprite view: the document, what is selected (frames and actions in the
 * action tree, layers on the canvas, images in the strip), a parent for dialogs, and previews composed with
 * the view's reference sprites, so a headgear is previewed on its head and body.
 */
final class ToolContext {

    private final RoView view;

    ToolContext(RoView view) {
        this.view = view;
    }

    SpriteDocument document() {
        return view.document();
    }

    Component parent() {
        return view.component();
    }

    void message(String text) {
        view.message(text);
    }

    RoView view() {
        return view;
    }

    int action() {
        return view.state().action();
    }

    int frame() {
        return view.state().frame();
    }

    /** The frames the tree selects; the frame shown when the tree selects nothing. */
    List<FrameRef> frames() {
        List<FrameRef> selected = view.tree().selectedFrames();
        if (selected.isEmpty() && view.state().currentFrame() != null) {
            return List.of(view.state().frameRef());
        }
        return selected;
    }

    /** {@link #frames()} grouped by action. */
    Map<Integer, TreeSet<Integer>> framesByAction() {
        Map<Integer, TreeSet<Integer>> grouped = new TreeMap<>();
        for (FrameRef f : frames()) {
            grouped.computeIfAbsent(f.action(), a -> new TreeSet<>()).add(f.frame());
        }
        return grouped;
    }

    /** The actions the tree selects; the action shown when it selects none. */
    List<Integer> actions() {
        List<Integer> selected = view.tree().selectedActions();
        return selected.isEmpty() ? List.of(view.state().action()) : selected;
    }

    /** "Walk - South" or "Action 3". */
    String actionName(int action) {
        return ActionNames.of(document().act()).name(action);
    }

    /** The edited sprite's ACT with {@code action} replaced, composed with the view's references. */
    Composition previewWith(int action, ActAnimation replacement, SpriteSheet sheet) {
        ActDocument act = document().act().copy();
        act.animations().set(action, replacement);
        return preview(act, sheet);
    }

    /** {@code act} drawn from {@code sheet}, composed with the view's references. */
    Composition preview(ActDocument act, SpriteSheet sheet) {
        ReferenceSprites references = view.references();
        return references.compose(new ActSprite(act, sheet));
    }

    /** Milliseconds per frame of an action at the view's tick length. */
    int millis(ActAnimation action) {
        return (int) Math.round(action.interval() * view.settings().millisPerTick());
    }
}
