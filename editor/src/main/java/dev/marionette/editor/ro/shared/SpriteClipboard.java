package dev.marionette.editor.ro.shared;

import dev.marionette.model.ro.SpriteClip;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The clipboard sprite views share (one per editor, held by the kind), so layers and frames copied in one
 * document paste into another, the model adding the images and events the target lacks. Listeners hear
 * each change so Paste enables itself. Event thread.
 */
public final class SpriteClipboard {

    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private SpriteClip clip;

    public Optional<SpriteClip> get() {
        return Optional.ofNullable(clip);
    }

    /** The clip when it holds layers. */
    public Optional<SpriteClip> layers() {
        return get().filter(c -> c.kind() == SpriteClip.Kind.LAYERS);
    }

    /** The clip when it holds frames. */
    public Optional<SpriteClip> frames() {
        return get().filter(c -> c.kind() == SpriteClip.Kind.FRAMES);
    }

    public void set(SpriteClip newClip) {
        clip = newClip;
        listeners.forEach(Runnable::run);
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }
}
