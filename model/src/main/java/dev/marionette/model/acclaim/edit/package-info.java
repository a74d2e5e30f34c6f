/**
 * The Acclaim motion document and its undoable edits.
 *
 * <p>{@link dev.marionette.model.acclaim.edit.AcclaimDocument} holds the skeleton (ASF) and motion (AMC) file
 * models, which are immutable values, and the playback frame rate, as one
 * {@link dev.marionette.model.acclaim.edit.MotionState}. Each edit computes the next state in its constructor
 * (rejecting, with a message for the user, what the format does not allow) and applying or undoing it swaps the
 * state, so undo gives back the very file models that were read and write the original bytes. Views read the neutral
 * skeleton and clip derived from the state (recomputed after a change, when first asked for).
 *
 * <p><b>Changes.</b> {@code BONE "name"} [bone]; {@code CHANNEL "value"} [bone, channel of the bone, frame];
 * {@code CLIP} replaced (trim, resample) and {@code CLIP "frameRate"} (resample). The playback rate set by hand is
 * not an edit: {@link dev.marionette.model.acclaim.edit.AcclaimDocument#setPlaybackRate} fires a bound property and
 * leaves the history alone, and undoing other edits keeps it. Bones are numbered in the neutral skeleton's
 * order (0 is the root), channels as the bone's dof (the order of its values on a motion line).
 */
package dev.marionette.model.acclaim.edit;
