package dev.marionette.model.acs.edit;

import java.util.Objects;

/**
 * Every change a character author can make to an {@link AgentDocument}, as undoable steps: what views and
 * menus call, so they never build edits by hand. Grouped by what they change:
 *
 * <ul>
 *   <li>{@link #character()}: names and descriptions per language, GUID, frame size, palette, transparent
 *       colour, tray icon, voice, word balloon, style flags;</li>
 *   <li>{@link #animations()}: adding, renaming, deleting, duplicating, ordering animations, their transition
 *       and return animation, and their assignment to states;</li>
 *   <li>{@link #frames()}: frames of an animation, their duration, sound, exit frame and branches;</li>
 *   <li>{@link #frameContent()}: the images placed in a frame (z-order, offsets) and its mouth overlays;</li>
 *   <li>{@link #media()}: the character's image and sound tables.</li>
 * </ul>
 *
 * <p>Every method either performs one step (listeners hear once) or, when the format or the Character
 * Editor's rules do not allow the change, throws {@link dev.marionette.model.doc.EditRejectedException} with a
 * message for the user and changes nothing. A call that would change nothing records nothing. Indexes count
 * from 0, as in the model and in {@link dev.marionette.model.doc.Change} paths.
 */
public final class AgentOperations {

    private final CharacterOperations character;
    private final AnimationOperations animations;
    private final FrameOperations frames;
    private final FrameContentOperations frameContent;
    private final MediaOperations media;

    AgentOperations(AgentDocument document) {
        Objects.requireNonNull(document, "document");
        this.character = new CharacterOperations(document);
        this.animations = new AnimationOperations(document);
        this.frames = new FrameOperations(document);
        this.frameContent = new FrameContentOperations(document);
        this.media = new MediaOperations(document);
    }

    /** Character-wide settings and the per-language name, description and extra data. */
    public CharacterOperations character() {
        return character;
    }

    /** Animations, their transitions and their states. */
    public AnimationOperations animations() {
        return animations;
    }

    /** Frames, timing, sound, exit frames and branches. */
    public FrameOperations frames() {
        return frames;
    }

    /** Images placed in frames and mouth overlays. */
    public FrameContentOperations frameContent() {
        return frameContent;
    }

    /** The image and sound tables. */
    public MediaOperations media() {
        return media;
    }
}
