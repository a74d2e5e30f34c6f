package dev.marionette.editor.agent;

import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.KeyStrokes;
import dev.marionette.editor.action.TabKeys;
import dev.marionette.editor.agent.shared.AgentSelection;
import dev.marionette.editor.help.ShortcutsDialog;
import dev.marionette.editor.kind.Shortcut;
import dev.marionette.editor.playback.TransportActions;
import dev.marionette.editor.util.IconSource;
import dev.marionette.model.acs.AgentAnimation;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import javax.swing.JComponent;

/**
 * The Agent tab's keyboard commands, bound with the editor kit's {@link TabKeys} like every tab's: Space plays the
 * preview or stops it, Home, comma, period and End (Ctrl+Left and Ctrl+Right too) go through the selected
 * animation's frames, Page Up and Page Down to the animation above or below in the list. Moving to another frame
 * or animation ends a preview first, so the canvas shows what was selected.
 */
final class AgentKeys {

    /** The bundle of the commands' texts and keys. */
    static final String BUNDLE = "dev.marionette.editor.agent.actions";
    static final String PREFIX = "agent";
    static final String PREVIOUS_ANIMATION = "agent.previousAnimation";
    static final String NEXT_ANIMATION = "agent.nextAnimation";
    /** The section of Help &gt; Keyboard Shortcuts. */
    static final String SECTION = "Agent tab";

    /** What the keys drive. */
    interface Preview {
        boolean isPlaying();

        /** Plays from the selected frame (with the seed shown). */
        void play();

        /** Stops: the exit branches first, at once the second time. */
        void stop();

        /** Ends a preview at once. */
        void halt();
    }

    private final ActionRegistry actions;

    AgentKeys(AgentSelection selection, Preview preview) {
        actions = registry();
        actions.register(TransportActions.id(PREFIX, TransportActions.PLAY), () -> {
            if (preview.isPlaying()) {
                preview.stop();
            } else {
                preview.play();
            }
        });
        actions.register(TransportActions.id(PREFIX, TransportActions.FIRST), () -> frame(selection, preview, f -> 0));
        actions.register(TransportActions.id(PREFIX, TransportActions.PREVIOUS),
                () -> frame(selection, preview, f -> f - 1));
        actions.register(TransportActions.id(PREFIX, TransportActions.NEXT), () -> frame(selection, preview, f -> f + 1));
        actions.register(TransportActions.id(PREFIX, TransportActions.LAST),
                () -> frame(selection, preview, f -> Integer.MAX_VALUE));
        actions.register(PREVIOUS_ANIMATION, () -> animation(selection, preview, -1));
        actions.register(NEXT_ANIMATION, () -> animation(selection, preview, 1));
    }

    private static ActionRegistry registry() {
        return new ActionRegistry(TransportActions.withDefaultTexts(ResourceBundle.getBundle(BUNDLE), PREFIX),
                KeyStrokes.menuShortcutMask(), IconSource.NONE);
    }

    /** Binds the keys in the tab whose content is {@code root}. */
    void bind(JComponent root) {
        TabKeys keys = TabKeys.install(root);
        TransportActions.bindKeys(PREFIX, actions::get, keys);
        keys.bind(actions.get(PREVIOUS_ANIMATION).accelerator(), actions.get(PREVIOUS_ANIMATION));
        keys.bind(actions.get(NEXT_ANIMATION).accelerator(), actions.get(NEXT_ANIMATION));
    }

    ActionRegistry actions() {
        return actions;
    }

    /** Selects another frame of the selected animation; stepping wraps around, as playback does. */
    private static void frame(AgentSelection selection, Preview preview, java.util.function.IntUnaryOperator to) {
        AgentAnimation animation = selection.selectedAnimation();
        if (animation == null || animation.frames().isEmpty()) {
            return;
        }
        preview.halt();
        int count = animation.frames().size();
        int target = to.applyAsInt(Math.max(0, selection.frame()));
        selection.selectFrame(target == Integer.MAX_VALUE ? count - 1 : Math.floorMod(target, count));
    }

    private static void animation(AgentSelection selection, Preview preview, int step) {
        int count = selection.animationCount();
        int target = selection.animation() + step;
        if (target < 0 || target >= count) {
            return;
        }
        preview.halt();
        selection.selectAnimation(target);
    }

    /** The keys for Help &gt; Keyboard Shortcuts, without a tab. */
    static List<Shortcut> shortcuts() {
        ActionRegistry all = registry();
        for (String name : new String[] {TransportActions.PLAY, TransportActions.FIRST, TransportActions.PREVIOUS,
            TransportActions.NEXT, TransportActions.LAST}) {
            all.register(TransportActions.id(PREFIX, name), () -> { });
        }
        all.register(PREVIOUS_ANIMATION, () -> { });
        all.register(NEXT_ANIMATION, () -> { });
        List<Shortcut> rows = new ArrayList<>(ShortcutsDialog.shortcuts(all, SECTION));
        rows.addAll(TabKeys.stepShortcuts(SECTION, all.text(TransportActions.id(PREFIX, TransportActions.PREVIOUS)),
                all.text(TransportActions.id(PREFIX, TransportActions.NEXT))));
        return rows;
    }
}
