package dev.marionette.model.doc;

/** The kinds of objects a {@link Change} can be about, for the Ragnarok, Agent and motion documents. */
public enum Part {
    /** The document as a whole (e.g. its format version). */
    DOCUMENT,

    // Ragnarok ACT: paths are [action], [action, frame], [action, frame, layer], [action, frame, anchor]
    /** An ACT action (animation); path [action]. */
    ACTION,
    /** An ACT frame; path [action, frame]. */
    FRAME,
    /** A layer of an ACT frame; path [action, frame, layer]. */
    LAYER,
    /** An anchor point of an ACT frame; path [action, frame, anchor]. */
    ANCHOR,
    /** An entry of the ACT event list; path [event]. */
    EVENT,

    // Ragnarok SPR: paths are [sprite type, index within that type], as layers address images
    /** An image of the sprite sheet; path [sprite type, index within that type]. */
    SPRITE,
    /** The SPR palette; path [entry] or empty for the whole palette. */
    PALETTE,

    // Microsoft Agent
    /** Character-wide settings (info, balloon, voice, frame size, palette, GUID); property names the group. */
    CHARACTER,
    /** A localized name/description entry; path [language entry]. */
    LOCALE,
    /** An Agent animation; path [animation]. */
    ANIMATION,
    /** A frame of an Agent animation; path [animation, frame]. */
    AGENT_FRAME,
    /** An image placed in an Agent frame; path [animation, frame, image in frame]. */
    FRAME_IMAGE,
    /** A branch of an Agent frame; path [animation, frame, branch]. */
    BRANCH,
    /** A mouth overlay of an Agent frame; path [animation, frame, overlay]. */
    MOUTH,
    /** An image of the character's image table; path [image]. */
    IMAGE,
    /** A sound of the character's sound table; path [sound]. */
    SOUND,
    /** A state and its animations; path [state]. */
    STATE,

    // Skeletal motion (Acclaim ASF/AMC, and the formats sharing the motion core); bones in skeleton order
    /** A bone of the skeleton; path [bone]. */
    BONE,
    /** One channel value of a motion; path [bone, channel of that bone, frame]. */
    CHANNEL,
    /** The motion as a whole; path []: property "frameRate", or REPLACED when frames were cut or resampled. */
    CLIP,

    // The Sims skill files: several skills, each with its events (time properties)
    /**
     * A skill of a Sims file; path [skill]: properties "name", "duration", "distance", "moving"; "keyframes" with
     * path [skill, motion, frame, component].
     */
    SKILL,
    /**
     * An event (time property) of a skill's motion; path [skill, motion, list, event]: ADDED, REMOVED, properties
     * "time" and "pairs"; MOVED with path [skill, motion, list] when a list's order changed.
     */
    SKILL_EVENT
}
