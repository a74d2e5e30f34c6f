package dev.marionette.editor.agent.shared;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;

/**
 * What the panels of one character tab show: the selected animation, frame, image placed in the frame and the
 * mouth overlay previewed on the canvas. Indexes count from 0; -1 means none. Panels change it and listen to
 * it; it never changes the document. Event thread only.
 */
public final class AgentSelection {

    private final AgentCharacter character;
    private final List<ChangeListener> listeners = new CopyOnWriteArrayList<>();
    private int animation = -1;
    private int frame = -1;
    private int image = -1;
    private int mouth = -1;

    public AgentSelection(AgentCharacter character) {
        this.character = character;
        if (!character.animations().isEmpty()) {
            selectAnimation(0);
        }
    }

    public int animation() {
        return animation;
    }

    public int frame() {
        return frame;
    }

    /** Whether {@code change} is inside the selected frame (its path starts with that animation and frame). */
    public boolean inSelectedFrame(Change change) {
        List<Integer> path = change.path();
        return path.size() >= 2 && path.get(0) == animation && path.get(1) == frame;
    }

    /** The selected image's position in the frame (0 = topmost), or -1. */
    public int image() {
        return image;
    }

    /** The mouth type (0..6) previewed on the canvas, or -1 for the plain frame. */
    public int mouth() {
        return mouth;
    }

    /** How many animations the character has. */
    public int animationCount() {
        return character.animations().size();
    }

    /** The selected animation, or null. */
    public AgentAnimation selectedAnimation() {
        return animation >= 0 && animation < character.animations().size() ? character.animations().get(animation)
                : null;
    }

    /** The selected frame, or null. */
    public AgentFrame selectedFrame() {
        AgentAnimation a = selectedAnimation();
        return a != null && frame >= 0 && frame < a.frames().size() ? a.frames().get(frame) : null;
    }

    /** Selects an animation and its first frame. */
    public void selectAnimation(int index) {
        set(index, index >= 0 && index < character.animations().size()
                && !character.animations().get(index).frames().isEmpty() ? 0 : -1, -1, -1);
    }

    /** Selects a frame of the selected animation. */
    public void selectFrame(int index) {
        set(animation, index, -1, mouth);
    }

    /** Selects an image placed in the selected frame. */
    public void selectImage(int position) {
        set(animation, frame, position, mouth);
    }

    /** Shows a mouth overlay on the canvas (-1: none). */
    public void previewMouth(int type) {
        set(animation, frame, image, type);
    }

    /**
     * Keeps every index inside what the character now has (after a delete, an undo...); listeners hear only
     * when something moved.
     */
    public void clamp() {
        int a = Math.min(animation, character.animations().size() - 1);
        if (a < 0 && !character.animations().isEmpty()) {
            a = 0;
        }
        int frames = a >= 0 ? character.animations().get(a).frames().size() : 0;
        int f = Math.min(frame, frames - 1);
        if (f < 0 && frames > 0) {
            f = 0;
        }
        int images = f >= 0 ? character.animations().get(a).frames().get(f).images().size() : 0;
        int i = Math.min(image, images - 1);
        set(a, f, i, mouth);
    }

    /** Selects exactly these indexes (for panels that know all of them, e.g. after adding a frame). */
    public void set(int animation, int frame, int image, int mouth) {
        if (animation == this.animation && frame == this.frame && image == this.image && mouth == this.mouth) {
            return;
        }
        this.animation = animation;
        this.frame = frame;
        this.image = image;
        this.mouth = mouth;
        ChangeEvent e = new ChangeEvent(this);
        listeners.forEach(l -> l.stateChanged(e));
    }

    public void addChangeListener(ChangeListener l) {
        listeners.add(l);
    }

    public void removeChangeListener(ChangeListener l) {
        listeners.remove(l);
    }
}
