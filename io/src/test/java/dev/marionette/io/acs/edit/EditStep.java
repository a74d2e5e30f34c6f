package dev.marionette.io.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentDocument;

/**
 * One random edit for the property tests: a kind and four numbers that the kind turns into indexes and values
 * fitting the character as it is when the step runs, so a script stays meaningful on any character and while
 * jqwik shrinks it. Most steps are valid; some are refused on purpose (a used image, a fourth branch...).
 *
 * @param kind what to do
 * @param a    usually picks the animation (or the table item)
 * @param b    usually picks the frame (or a second item)
 * @param c    usually picks a position or value
 * @param d    usually a value or a seed for content
 */
record EditStep(Kind kind, int a, int b, int c, int d) {

    /** Which helper runs a kind. */
    enum Group {
        CHARACTER, ANIMATION, FRAME, MEDIA
    }

    /** Every operation of the facade the scripts exercise. */
    enum Kind {
        FRAME_SIZE(Group.CHARACTER), TRANSPARENT(Group.CHARACTER), NEW_GUID(Group.CHARACTER),
        STYLE_FLAG(Group.CHARACTER), VOICE(Group.CHARACTER), BALLOON(Group.CHARACTER), ADD_LANGUAGE(Group.CHARACTER),
        REMOVE_LANGUAGE(Group.CHARACTER), LANGUAGE_NAME(Group.CHARACTER), LANGUAGE_DESCRIPTION(Group.CHARACTER),
        ADD_ANIMATION(Group.ANIMATION), RENAME_ANIMATION(Group.ANIMATION), REMOVE_ANIMATION(Group.ANIMATION),
        DUPLICATE_ANIMATION(Group.ANIMATION), MOVE_ANIMATION(Group.ANIMATION), TRANSITION(Group.ANIMATION),
        ASSIGN_STATE(Group.ANIMATION), REMOVE_FROM_STATE(Group.ANIMATION), SET_STATES(Group.ANIMATION),
        ADD_FRAME(Group.FRAME), REMOVE_FRAME(Group.FRAME), MOVE_FRAME(Group.FRAME), DUPLICATE_FRAME(Group.FRAME),
        DURATION(Group.FRAME), FRAME_SOUND(Group.FRAME), EXIT_FRAME(Group.FRAME), ADD_BRANCH(Group.FRAME),
        SET_BRANCH(Group.FRAME), REMOVE_BRANCH(Group.FRAME), ADD_FRAME_IMAGE(Group.FRAME),
        REMOVE_FRAME_IMAGE(Group.FRAME), REORDER_FRAME_IMAGE(Group.FRAME), MOVE_FRAME_IMAGES(Group.FRAME),
        CHANGE_FRAME_IMAGE(Group.FRAME), SET_MOUTH(Group.FRAME), REMOVE_MOUTH(Group.FRAME), MOVE_MOUTH(Group.FRAME),
        MOUTHS_REPLACE_TOP(Group.FRAME), ADD_IMAGE(Group.MEDIA), REPLACE_IMAGE(Group.MEDIA),
        REMOVE_IMAGE(Group.MEDIA), MOVE_IMAGE(Group.MEDIA), REMOVE_UNUSED_IMAGES(Group.MEDIA), ADD_SOUND(Group.MEDIA),
        REPLACE_SOUND(Group.MEDIA), REMOVE_SOUND(Group.MEDIA), MOVE_SOUND(Group.MEDIA);

        final Group group;

        Kind(Group group) {
            this.group = group;
        }
    }

    /**
     * Runs the step through the document's operations.
     *
     * @return false when the step does not apply to this character (nothing to pick from)
     * @throws dev.marionette.model.doc.EditRejectedException when the edit is refused
     */
    boolean apply(AgentDocument doc) {
        return switch (kind.group) {
            case CHARACTER -> CharacterSteps.apply(this, doc);
            case ANIMATION -> AnimationSteps.apply(this, doc);
            case FRAME -> FrameSteps.apply(this, doc);
            case MEDIA -> MediaSteps.apply(this, doc);
        };
    }

    /** A copy with another last number (the steps of a burst differ only there). */
    EditStep withD(int newD) {
        return new EditStep(kind, a, b, c, newD);
    }

    /** {@code value} modulo {@code n}, for picking one of {@code n} things (n > 0). */
    static int pick(int value, int n) {
        return Math.floorMod(value, n);
    }

    /** Index of the animation to use, or -1 when the character has none. */
    static int animation(AgentCharacter c, int value) {
        return c.animations().isEmpty() ? -1 : pick(value, c.animations().size());
    }
}
