package dev.marionette.editor.playback;

import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.action.TabKeys;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.function.Function;

/**
 * The transport commands a tab registers with its own actions: play/pause, first, previous, next and last
 * frame, loop, as {@code PREFIX.play}, {@code PREFIX.first}... (the tab's prefix keeps ids unique across tabs).
 * Their texts, accelerators (Space, Home, comma, period, End) and tooltips come from the tab's bundle, which
 * {@link #withDefaultTexts} completes with the kit's ({@code dev/marionette/editor/playback/transport.properties}).
 */
public final class TransportActions {

    public static final String PLAY = "play";
    public static final String FIRST = "first";
    public static final String PREVIOUS = "previous";
    public static final String NEXT = "next";
    public static final String LAST = "last";
    public static final String LOOP = "loop";

    /** The kit's texts, keyed without a prefix ({@code play.text}, {@code play.accelerator}...). */
    public static final String BUNDLE = "dev.marionette.editor.playback.transport";

    /** Where the actions go: the tab's registry ({@code ActionRegistry::register}). */
    @FunctionalInterface
    public interface Registrar {
        EditorAction register(String id, Runnable handler);
    }

    private TransportActions() {
    }

    /** Registers the six commands as {@code prefix.NAME}, driving {@code transport}. */
    public static void register(String prefix, Registrar registry, Transport transport) {
        registry.register(id(prefix, PLAY), transport::toggle)
                .namedBy(() -> transport.isPlaying() ? "Pause" : "Play")
                .enabledWhen(() -> transport.frameCount() > 0);
        registry.register(id(prefix, FIRST), () -> transport.setFrame(0));
        registry.register(id(prefix, PREVIOUS), () -> transport.step(-1));
        registry.register(id(prefix, NEXT), () -> transport.step(1));
        registry.register(id(prefix, LAST), () -> transport.setFrame(transport.frameCount() - 1));
        registry.register(id(prefix, LOOP), () -> transport.setLoop(!transport.loops()))
                .selectedWhen(transport::loops);
    }

    /**
     * Binds the transport's keys in a tab: play, first, previous, next and last on their accelerators (Space,
     * Home, comma, period, End), previous and next also on Ctrl+Left and Ctrl+Right, and on Left and Right
     * where the focused control does not use the arrows. {@code actions} gives the registered commands by id.
     */
    public static void bindKeys(String prefix, Function<String, EditorAction> actions, TabKeys keys) {
        for (String name : new String[] {PLAY, FIRST, PREVIOUS, NEXT, LAST}) {
            EditorAction action = actions.apply(id(prefix, name));
            if (action.accelerator() != null) {
                keys.bind(action.accelerator(), action);
            }
        }
        keys.bindStepKeys(actions.apply(id(prefix, PREVIOUS)), actions.apply(id(prefix, NEXT)));
    }

    /** The id of command {@code name} ({@link #PLAY}...) under {@code prefix}. */
    public static String id(String prefix, String name) {
        return prefix + "." + name;
    }

    /**
     * The tab's bundle {@code own}, where every key {@code prefix.NAME.*} it lacks for a transport command is
     * taken from the kit's bundle: a new tab needs no transport texts of its own.
     */
    public static ResourceBundle withDefaultTexts(ResourceBundle own, String prefix) {
        ResourceBundle kit = ResourceBundle.getBundle(BUNDLE);
        String start = prefix + ".";
        return new ResourceBundle() {
            @Override
            protected Object handleGetObject(String key) {
                if (own.containsKey(key)) {
                    return own.getObject(key);
                }
                if (key.startsWith(start) && kit.containsKey(key.substring(start.length()))) {
                    return kit.getObject(key.substring(start.length()));
                }
                return null;
            }

            @Override
            public Enumeration<String> getKeys() {
                Set<String> keys = new LinkedHashSet<>(own.keySet());
                kit.keySet().forEach(k -> keys.add(start + k));
                return Collections.enumeration(keys);
            }
        };
    }
}
