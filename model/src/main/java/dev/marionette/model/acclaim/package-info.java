/**
 * Acclaim skeleton (ASF) and motion (AMC) files as their file models keep them, and the adapter to the neutral
 * motion core.
 *
 * <p>{@link dev.marionette.model.acclaim.AsfFile} and {@link dev.marionette.model.acclaim.AmcFile} keep what the
 * files say (units, documentation, root order and axis, bones with id, direction, length, axis and its order token,
 * dof, limits with {@code inf}, hierarchy; the motion's header lines and frame labels as written) together with the
 * bytes of every line, so an unmodified file writes back byte for byte and an edited one changes only what the edit
 * changed; lines written anew follow the file's own layout and number spelling
 * ({@link dev.marionette.model.acclaim.AmcStyle}). {@link dev.marionette.model.acclaim.AcclaimRig} maps a skeleton
 * and its motion onto {@link dev.marionette.model.motion.Skeleton} and {@link dev.marionette.model.motion.Clip}.
 * The readers and writers are in {@code dev.marionette.io.asf} and {@code dev.marionette.io.amc}.
 */
package dev.marionette.model.acclaim;
