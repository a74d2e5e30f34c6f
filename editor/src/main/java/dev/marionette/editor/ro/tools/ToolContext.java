package dev.marionette.editor.ro.tools;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.ro.refs.ReferenceSprites;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.ro.shared.RoSettings;
import dev.marionette.editor.ro.shared.SpriteClipboard;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.editor.ro.shared.SpriteTab;
import dev.marionette.editor.ro.sprites.SpriteStrip;
import dev.marionette.editor.ro.tree.ActionTree;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.ActionNames;
import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.SpriteKind;
import java.awt.Component;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * What the animator's and sheet tools and their dialogs need from the sprite tab, and nothing more: the document,
 * what is selected (frames and actions in the action tree, layers on the canvas, images in the strip), the shared
 * clipboard, a parent for dialogs, where edits run and messages go, and previews composed with the tab's reference
 * sprites, so a headgear is previewed on its head and body. The view builds it; the tools never see the view.
 */
public final class ToolContext {

    private final SpriteTab tab;
    private final ActionTree tree;
    private final SpriteStrip strip;
    private final SpriteClipboard clipboard;
    private final ReferenceSprites references;
    private final Runnable pausePlayback;
    private final Supplier<SpriteKind> kind;

    /**
     * @param pausePlayback stops playback before a tool shows a frame
     * @param kind          what the edited sprite is (worked out from its name and content when asked)
     */
    public ToolContext(SpriteTab tab, ActionTree tree, SpriteStrip strip, SpriteClipboard clipboard,
            ReferenceSprites references, Runnable pausePlayback, Supplier<SpriteKind> kind) {
        this.tab = tab;
        this.tree = tree;
        this.strip = strip;
        this.clipboard = clipboard;
        this.references = references;
        this.pausePlayback = pausePlayback;
        this.kind = kind;
    }

    SpriteDocument document() {
        return tab.document();
    }

    SpriteEditorState state() {
        return tab.state();
    }

    /** The tab's commands (the tools register theirs there). */
    RoActions commands() {
        return tab.actions();
    }

    RoSettings settings() {
        return tab.settings();
    }

    Component parent() {
        return tab.parent();
    }

    void message(String text) {
        tab.message(text);
    }

    /** Runs the tools' edits; a refusal is shown under the tab. */
    TabEdits edits() {
        return tab.edits();
    }

    ActionTree tree() {
        return tree;
    }

    SpriteStrip strip() {
        return strip;
    }

    SpriteClipboard clipboard() {
        return clipboard;
    }

    SpriteKind kind() {
        return kind.get();
    }

    void pausePlayback() {
        pausePlayback.run();
    }

    int action() {
        return state().action();
    }

    int frame() {
        return state().frame();
    }

    /** The frames the tree selects; the frame shown when the tree selects nothing. */
    List<FrameRef> frames() {
        List<FrameRef> selected = tree.selectedFrames();
        if (selected.isEmpty() && state().currentFrame() != null) {
            return List.of(state().frameRef());
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
        List<Integer> selected = tree.selectedActions();
        return selected.isEmpty() ? List.of(state().action()) : selected;
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
        return references.compose(new ActSprite(act, sheet));
    }

    /** Milliseconds per frame of an action at the view's tick length. */
    int millis(ActAnimation action) {
        return (int) Math.round(action.interval() * settings().millisPerTick());
    }
}
